import LuaBridge

/// How scripts run: sandboxed or trusted, and the limits of each call into Lua.
public struct HostOptions: Sendable {
    /// Full standard library and unrestricted `require` (`--trust`).
    public var trusted = false
    /// Time budget per call and memory cap (`--timeout`, `--memory`).
    public var limits = LuaLimits()
    /// Where `print` output goes.
    public var output: @Sendable (String) -> Void = { _ in }
    /// Runs on each new Lua state of the script before the script itself (the test runner
    /// replaces a trusted script's `os.exit` there).
    public var prepare: (@Sendable (LuaVM) throws -> Void)?

    public init(trusted: Bool = false, limits: LuaLimits = LuaLimits()) {
        self.trusted = trusted
        self.limits = limits
    }
}
