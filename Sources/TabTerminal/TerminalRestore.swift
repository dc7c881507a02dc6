import Glibc

/// Puts the terminal back the way it was, on every way out of the process.
///
/// `TerminalMode.leave()` is the normal path. The safety nets cover the others: an `atexit`
/// handler (an `exit()` anywhere), handlers for the crash signals (a Swift trap is SIGILL or
/// SIGTRAP, a bad pointer SIGSEGV), and a second SIGINT/SIGTERM/SIGHUP that arrives before the
/// run loop handled the first (see `Signals`). A crash handler restores the terminal and then
/// hands the signal to whoever handled it before (the Swift backtracer by default), so crash
/// reports still appear, now on the normal screen.
///
/// Everything here runs inside signal handlers, so it only touches plain values and memory
/// allocated beforehand, and calls only async-signal-safe functions (`write`, `poll`,
/// `tcsetattr`, `sigaction`, `raise`).
enum TerminalRestore {
    /// The terminal in interactive mode, and how to leave it.
    struct Active {
        var input: Int32
        var output: Int32
        var saved: termios
        var leaveCount: Int
    }

    static let leaveCapacity = 256
    nonisolated(unsafe) static var active: Active?
    /// The bytes that leave the interactive mode; allocated once and never freed, so a handler
    /// can never read freed memory.
    nonisolated(unsafe) static let leaveBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveCapacity)
    /// The crash handlers that were installed before ours, indexed by signal number.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) static var atexitRegistered = false
    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Initializes this type's storage, so that a signal handler is never the first to touch
    /// it (Swift initializes static storage lazily, which is not async-signal-safe).
    static func prepare() {
        _ = active
        _ = leaveBytes
        _ = previous
    }

    /// Remembers how to restore `input`, before anything changes it.
    static func arm(input: Int32, output: Int32, saved: termios, leave: [UInt8]) {
        let count = min(leave.count, leaveCapacity)
        leave.withUnsafeBufferPointer { leaveBytes.update(from: $0.baseAddress!, count: count) }
        active = Active(input: input, output: output, saved: saved, leaveCount: count)
        installSafetyNets()
    }

    /// Writes the leave sequence and restores the saved termios; does nothing when nothing is
    /// active, so any path may call it any number of times.
    ///
    /// `TCSAFLUSH` lets the leave sequence reach the terminal and then discards unread input,
    /// so mouse reports still in flight do not spill into the shell.
    static func restore() {
        guard var terminal = active else { return }
        active = nil
        writeAll(terminal.output, leaveBytes, count: terminal.leaveCount)
        _ = tcsetattr(terminal.input, TCSAFLUSH, &terminal.saved)
    }

    /// Writes every byte, waiting out a full non-blocking descriptor for up to about a second.
    static func writeAll(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, count: Int) {
        var written = 0
        var waits = 0
        while written < count {
            let result = write(fd, bytes + written, count - written)
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else if result < 0, errno == EAGAIN, waits < 20 {
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 50)
                waits += 1
            } else {
                return
            }
        }
    }

    /// Registers the `atexit` handler once and puts our crash handler in front of each crash
    /// signal's current one (unless it is already ours).
    static func installSafetyNets() {
        if !atexitRegistered {
            atexitRegistered = true
            atexit { TerminalRestore.restore() }
        }
        for number in crashSignals {
            var current = sigaction()
            _ = sigaction(number, nil, &current)
            guard !isOurs(current) else { continue }
            previous[Int(number)] = current
            var action = sigaction()
            action.__sigaction_handler.sa_handler = onCrash
            sigemptyset(&action.sa_mask)
            _ = sigaction(number, &action, nil)
        }
    }

    private static func isOurs(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(onCrash, to: Int.self)
    }
}

/// Restores the terminal, then gives the signal to the handler that was there before ours.
///
/// The re-raised signal stays blocked until this handler returns, and then reaches the
/// previous handler (or the default action: the process ends with the signal).
private let onCrash: @convention(c) (Int32) -> Void = { number in
    TerminalRestore.restore()
    _ = sigaction(number, TerminalRestore.previous + Int(number), nil)
    _ = raise(number)
}
