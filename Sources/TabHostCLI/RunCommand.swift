#if canImport(Glibc)
import Glibc
#endif
import TabCore
import TabHostKit
import TabHostTesting
import TabTerminal

/// `tabhost run` on a terminal: the interactive mode, the run loop, and the way back.
///
/// The script is loaded before the terminal changes: a file that cannot be read prints its
/// error on the normal screen (status 2); a script that does not load waits under its error
/// banner for a fixing save (with `--no-watch` it prints the error, status 2). Then the
/// signal handlers go in, the terminal enters its interactive mode (alternate screen, raw
/// input, hidden cursor, mouse, bracketed paste) and the loop runs. However it ends (`q`,
/// ctrl+c, SIGTERM, SIGHUP, SIGQUIT, the terminal closing) the mode is left before returning;
/// `TerminalRestore` covers `exit()` and crashes.
///
/// While the UI is up, what the script prints and each error's report with its traceback go
/// to the run log (`RunLog`), or to stderr when stderr is not the terminal (`2>file`).
///
/// Exit status: 0 after `q`, 130 after ctrl+c or SIGINT, 143 after SIGTERM, 129 after SIGHUP,
/// 131 after SIGQUIT.
enum RunCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let environment = Console.variables(ColorSupport.variables + RunLog.variables + ["TABHOST_TRACE_BYTES"])
        let colors: ColorMode
        do {
            colors = try ColorSupport.resolve(flag: invocation.color, environment: environment, isTTY: true)
        } catch {
            Console.error("tabhost: \(error)\n")
            return TabHostCLI.Status.usage
        }
        if let problem = RecordingSave.problem(invocation) {
            Console.error("tabhost: --record: \(problem)\n")
            return TabHostCLI.Status.usage
        }
        let log = isatty(STDERR_FILENO) == 1 ? RunLog.path(environment: environment).flatMap(RunLog.init(path:)) : nil
        guard let session = open(invocation, log: log) else { return TabHostCLI.Status.usage }
        let history = HistoryFile.path(environment: environment).map(HistoryFile.init(path:))
        // Not while recording: what the inspector shows and takes would not replay.
        if invocation.record == nil {
            session.enableInspector(open: invocation.inspect, key: invocation.inspectKey, history: history?.load() ?? [])
        }
        defer { if let history, session.consoleHistory != history.load() { history.save(session.consoleHistory) } }
        let errorLog: (String) -> Void = log.map { log in { log.write($0) } } ?? { Console.error($0) }
        let settings = RunLoop.Settings(colors: colors, size: invocation.size, tracePath: environment["TABHOST_TRACE_BYTES"],
                                        errorLog: errorLog, suspend: suspend, resume: { TerminalMode.reenter() })
        let recorder = invocation.record.map { _ in Recorder() }
        var status = interact(session, settings: settings, watch: invocation.watch, recorder: recorder)
        if let log, !log.isEmpty { Console.error("tabhost: the script's output and errors are in \(log.path)\n") }
        if let recorder { status = RecordingSave(invocation).finish(recorder.finish(session), status: status) }
        return status
    }

    /// The session to run, at the terminal's size (or `--size`). A script that does not load
    /// is shown as an empty bar under its error while watching, so the first good save brings
    /// it up (as a failed reload would); without watching, or when the file cannot be read at
    /// all, its error ends the run.
    private static func open(_ invocation: Invocation, log: RunLog?) -> Session? {
        let path = invocation.paths[0], options = options(invocation, log: log)
        let size = invocation.size ?? InteractiveTerminal().size ?? Session.defaultSize
        do {
            return invocation.watch ? try Session.awaitingFix(path: path, size: size, options: options)
                : try Session(path: path, size: size, options: options)
        } catch {
            Console.error(error.description + "\n")
            return nil
        }
    }

    /// Runs the loop between entering and leaving the interactive mode.
    private static func interact(_ session: Session, settings: RunLoop.Settings, watch: Bool, recorder: Recorder?) -> Int32 {
        do {
            try Signals.install()
        } catch {
            Console.error("tabhost: \(error)\n")
            return TabHostCLI.Status.usage
        }
        defer { Signals.uninstall() }
        do {
            try TerminalMode().enter()
        } catch {
            Console.error("tabhost: cannot use the terminal: \(error)\n")
            return TabHostCLI.Status.usage
        }
        defer { TerminalMode.leave() }
        // Without inotify (no instances left) the UI still runs, only without reloading.
        let watcher = watch ? try? FileWatcher() : nil
        let loop = RunLoop(session: session, terminal: InteractiveTerminal(), settings: settings,
                           watcher: watcher, signals: .process)
        loop.recorder = recorder
        let status = loop.run()
        // Never closed: closing the Lua state runs the script's finalizers, which could only
        // delay an exit the user asked for; the process ends right after this returns.
        _ = Unmanaged.passRetained(loop)
        return status
    }

    /// `ctrl+z` or SIGTSTP: gives the terminal back to the shell and stops until resumed
    /// (`fg`), then takes it again. Where the process cannot stop (a process group without a
    /// job-control shell), it simply carries on.
    static func suspend() {
        TerminalMode.leave()
        Signals.stopProcess()
        try? TerminalMode().enter()
    }

    /// The host options of `render`, except that the script's `print` goes to the run log
    /// while the terminal shows the UI (dropped when there is no log), or to stderr when it
    /// goes elsewhere (`tabhost run x.lua 2>log`); the close mark follows the terminal's locale.
    private static func options(_ invocation: Invocation, log: RunLog?) -> HostOptions {
        var options = TabHostCLI.hostOptions(invocation)
        if isatty(STDERR_FILENO) == 1 { options.output = { [log] in log?.write($0 + "\n") } }
        // A recording keeps `×`: its screens are asserted by `tabhost test`, which shows it.
        options.plainCloseMark = invocation.record == nil && TabHostCLI.terminalLacksCloseMark
        return options
    }
}
