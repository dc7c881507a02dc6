#if canImport(Glibc)
import Glibc
#endif
import TabHostKit
import TabTerminal

/// The terminal `run` draws on: where input comes from, where frames go, and its size.
///
/// Any pair of descriptors works, so a test hands the loop the two ends it holds of a
/// pseudo-terminal. Switching the terminal's mode is not done here but in `RunCommand`
/// (`TerminalMode.enter`/`leave`), since that state belongs to the whole process.
struct InteractiveTerminal {
    var input: Int32
    var output: Int32

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// What one read of the input gave.
    enum Input: Equatable {
        case bytes([UInt8])
        /// Nothing to read now (a spurious wakeup).
        case nothing
        /// The terminal is gone (end of file, or EIO from a closed pty): a hangup.
        case closed
    }

    /// Reads what is waiting, after `poll` said the input is readable.
    ///
    /// The descriptor is left blocking (it is the shell's too); raw mode's VMIN 1 makes one
    /// read return what has arrived without waiting for more.
    func read() -> Input {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(input, &buffer, buffer.count)
            if count > 0 { return .bytes(Array(buffer[0..<count])) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN: return .nothing
            default: return .closed
            }
        }
    }

    /// Writes every byte; false when the terminal is gone.
    ///
    /// A full non-blocking descriptor (`EAGAIN`) is waited out with `poll` (a signal, such as
    /// the deadline alarm's, interrupts the wait, not the write); a blocking one simply blocks,
    /// which is what a slow terminal should do to its writer.
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            while offset < buffer.count {
                let written = Glibc.write(output, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else if written < 0, errno == EAGAIN {
                    var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                    let count = poll(&ready, 1, 1_000)
                    guard count > 0 || (count < 0 && errno == EINTR) else { return false }  // a signal: try again
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// The terminal's size in cells, or nil when it reports none.
    var size: CellSize? {
        (TerminalMode.size(of: output) ?? TerminalMode.size(of: input)).map { CellSize(width: $0.width, height: $0.height) }
    }
}

/// Appends one line per frame written to a file: `BYTES CELLS` (the bytes sent to the
/// terminal and the cells they changed). Set by the `TABHOST_TRACE_BYTES=FILE` environment
/// variable, so the end-to-end tests and the benchmark can count what a tab switch costs.
final class FrameTrace {
    private let fd: Int32

    /// Opens `path` for appending; nil when it cannot be opened.
    init?(path: String) {
        fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
    }

    deinit {
        close(fd)
    }

    func record(bytes: Int, cells: Int) {
        var line = Array("\(bytes) \(cells)\n".utf8)
        _ = Glibc.write(fd, &line, line.count)
    }
}
