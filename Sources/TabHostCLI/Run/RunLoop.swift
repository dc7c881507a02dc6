#if canImport(Glibc)
import Glibc
#endif
import TabCore
import TabHostKit
import TabHostTesting
import TabTerminal

/// Where the run loop hears about signals: a descriptor to poll and a way to collect what
/// arrived. Tests pass a pipe of their own instead of the process's handlers.
struct SignalSource {
    var fd: Int32
    var drain: () -> [TerminalSignal]

    init(fd: Int32, drain: @escaping () -> [TerminalSignal]) {
        self.fd = fd
        self.drain = drain
    }

    /// The process's signals of `TerminalSignal` (after `Signals.install()`).
    static var process: SignalSource {
        SignalSource(fd: Signals.fd, drain: Signals.drain)
    }
}

/// `tabhost run` on a terminal: one `poll` over the terminal's input, the signal pipe and the
/// file watcher, then the events through the same `Session` methods embedders and tests call,
/// then the difference between the new frame and the shown one, written by `DiffWriter`.
///
/// The loop sleeps in `poll` with no timeout unless something is pending: a lone ESC or an
/// unterminated paste (settled after `InputParser.flushDelay` of quiet), a save (reloaded
/// after `reloadQuiet` without another event), or an animation frame. The session's virtual
/// clock is advanced from `clock` before anything is handled, so animations run on real time
/// in `run` and on the virtual clock in tests, through the same code.
///
/// However long the script runs, the loop answers: before every call into Lua the session asks
/// `stopRequested()`, which reads what arrived meanwhile, so q, ctrl+c and the quit signals
/// take effect as soon as the running call returns (within its time budget), and every
/// call after it is skipped.
///
/// Nothing here ends the process: `step` handles one wakeup and `status` becomes the exit
/// status once the user quits or a signal asks to, so a test drives the loop step by step on
/// a pseudo-terminal with a hand-moved clock.
final class RunLoop {
    /// The quiet after a watched file changed before reloading: a save is often several
    /// events (a rename, then a write), and a checkout changes several files.
    static let reloadQuiet = 30
    /// The longest a reload waits while events keep coming.
    static let reloadLongestWait = 200

    /// What the loop draws with.
    struct Settings {
        /// How colors are written (`--color`, resolved).
        var colors: ColorMode
        /// A fixed frame size (`--size`); nil follows the terminal's size.
        var size: CellSize?
        /// Where `TABHOST_TRACE_BYTES` asks each frame's size to be written.
        var tracePath: String?
        /// Where each script error's full report (with its traceback) goes, when somewhere
        /// other than the terminal the UI is on (`run` uses stderr when it is redirected).
        var errorLog: ((String) -> Void)?
        /// What `ctrl+z` and an outside SIGTSTP do: leave the terminal mode, stop the process
        /// until the shell resumes it, enter the mode again (`run` passes `RunCommand.suspend`);
        /// nil ignores them.
        var suspend: (() -> Void)?
        /// What SIGCONT does before the loop redraws every cell: put the terminal back in its
        /// interactive mode, which the shell reset while the process was stopped (`run` passes
        /// `TerminalMode.reenter`); nil only redraws.
        var resume: (() -> Void)?

        init(colors: ColorMode, size: CellSize? = nil, tracePath: String? = nil,
             errorLog: ((String) -> Void)? = nil, suspend: (() -> Void)? = nil, resume: (() -> Void)? = nil) {
            self.colors = colors
            self.size = size
            self.tracePath = tracePath
            self.errorLog = errorLog
            self.suspend = suspend
            self.resume = resume
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
    /// Events read but not handled yet (read while the script ran, or after a quit key).
    var pendingEvents: [InputEvent] = []
    /// Signals drained while the script ran that are handled between calls (resize, stop, continue).
    var laterSignals: [TerminalSignal] = []
    var writer: DiffWriter
    /// What the terminal shows (an empty screen: unknown, draw every cell).
    var shown = Screen(width: 0, height: 0)
    /// What each cell of the shown frame is, for the recorder (the click the user aimed).
    var shownHits = HitMap()
    /// Every byte written to the terminal so far (tests read exactly that many back).
    private(set) var bytesWritten = 0
    /// The clock time the session's virtual clock was last brought up to.
    private var tick: Int
    var flushDeadline: Int?
    var reloadDeadline: Int?
    var firstChange: Int?
    /// The files the watcher was last told to watch.
    var watched: [String] = []
    /// The latest script error of a callback or page, or the script's warnings after it
    /// loaded: shown until `escape` dismisses it or a new error replaces it, so a queued key
    /// cannot hide it.
    var notice: StatusMessage?
    /// Takes down the session for `--record` (`Recorder`); nil when not recording.
    var recorder: Recorder?
    /// What happened since the last frame (`q`, `click 3,1`, `reload`) and the script's time
    /// then, for the inspector's Frames tab.
    var stepEvents: [String] = []
    var luaMark = 0.0
    /// The exit status once the loop is done: 0 after `q`, 130 after ctrl+c or SIGINT, 143
    /// after SIGTERM, 129 after SIGHUP or when the terminal went away.
    var status: Int32?

    init(session: Session, terminal: InteractiveTerminal, settings: Settings,
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

    /// Runs until the user quits or a signal ends it; returns the exit status.
    func run() -> Int32 {
        start()
        while status == nil { step() }
        return status ?? TabHostCLI.Status.success
    }

    /// Watches the script's files and draws the first frame. A session opened at another size
    /// than the terminal's (or `--size`) is resized to it first.
    func start() {
        session.interrupt = { [weak self] in self?.stopRequested() ?? false }
        if let size = settings.size ?? terminal.size, size != session.size {
            session.resize(width: size.width, height: size.height)
        }
        notice = Self.notice(warnings: session.warnings)
        draw()
        refreshWatch()
    }

    /// Waits for one wakeup (input, a signal, a save, or a deadline), handles it and draws.
    ///
    /// `maxWait` (ms) bounds the wait, for tests; the loop itself waits as long as nothing
    /// is pending.
    func step(maxWait: Int32? = nil) {
        var descriptors = [
            pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals?.fd ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: watcher?.fd ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        let count = poll(&descriptors, nfds_t(descriptors.count), waitTime(limit: maxWait))
        // A signal that only interrupted the wait (the deadline alarm's, between calls; the
        // relayed ones also write to their pipe) is no wakeup: nothing to handle or draw.
        if count < 0, errno == EINTR { return }
        let ready = count > 0
        catchUp()
        if ready {
            if descriptors[1].revents != 0 { takeSignals() }
            if descriptors[0].revents != 0, status == nil { takeInput() }
            if descriptors[2].revents != 0 { noteChanges() }
        }
        handleLaterSignals()
        handlePendingEvents()
        fireTimers()
        guard status == nil else { return }
        draw()
        refreshWatch()
    }

    // MARK: - Time

    /// The `poll` timeout: until the nearest deadline, or forever (-1) when none is pending;
    /// no wait at all while events or signals read during a script call wait to be handled.
    func waitTime(limit: Int32?) -> Int32 {
        if !pendingEvents.isEmpty || !laterSignals.isEmpty { return 0 }
        let deadlines = [flushDeadline, reloadDeadline, animationDeadline].compactMap { $0 }
        guard let nearest = deadlines.min() else { return limit ?? -1 }
        let wait = Int32(clamping: max(0, nearest - clock.milliseconds))
        return limit.map { min($0, wait) } ?? wait
    }

    /// The clock time of the next animation frame, from the session's virtual clock.
    private var animationDeadline: Int? {
        session.nextAnimationFrame.map { tick + ($0 - session.now) }
    }

    /// Moves the session's virtual clock up to the real one.
    private func catchUp() {
        let now = clock.milliseconds
        guard now > tick else { return }
        recorder?.advancing(now - tick, session)
        session.advance(now - tick)
        tick = now
    }

    private func fireTimers() {
        let now = clock.milliseconds
        if let deadline = flushDeadline, now >= deadline {
            flushDeadline = nil
            pendingEvents += parser.flush()
            handlePendingEvents()
        }
        if let deadline = reloadDeadline, now >= deadline {
            reloadDeadline = nil
            firstChange = nil
            reload()
        }
    }

    // MARK: - Drawing

    /// Draws the session's frame as the difference from what the terminal shows.
    ///
    /// Script errors raised while handling input or drawing go to the banner; a page
    /// that fails while drawing is drawn once more so its error shows in the same frame.
    /// Errors and the callbacks' log are taken out of the session (the recorder keeps the
    /// log), so a page that fails on every frame of a long session piles nothing up.
    func draw() {
        takeErrors()
        session.banner = banner
        var frame = session.frame()
        if takeErrors(), !session.frameCutShort {  // a frame cut short showed its error already
            session.banner = banner
            frame = session.frame()
            takeErrors()
        }
        let taken = session.takeLog()
        recorder?.logged(taken)
        guard status == nil else { return }  // the user quit while a page ran
        recorder?.drew(frame.screen, banner: session.banner != nil)
        shownHits = frame.hits
        let diffStart = Self.seconds()
        let changes = frame.screen.changes(from: shown)
        let bytes = changes.isEmpty ? [] : writer.frame(changes)
        noteFrame(diff: Self.seconds() - diffStart, bytes: bytes.count)
        guard !changes.isEmpty else { return }
        shown = frame.screen
        bytesWritten += bytes.count
        if !terminal.write(bytes) { status = status ?? TerminalSignal.hangup.exitStatus }
        trace?.record(bytes: bytes.count, cells: changes.count)
    }

    /// Tells the session's inspector where this frame's time went (ms) and what it wrote.
    private func noteFrame(diff: Double, bytes: Int) {
        let split = session.lastFrameSplit
        let event = stepEvents.isEmpty ? "tick" : stepEvents.count == 1 ? stepEvents[0] : "\(stepEvents[0]) +\(stepEvents.count - 1)"
        session.noteFrame(event: event, lua: (session.luaSeconds - luaMark) * 1000, layout: split.layout * 1000,
                          render: split.render * 1000, diff: diff * 1000, bytes: bytes)
        stepEvents = []
        luaMark = session.luaSeconds
    }

    /// A monotonic clock in seconds, for the Frames tab's timings.
    static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The failed reload's problems, then the notice.
    private var banner: StatusMessage? {
        let entries = (session.reloadError.map { StatusMessage($0.description, kind: .error).entries } ?? []) + (notice?.entries ?? [])
        return entries.isEmpty ? nil : StatusMessage(entries)
    }

    /// The script's warnings as a notice, shown after it loads until dismissed; nil for none.
    static func notice(warnings: [ScriptProblem]) -> StatusMessage? {
        warnings.isEmpty ? nil : StatusMessage(warnings.map { StatusMessage.Entry($0.description, kind: .warning) })
    }

    /// Moves the session's new script errors to the notice (the latest, with a count of the
    /// others) and their reports to the error log; true when there were any.
    @discardableResult
    private func takeErrors() -> Bool {
        let errors = session.takeErrors()
        guard let latest = errors.last else { return false }
        if let log = settings.errorLog { errors.forEach { log($0.report + "\n") } }
        let others = errors.count - 1
        notice = StatusMessage(latest.message + (others > 0 ? " (and \(others) more)" : ""), kind: .error)
        return true
    }
}
