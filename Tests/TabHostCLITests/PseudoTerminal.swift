import Glibc

/// A pseudo-terminal for driving the run loop: the loop reads and writes `slave`, the test
/// types into and reads from `master`, as a terminal emulator would.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    private var masterOpen = true

    /// A raw-mode pty of `width` x `height` cells (raw, so typed bytes arrive one by one,
    /// as after `TerminalMode.enter`, which the tests leave alone: it is process-wide).
    init(width: Int, height: Int) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw PtyError.openpty }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var attributes = termios()
        tcgetattr(slave, &attributes)
        cfmakeraw(&attributes)
        tcsetattr(slave, TCSANOW, &attributes)
        self.master = master
        self.slave = slave
        resize(width: width, height: height)
    }

    deinit {
        if masterOpen { close(master) }
        close(slave)
    }

    /// What a user types (or a terminal reports): bytes into the loop's input.
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Sets the size the loop reads with `TIOCGWINSZ`.
    func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal window closes: the loop's reads fail from now on.
    func hangUp() {
        close(master)
        masterOpen = false
    }

    /// Everything written until `total` bytes have arrived since the pty was made, waiting
    /// up to 2 s (the pty hands bytes over asynchronously).
    private var received = 0
    func read(upTo total: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while received < total {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 2_000) > 0 else { break }
            let count = Glibc.read(master, &buffer, min(buffer.count, total - received))
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            received += count
        }
        return bytes
    }

    enum PtyError: Error { case openpty }
}

/// A clock the test moves by hand.
final class ManualClock {
    var now = 1_000
}
