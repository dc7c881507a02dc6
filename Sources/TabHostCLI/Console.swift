#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import TabTerminal

/// Writing to the process's stdout and stderr without Foundation: the one place the command
/// line writes them.
///
/// Everything on stderr is text that may quote a script (error messages, tracebacks, `print`),
/// so `error` escapes control characters (`TerminalText`) for every writer. `out` writes as
/// given: it carries frames, whose escape codes are the point, and reports whose writers
/// escape the script's text themselves.
///
/// A failed write is an error, never silence (docs/safety.md, "Files and streams"): the first
/// failure of each stream is kept, nothing more is written to that stream, and `finish` turns
/// the command's status into 2 with a message on the stream that still works. `start` fills a
/// closed standard descriptor with `/dev/null` opened read-only, so a file the command opens
/// never takes its number (a frame would go into it) and every write to it fails (`EBADF`).
enum Console {
    /// The first failed write of stdout (1) and stderr (2).
    private static let failures = Mutex<[Int32: SystemCallError]>([:])

    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func error(_ text: String) { write(TerminalText.escaped(text), to: STDERR_FILENO) }

    private static func write(_ text: String, to fd: Int32) {
        guard failures.withLock({ $0[fd] }) == nil else { return }
        if let failure = Output.write(text, to: fd) { record(failure, for: fd) }
    }

    /// Makes sure descriptors 0, 1 and 2 are open before anything else is (see above).
    static func start() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDONLY)
            if null >= 0, null != fd {
                _ = dup2(null, fd)
                close(null)
            }
        }
    }

    /// The status the command ends with: `status`, or 2 when stdout or stderr could not be
    /// written (`render >/dev/full`, `check >&-`), said on the other stream if it works.
    static func finish(_ status: Int32) -> Int32 {
        if fflush(nil) != 0 { record(SystemCallError("write", code: errno), for: STDOUT_FILENO) }  // what a trusted script left in C stdio (io.write)
        let failed = failures.withLock { $0 }
        guard !failed.isEmpty else { return status }
        for (fd, name, other) in [(STDOUT_FILENO, "stdout", STDERR_FILENO), (STDERR_FILENO, "stderr", STDOUT_FILENO)] {
            guard let failure = failed[fd], failed[other] == nil else { continue }
            Output.write("tabhost: cannot write to \(name): \(failure.reason)\n", to: other)
        }
        return 2
    }

    private static func record(_ failure: SystemCallError, for fd: Int32) {
        failures.withLock { if $0[fd] == nil { $0[fd] = failure } }
    }

    /// The variables named that are set, by name (`getenv`, without reading the whole
    /// environment into a dictionary: a cold start of `render` spent 7% of its time there).
    public static func variables(_ names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names { if let value = getenv(name) { result[name] = String(cString: value) } }
        return result
    }
}
