import LuaBridge

/// How scripts run: sandboxed or trusted, the limits of each call into Lua, where `print` goes.
public struct HostOptions {
    /// Full standard library and unrestricted `require` (`--trust`).
    public var trusted = false
    /// Time budget per call and memory cap (`--timeout`, `--memory`).
    public var limits = LuaLimits()
    /// Where `print` output goes, one call per `print`. It runs synchronously on the thread
    /// that drives the session (the only one, see `Session`), so it may capture local state.
    public var output: (String) -> Void = { _ in }
    /// The output cannot show `×`: a style that names no `closeMark` gets `x` in its frames
    /// (`BarStyle.plainCloseMark`). `tabhost` sets it from the locale (TabTerminal's `TextSupport`).
    public var plainCloseMark = false
    /// Runs on each new Lua state of the script before the script itself (the test runner
    /// replaces a trusted script's `os.exit` there). Not embedding API: the Lua state stays
    /// the host's.
    package var prepare: ((LuaVM) throws -> Void)?
    /// Where a sandboxed script takes its Lua state from and gives it back to (a spec thread's
    /// apps, see `ScriptStates`); nil makes a state for each script. Not embedding API.
    package var states: ScriptStates?
    /// The clock the host's own work measures an event's deadline by (`Budget`): the one the
    /// deadlines are set by, unless a test moves it.
    var clock: @Sendable () -> Double = LuaVM.clock
    /// The memory account the script's states are charged to as well (a spec's, for the apps
    /// it opens: one cap covers them all, see `MemoryAccount`); nil: none. Not embedding API.
    package var memoryParent: MemoryAccount?

    public init(trusted: Bool = false, limits: LuaLimits = LuaLimits(), output: @escaping (String) -> Void = { _ in }) {
        self.trusted = trusted
        self.limits = limits
        self.output = output
    }
}
