import CSignalShim
import Glibc

/// A signal the run loop acts on.
public enum TerminalSignal: Hashable, Sendable, CaseIterable {
    /// SIGINT (from `kill`: in raw mode Ctrl-C is the key `ctrl+c`).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP: the terminal went away.
    case hangup
    /// SIGQUIT (from `kill`: in raw mode Ctrl-\ is the key `ctrl+\`).
    case quit
    /// SIGWINCH: the terminal was resized; read the new size with `TerminalMode.size(of:)`.
    case resize
    /// SIGCONT: the process was stopped and continued; the shell may have reset the
    /// terminal's settings and drawn over the screen (`TerminalMode.reenter()`, then redraw).
    case continued
    /// SIGTSTP sent from outside (in raw mode Ctrl-Z is the key `ctrl+z`): suspend as it would.
    case stop

    var number: Int32 {
        switch self {
        case .interrupt: SIGINT
        case .terminate: SIGTERM
        case .hangup: SIGHUP
        case .quit: SIGQUIT
        case .resize: SIGWINCH
        case .continued: SIGCONT
        case .stop: SIGTSTP
        }
    }

    init?(number: Int32) {
        guard let signal = Self.allCases.first(where: { $0.number == number }) else { return nil }
        self = signal
    }

    /// The signal's usual name: `SIGINT`, `SIGTERM`.
    public var name: String {
        switch self {
        case .interrupt: "SIGINT"
        case .terminate: "SIGTERM"
        case .hangup: "SIGHUP"
        case .quit: "SIGQUIT"
        case .resize: "SIGWINCH"
        case .continued: "SIGCONT"
        case .stop: "SIGTSTP"
        }
    }

    /// The status to exit with after restoring the terminal, the shell's 128 + signal number:
    /// 130 for SIGINT (docs/safety.md, "Terminal and signals"), 143 for SIGTERM, 129 for
    /// SIGHUP, 131 for SIGQUIT; nil for the signals that do not end the run.
    public var exitStatus: Int32? {
        switch self {
        case .interrupt, .terminate, .hangup, .quit: 128 + number
        case .resize, .continued, .stop: nil
        }
    }
}

/// Delivers the `TerminalSignal`s to the run loop through a self-pipe.
///
/// The handler is C (`Sources/CSignalShim`): it writes the signal's number to the pipe and
/// counts undrained quit signals in a `sig_atomic_t`, nothing else. The run loop polls `fd`
/// with its other descriptors and calls `drain()`; it then restores the terminal and exits with
/// `exitStatus` for a quit signal, re-renders at the new size, re-enters the terminal mode after
/// a stop, or suspends.
///
/// If a second quit signal arrives before the run loop drained the first (the loop is stuck),
/// the handler itself restores the terminal and exits with the second signal's status.
public enum Signals {
    nonisolated(unsafe) static var readEnd: Int32 = -1
    nonisolated(unsafe) static var writeEnd: Int32 = -1

    /// The descriptor to poll for reading; -1 before `install`.
    public static var fd: Int32 { readEnd }

    /// Creates the pipe and installs the handlers of `signals` (every `TerminalSignal` unless
    /// told: `tabhost test` relays only the quit signals); calling it again does nothing.
    public static func install(_ signals: [TerminalSignal] = TerminalSignal.allCases) throws(SystemCallError) {
        guard readEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemCallError("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
        tabhost_signals_open(writeEnd)
        for signal in signals {
            let quits: Int32 = signal.exitStatus == nil ? 0 : 1
            guard tabhost_signals_relay(signal.number, quits) == 0 else {
                let error = SystemCallError("sigaction")
                uninstall()
                throw error
            }
        }
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
        tabhost_signals_drained()
        return received
    }

    /// Stops the process the way SIGTSTP's default action does, though SIGTSTP is relayed;
    /// returns when it is continued, or at once where it cannot stop (no job-control shell).
    public static func stopProcess() {
        tabhost_signals_stop_self()
    }

    /// Puts the previous handlers back and closes the pipe.
    public static func uninstall() {
        guard readEnd >= 0 else { return }
        tabhost_signals_close()
        close(readEnd)
        close(writeEnd)
        (readEnd, writeEnd) = (-1, -1)
    }
}
