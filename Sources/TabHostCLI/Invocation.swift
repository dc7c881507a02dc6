import TabHostKit

/// A parsed command line (SPEC section 2).
struct Invocation: Equatable, Sendable {
    /// The first argument: what to do.
    enum Command: String, Sendable, CaseIterable {
        case run, render, test, check, help, version
    }

    public var command: Command
    /// The script (run, render, check), test paths (test), or the command to explain (help).
    public var paths: [String] = []
    /// `--size WxH`.
    public var size: CellSize?
    public var color: String?
    public var keys: [Key] = []
    public var styled = false
    public var trust = false
    public var watch = true
    /// `--watch` was given (`test` only watches when asked).
    public var watchRequested = false
    public var timeoutMilliseconds: Int?
    public var memoryMegabytes: Int?
    /// The options of `test`.
    var test = TestArguments()
    /// The arguments after the command, as given (a spec's `arg`).
    public var arguments: [String] = []
    /// `run --record SPEC`: the spec file the session is recorded into.
    public var record: String?

    public init(command: Command) { self.command = command }
}

/// A command line that cannot be run: the message, and the command whose help to point at.
struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var command: Invocation.Command?
    public var description: String { message }
}
