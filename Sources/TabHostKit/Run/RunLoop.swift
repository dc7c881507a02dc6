#if canImport(Glibc)
import Glibc
#endif
import TabCore
import TabTerminal

/// Where the run loop hears about signals: a descriptor to poll and a way to collect what
/// arrived. Tests pass a pipe of their own instead of the process's handlers.
public struct SignalSource {
    public var fd: Int32
    public var drain: () -> [TerminalSignal]

    public init(fd: Int32, drain: @escaping () -> [TerminalSignal]) {
        self.fd = fd
        self.drain = drain
    }

    /// The process's SIGINT, SIGTERM, SIGHUP and SIGWINCH (after `Signals.install()`).
    public static var process: SignalSource {
        SignalSource(fd: Signals.fd, drain: Signals.drain)
    }
}

/// `tabhost run` on a terminal: one `poll` over the terminal's input, the signal pipe and the
/// file watcher, then the events through the same `ScriptHost` methods tests call, then the
/// difference between the new frame and the shown one, written by `DiffWriter`.
///
/// The loop sleeps in `poll` with no timeout unless something is pending: a lone ESC
/// (settled after `escapeDelay` of quiet), a save (reloaded after `reloadQuiet` without
/// another event), or an animation frame. The host's virtual clock is advanced from `clock`
/// before anything is handled, so animations run on real time in `run` and on the virtual
/// clock in tests, through the same code.
///
/// Nothing here ends the process: `step` handles one wakeup and `status` becomes the exit
/// status once the user quits or a signal asks to, so a test drives the loop step by step on
/// a pseudo-terminal with a hand-moved clock.
public final class RunLoop {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the key.
    static let escapeDelay = 25
    /// The quiet after a watched file changed before reloading: a save is often several
    /// events (a rename, then a write), and a checkout changes several files.
    static let reloadQuiet = 30
    /// The longest a reload waits while events keep coming.
    static let reloadLongestWait = 200

    /// What the loop draws with.
    public struct Settings {
        /// How colors are written (`--color`, resolved).
        public var colors: ColorMode
        /// A fixed frame size (`--size`); nil follows the terminal's size.
        public var size: CellSize?
        /// Where `TABHOST_TRACE_BYTES` asks each frame's size to be written.
        public var tracePath: String?
        /// Where each script error's full report (with its traceback) goes, when somewhere
        /// other than the terminal the UI is on (`run` uses stderr when it is redirected).
        public var errorLog: ((String) -> Void)?
        /// What `ctrl+z` does: leave the terminal mode, stop the process until the shell
        /// resumes it, enter the mode again (`run` passes `RunCommand.suspend`); nil ignores it.
        public var suspend: (() -> Void)?

        public init(colors: ColorMode, size: CellSize? = nil, tracePath: String? = nil,
                    errorLog: ((String) -> Void)? = nil, suspend: (() -> Void)? = nil) {
            self.colors = colors
            self.size = size
            self.tracePath = tracePath
            self.errorLog = errorLog
            self.suspend = suspend
        }
    }

    let session: Session
    let terminal: InteractiveTerminal
    let clock: Clock
    let watcher: FileWatcher?
    let signals: SignalSource?
    let settings: Settings
    let trace: FrameTrace?
    var parser = InputParser()
    var writer: DiffWriter
    /// What the terminal shows (an empty screen: unknown, draw every cell).
    private(set) var shown = Screen(width: 0, height: 0)
    /// Every byte written to the terminal so far (tests read exactly that many back).
    private(set) var bytesWritten = 0
    /// The clock time the host's virtual clock was last brought up to.
    private var tick: Int
    var escapeDeadline: Int?
    private var reloadDeadline: Int?
    private var firstChange: Int?
    /// The latest script error of a callback or page, or the script's warnings after it
    /// loaded: shown until `escape` dismisses it or a new error replaces it, so a queued key
    /// cannot hide it.
    var notice: StatusMessage?
    /// The exit status once the loop is done: 0 after `q`, 130 after ctrl+c or SIGINT, 143
    /// after SIGTERM, 129 after SIGHUP or when the terminal went away.
    public internal(set) var status: Int32?

    public init(session: Session, terminal: InteractiveTerminal, settings: Settings,
                clock: Clock = .monotonic, watcher: FileWatcher? = nil, signals: SignalSource? = nil) {
        self.session = session
        self.terminal = terminal
        self.settings = settings
        self.clock = clock
        self.watcher = watcher
        self.signals = signals
        writer = DiffWriter(colors: settings.colors)
        trace = settings.tracePath.flatMap(FrameTrace.init(path:))
        tick = clock.milliseconds
    }

    var host: ScriptHost { session.host }

    /// Runs until the user quits or a signal ends it; returns the exit status.
    public func run() -> Int32 {
        start()
        while status == nil { step() }
        return status ?? TabHostCLI.Status.success
    }

    /// Sizes the host to the terminal, watches the script's files and draws the first frame.
    public func start() {
        let size = settings.size ?? terminal.size ?? CellSize(width: 80, height: 24)
        host.setInitialSize(width: size.width, height: size.height)
        host.open()
        notice = host.warningMessage
        watcher?.watch(files: session.watchedFiles)
        draw()
    }

    /// Waits for one wakeup (input, a signal, a save, or a deadline), handles it and draws.
    ///
    /// `maxWait` (ms) bounds the wait, for tests; the loop itself waits as long as nothing
    /// is pending.
    public func step(maxWait: Int32? = nil) {
        var descriptors = [
            pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals?.fd ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: watcher?.fd ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), waitTime(limit: maxWait)) > 0
        catchUp()
        if ready {
            if descriptors[1].revents != 0 { handleSignals() }
            if descriptors[0].revents != 0, status == nil { readInput() }
            if descriptors[2].revents != 0 { noteChanges() }
        }
        fireTimers()
        if status == nil { draw() }
    }

    // MARK: - Time

    /// The `poll` timeout: until the nearest deadline, or forever (-1) when none is pending.
    func waitTime(limit: Int32?) -> Int32 {
        let deadlines = [escapeDeadline, reloadDeadline, animationDeadline].compactMap { $0 }
        guard let nearest = deadlines.min() else { return limit ?? -1 }
        let wait = Int32(clamping: max(0, nearest - clock.milliseconds))
        return limit.map { min($0, wait) } ?? wait
    }

    /// The clock time of the next animation frame, from the host's virtual clock.
    private var animationDeadline: Int? {
        host.nextAnimationFrame.map { tick + ($0 - host.now) }
    }

    /// Moves the host's virtual clock up to the real one.
    private func catchUp() {
        let now = clock.milliseconds
        guard now > tick else { return }
        host.advance(now - tick)
        tick = now
    }

    private func fireTimers() {
        let now = clock.milliseconds
        if let deadline = escapeDeadline, now >= deadline {
            escapeDeadline = nil
            handle(parser.flush())
        }
        if let deadline = reloadDeadline, now >= deadline {
            reloadDeadline = nil
            firstChange = nil
            reload()
        }
    }

    // MARK: - Signals and saves

    private func handleSignals() {
        for signal in signals?.drain() ?? [] {
            if let exit = signal.exitStatus {
                status = status ?? exit
            } else {
                resized()
            }
        }
    }

    /// SIGWINCH: the new size (unless `--size` fixed it), then every cell drawn again, since
    /// the terminal may have cleared, cut or moved what it showed.
    func resized() {
        if settings.size == nil, let size = terminal.size {
            host.resize(width: size.width, height: size.height)
        }
        writer.invalidate()
        shown = Screen(width: 0, height: 0)
    }

    /// A watched file changed: reload once things are quiet.
    private func noteChanges() {
        guard let watcher, !watcher.read().isEmpty else { return }
        let now = clock.milliseconds
        let first = firstChange ?? now
        firstChange = first
        reloadDeadline = min(now + Self.reloadQuiet, first + Self.reloadLongestWait)
    }

    /// Reloads the script (the banner shows a failure) and watches what it requires now.
    func reload() {
        if session.reload() { notice = host.warningMessage }
        watcher?.watch(files: session.watchedFiles)
    }

    // MARK: - Drawing

    /// Draws the host's frame as the difference from what the terminal shows.
    ///
    /// Script errors raised while handling input or drawing go to the banner row; a page
    /// that fails while drawing is drawn once more so its error shows in the same frame.
    /// Errors are taken out of `host.errors`, so a page that fails on every frame of a long
    /// session does not pile them up.
    func draw() {
        takeErrors()
        host.banner = banner
        var frame = host.frame()
        if takeErrors() {
            host.banner = banner
            frame = host.frame()
            takeErrors()
        }
        let changes = frame.screen.changes(from: shown)
        guard !changes.isEmpty else { return }
        let bytes = writer.frame(changes)
        shown = frame.screen
        bytesWritten += bytes.count
        if !terminal.write(bytes) { status = status ?? TerminalSignal.hangup.exitStatus }
        trace?.record(bytes: bytes.count, cells: changes.count)
    }

    /// The failed reload's problems, then the notice.
    private var banner: StatusMessage? {
        let entries = (session.reloadError.map { StatusMessage($0, kind: .error).entries } ?? []) + (notice?.entries ?? [])
        return entries.isEmpty ? nil : StatusMessage(entries)
    }

    /// Moves the host's new script errors to the notice (the latest, with a count of the
    /// others) and their reports to the error log; true when there were any.
    @discardableResult
    private func takeErrors() -> Bool {
        guard let latest = host.errors.last else { return false }
        if let log = settings.errorLog { host.errorReports.forEach { log($0 + "\n") } }
        let others = host.errors.count - 1
        host.errors.removeAll()
        host.errorReports.removeAll()
        notice = StatusMessage(latest + (others > 0 ? " (and \(others) more)" : ""), kind: .error)
        return true
    }
}
