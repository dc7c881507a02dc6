import TabHostKit

/// A parsed command line (docs/commands.md).
struct Invocation: Equatable, Sendable {
    /// The first argument: what to do.
    enum Command: String, Sendable, CaseIterable {
        case run, render, test, check, report, help, version
    }

    var command: Command
    /// The script (run, render, check), test paths (test), or the command to explain (help).
    var paths: [String] = []
    /// `--size WxH`.
    var size: CellSize?
    var color: String?
    var keys: [Key] = []
    var styled = false
    /// `render --format`: the frame as terminal text, an SVG picture or an HTML page of it.
    var format = Format.text
    /// `render --out FILE`: where the frame goes instead of stdout.
    var out: String?
    var trust = false
    var watch = true
    /// `--watch` was given (`test` only watches when asked).
    var watchRequested = false
    var timeoutMilliseconds: Int?
    var memoryMegabytes: Int?
    /// The options of `test`.
    var test = TestArguments()
    /// The arguments after the command, as given (a spec's `arg`).
    var arguments: [String] = []
    /// `run --record SPEC`: the spec file the session is recorded into.
    var record: String?
    /// `run --inspect`: start with the inspector open; `--inspect-key KEY`: the key that
    /// opens and closes it (docs/inspector.md).
    var inspect = false
    var inspectKey = Key(.f12)

    init(command: Command) { self.command = command }

    /// What `render` writes (docs/commands.md).
    enum Format: String, Sendable, CaseIterable {
        case text, svg, html
    }
}

/// A command line that cannot be run: the message, and the command whose help to point at.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var command: Invocation.Command?
    var description: String { message }
}
