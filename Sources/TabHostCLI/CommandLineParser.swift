import TabCore
import TabHostKit

/// Turns `tabhost` arguments into an `Invocation`, with usage errors that say what to do.
enum CommandLineParser {
    /// The options `command` accepts (flags take no value). A switch, not a table: `render`
    /// need not build the test command's names (a tenth of its start-up).
    static func options(of command: Invocation.Command) -> [String] {
        switch command {
        case .run: ["--size", "--no-watch", "--trust", "--color", "--timeout", "--memory", "--record", "--inspect", "--inspect-key"]
        case .render: ["--size", "--color", "--keys", "--styled", "--format", "--out", "--trust", "--timeout", "--memory", "--inspect"]
        case .test: ["--watch", "--trust", "--timeout", "--memory"] + TestOptions.names
        case .check: ["--trust", "--timeout", "--memory"]
        case .report: ["--out"]
        case .help, .version: []
        }
    }
    static let flags: Set<String> = ["--no-watch", "--trust", "--styled", "--watch", "--inspect"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return Invocation(command: .help) }
        switch first {
        case "--help", "-h": return Invocation(command: .help)
        case "--version", "-V": return Invocation(command: .version)
        default: break
        }
        guard let command = Invocation.Command(rawValue: first), command != .version else {
            let known = Invocation.Command.allCases.map(\.rawValue)
            throw UsageError(message: "unknown command '\(first)'\(Suggestion.hint(for: first, among: known))", command: nil)
        }
        var invocation = Invocation(command: command)
        var rest = arguments.dropFirst()
        invocation.arguments = Array(rest)
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" {
                return helpInvocation(for: command)
            }
            if command == .test, try TestOptions.consume(argument, &rest, into: &invocation.test) { continue }
            if argument.hasPrefix("--") {
                let (name, inline) = split(argument)
                try checkKnown(name, command)
                let value = flags.contains(name) ? nil : try value(name, inline, &rest, command)
                try apply(name, value, to: &invocation)
            } else if argument.hasPrefix("-"), argument != "-" {
                throw UsageError(message: "unknown option '\(argument)' for \(command.rawValue)", command: command)
            } else {
                invocation.paths.append(argument)
            }
        }
        try checkPaths(invocation)
        return invocation
    }

    private static func helpInvocation(for command: Invocation.Command) -> Invocation {
        var help = Invocation(command: .help)
        help.paths = [command.rawValue]
        return help
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func checkKnown(_ name: String, _ command: Invocation.Command) throws(UsageError) {
        let known = options(of: command)
        guard known.contains(name) else {
            throw UsageError(message: "unknown option '\(name)' for \(command.rawValue)\(Suggestion.hint(for: name, among: known))", command: command)
        }
    }

    private static func value(_ name: String, _ inline: String?, _ rest: inout ArraySlice<String>,
                              _ command: Invocation.Command) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = rest.popFirst() else {
            throw UsageError(message: "option '\(name)' needs a value", command: command)
        }
        return next
    }

    private static func apply(_ name: String, _ value: String?, to invocation: inout Invocation) throws(UsageError) {
        let command = invocation.command
        switch name {
        case "--size": invocation.size = try size(value ?? "", command)
        case "--color": invocation.color = try colorMode(value ?? "", command)
        case "--keys": invocation.keys = try keys(value ?? "", command)
        case "--styled": invocation.styled = true
        case "--trust": invocation.trust = true
        case "--no-watch": invocation.watch = false
        case "--watch": (invocation.watch, invocation.watchRequested) = (true, true)
        case "--timeout": invocation.timeoutMilliseconds = try number(name, value ?? "", OptionBounds.timeout, command)
        case "--memory": invocation.memoryMegabytes = try number(name, value ?? "", OptionBounds.memory, command)
        case "--record": invocation.record = value
        case "--inspect": invocation.inspect = true
        case "--inspect-key":
            do {
                invocation.inspectKey = try Key(name: value ?? "")
            } catch {
                throw UsageError(message: "--inspect-key: \(error)", command: command)
            }
        case "--format": invocation.format = try format(value ?? "", command)
        case "--out": invocation.out = value
        default: break
        }
    }

    /// `WxH` with both parts positive integers, at most 4000x2000 (a frame is kept in memory).
    static func size(_ text: String, _ command: Invocation.Command) throws(UsageError) -> CellSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...4000).contains(width), (1...2000).contains(height) else {
            throw UsageError(message: "--size: expected WxH such as 80x24 (at most 4000x2000), got '\(text)'", command: command)
        }
        return CellSize(width: width, height: height)
    }

    /// A comma-separated key list, with spaces allowed around the commas; `,` itself is
    /// written `comma`, a space `space`.
    static func keys(_ text: String, _ command: Invocation.Command) throws(UsageError) -> [Key] {
        var keys: [Key] = []
        for raw in text.split(separator: ",") {
            let name = raw.trimmingSpaces
            guard !name.isEmpty else { continue }
            do {
                keys.append(try Key(name: name))
            } catch {
                throw UsageError(message: "--keys: \(error)", command: command)
            }
        }
        return keys
    }

    /// `--color`: one of the modes or `auto`, checked here so a typo gets the usage hint.
    static func colorMode(_ text: String, _ command: Invocation.Command) throws(UsageError) -> String {
        let modes = ["auto"] + ColorMode.allCases.map(\.rawValue)
        guard modes.contains(text) else {
            throw UsageError(message: "--color: expected never, 16, 256, truecolor or auto, got '\(text)'\(Suggestion.hint(for: text, among: modes))", command: command)
        }
        return text
    }

    /// `render --format`: text, svg or html, checked here so a typo gets the usage hint.
    static func format(_ text: String, _ command: Invocation.Command) throws(UsageError) -> Invocation.Format {
        guard let format = Invocation.Format(rawValue: text) else {
            let names = Invocation.Format.allCases.map(\.rawValue)
            throw UsageError(message: "--format: expected text, svg or html, got '\(text)'\(Suggestion.hint(for: text, among: names))", command: command)
        }
        return format
    }

    /// A whole number in `range`, or the usage error that names the option and the range:
    /// every numeric option goes through here, so none can overflow later.
    static func number(_ name: String, _ text: String, _ range: ClosedRange<Int>,
                       _ command: Invocation.Command) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(message: "\(name): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
                             command: command)
        }
        return value
    }

    private static func checkPaths(_ invocation: Invocation) throws(UsageError) {
        let command = invocation.command
        switch command {
        case .run, .render, .check:
            guard invocation.paths.count == 1 else {
                let problem = invocation.paths.isEmpty ? "needs a SCRIPT" : "takes one SCRIPT, got \(invocation.paths.count)"
                throw UsageError(message: "\(command.rawValue) \(problem)", command: command)
            }
        case .help:
            if let topic = invocation.paths.first, Invocation.Command(rawValue: topic) == nil {
                throw UsageError(message: "no help for '\(topic)'", command: nil)
            }
        case .report:
            guard invocation.paths.first == "merge", invocation.paths.count > 1 else {
                throw UsageError(message: "report: expected 'merge REPORT.html...'", command: command)
            }
        case .test, .version: break
        }
    }
}

extension Substring {
    /// Without the spaces at either end (cut by index: rebuilding it from reversed slices ran
    /// generic code that made the runtime scan every protocol conformance of the binary).
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}
