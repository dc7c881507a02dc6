import Glibc

/// The interactive mode of `tabhost run`: raw input, the alternate screen, a hidden cursor,
/// mouse and paste reports.
///
/// `enter` saves the terminal's settings and switches; `leave` undoes everything in reverse
/// order and restores the saved settings exactly. Leaving is idempotent and also happens on
/// `exit()`, on a crash and on a repeated SIGINT/SIGTERM/SIGHUP/SIGQUIT (`TerminalRestore`),
/// so the user's shell is never left in raw mode. A process has one terminal: entering again
/// first leaves the previous one; `reenter` applies the mode again after a stop.
///
/// Raw mode is `cfmakeraw` except for output processing: OPOST (and so the terminal's
/// `\n` to `\r\n` mapping) is kept. `DiffWriter` positions the cursor absolutely and never
/// relies on it, but a diagnostic written to stderr while the host runs stays readable.
/// Input is read byte by byte (VMIN 1, VTIME 0): the run loop polls the descriptor first.
/// ISIG is off, so Ctrl-C and Ctrl-Z arrive as the keys `ctrl+c` and `ctrl+z`.
public struct TerminalMode: Hashable, Sendable {
    /// Draw on the alternate screen (`ESC[?1049h`), so the shell's screen comes back on exit.
    public var alternateScreen: Bool
    public var hideCursor: Bool
    /// Report clicks, drags and the wheel as SGR mouse sequences (`ESC[?1000h ESC[?1002h ESC[?1006h`).
    public var mouse: Bool
    /// Mark pasted text (`ESC[?2004h`), so a paste is not taken for typed keys.
    public var bracketedPaste: Bool
    /// Report focus in and out (`ESC[?1004h`).
    public var focusEvents: Bool

    public init(alternateScreen: Bool = true, hideCursor: Bool = true, mouse: Bool = true,
                bracketedPaste: Bool = true, focusEvents: Bool = false) {
        self.alternateScreen = alternateScreen
        self.hideCursor = hideCursor
        self.mouse = mouse
        self.bracketedPaste = bracketedPaste
        self.focusEvents = focusEvents
    }

    /// Each feature's sequence to turn it on and to turn it off, in the order they go on.
    private var features: [(on: String, off: String)] {
        var list: [(on: String, off: String)] = []
        if alternateScreen { list.append(("\u{1B}[?1049h", "\u{1B}[?1049l")) }
        if hideCursor { list.append(("\u{1B}[?25l", "\u{1B}[?25h")) }
        if mouse { list.append(("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h", "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")) }
        if bracketedPaste { list.append(("\u{1B}[?2004h", "\u{1B}[?2004l")) }
        if focusEvents { list.append(("\u{1B}[?1004h", "\u{1B}[?1004l")) }
        return list
    }

    /// The bytes `enter` writes.
    public var enterSequence: String { features.map(\.on).joined() }

    /// The bytes `leave` writes: the features off in reverse order, after ending any
    /// synchronized update a crash interrupted (`ESC[?2026l`) and resetting the style.
    public var leaveSequence: String { "\u{1B}[?2026l\u{1B}[0m" + features.reversed().map(\.off).joined() }

    /// The terminal in this mode, for `reenter` (not read by signal handlers).
    private struct Entered {
        var mode: TerminalMode
        var input: Int32
        var output: Int32
        var raw: termios
    }

    nonisolated(unsafe) private static var entered: Entered?

    /// Switches the terminal of `input` (settings) and `output` (sequences) to this mode.
    public func enter(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(SystemCallError) {
        Self.leave()
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw SystemCallError("tcgetattr") }
        TerminalRestore.arm(input: input, output: output, saved: saved, leave: Array(leaveSequence.utf8))
        let entered = Entered(mode: self, input: input, output: output, raw: Self.raw(from: saved))
        guard Self.apply(entered) else {
            let error = SystemCallError("tcsetattr")
            TerminalRestore.disarm()
            throw error
        }
        Self.entered = entered
    }

    /// Applies the raw settings and turns the features on again, after the process was stopped
    /// and continued (SIGCONT): a job-control shell puts back its own settings when a job stops
    /// and may have drawn on the screen, so the caller redraws every cell afterwards. Returns
    /// false when no terminal is in the mode or the settings cannot be applied (the process is
    /// in the background: SIGTTOU stops it again until `fg`).
    @discardableResult
    public static func reenter() -> Bool {
        guard let entered, isActive else { return false }
        return apply(entered)
    }

    /// Sets the raw settings, then writes the enter sequence.
    private static func apply(_ entered: Entered) -> Bool {
        var raw = entered.raw
        guard tcsetattr(entered.input, TCSAFLUSH, &raw) == 0 else { return false }
        Output.write(entered.mode.enterSequence, to: entered.output)
        return true
    }

    /// Leaves the interactive mode if a terminal is in it; safe to call any number of times.
    public static func leave() {
        TerminalRestore.restore()
        entered = nil
    }

    /// True between `enter` and `leave` (or a restore by a safety net).
    public static var isActive: Bool { TerminalRestore.isArmed }

    /// `saved` with raw input: no echo, no line editing, no signals from keys, no input
    /// translation, 8-bit characters. Output processing is kept (see the type's doc).
    static func raw(from saved: termios) -> termios {
        var raw = saved
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        return raw
    }

    /// The size of the terminal of `fd` in cells, or nil when it is not a terminal or reports
    /// no size (a zero-size pty, a serial line).
    public static func size(of fd: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
