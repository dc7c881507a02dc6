import Glibc

/// A signal the run loop acts on.
public enum TerminalSignal: Hashable, Sendable, CaseIterable {
    /// SIGINT (from `kill`: in raw mode Ctrl-C is the key `ctrl+c`).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP: the terminal went away.
    case hangup
    /// SIGWINCH: the terminal was resized; read the new size with `TerminalMode.size(of:)`.
    case resize

    var number: Int32 {
        switch self {
        case .interrupt: SIGINT
        case .terminate: SIGTERM
        case .hangup: SIGHUP
        case .resize: SIGWINCH
        }
    }

    init?(number: Int32) {
        guard let signal = Self.allCases.first(where: { $0.number == number }) else { return nil }
        self = signal
    }

    /// The status to exit with after restoring the terminal, the shell's 128 + signal number:
    /// 130 for SIGINT (SPEC section 2), 143 for SIGTERM, 129 for SIGHUP; nil for a resize.
    public var exitStatus: Int32? {
        self == .resize ? nil : 128 + number
    }
}

/// Delivers SIGINT, SIGTERM, SIGHUP and SIGWINCH to the run loop through a self-pipe.
///
/// A handler can do almost nothing safely, so it writes the signal's number to a pipe; the run
/// loop polls `fd` with its other descriptors and calls `drain()`. It then restores the
/// terminal and exits with `exitStatus` for a quit signal, or re-renders at the new size.
///
/// If a second quit signal arrives before the run loop drained the first (the loop is stuck),
/// the handler itself restores the terminal and exits with the second signal's status.
public enum Signals {
    nonisolated(unsafe) static var readEnd: Int32 = -1
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    /// Quit signals received and not yet drained.
    nonisolated(unsafe) static var undrainedQuits = 0
    /// The actions installed before ours, restored by `uninstall`.
    nonisolated(unsafe) static var previous: [Int32: sigaction] = [:]

    /// The descriptor to poll for reading; -1 before `install`.
    public static var fd: Int32 { readEnd }

    /// Creates the pipe and installs the handlers; calling it again does nothing.
    public static func install() throws(SystemCallError) {
        guard readEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemCallError("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        undrainedQuits = 0
        (readEnd, writeEnd) = (ends[0], ends[1])
        TerminalRestore.prepare()  // a handler must not be first to touch it
        for signal in TerminalSignal.allCases { installHandler(for: signal.number) }
    }

    /// The signals received since the last call, each once, in the order they first arrived.
    public static func drain() -> [TerminalSignal] {
        guard readEnd >= 0 else { return [] }
        var received: [TerminalSignal] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                if let signal = TerminalSignal(number: Int32(byte)), !received.contains(signal) { received.append(signal) }
            }
        }
        undrainedQuits = 0
        return received
    }

    /// Puts the previous handlers back and closes the pipe.
    public static func uninstall() {
        guard readEnd >= 0 else { return }
        for (number, action) in previous {
            var action = action
            _ = sigaction(number, &action, nil)
        }
        previous = [:]
        close(readEnd)
        close(writeEnd)
        (readEnd, writeEnd) = (-1, -1)
    }

    private static func installHandler(for number: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = onSignal
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var old = sigaction()
        _ = sigaction(number, &action, &old)
        previous[number] = old
    }
}

/// Writes the signal number to the pipe; on a second undrained quit signal, restores the
/// terminal and exits.
private let onSignal: @convention(c) (Int32) -> Void = { number in
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(Signals.writeEnd, &byte, 1)
    if number != SIGWINCH {
        Signals.undrainedQuits += 1
        if Signals.undrainedQuits > 1 {
            TerminalRestore.restore()
            _exit(128 + number)
        }
    }
    errno = savedErrno
}
