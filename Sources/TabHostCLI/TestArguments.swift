import TabHostKit
import TabHostTesting

/// The options of `tabhost test` as the command line gave them (docs/testing.md, "Flags"):
/// tabhost's own and busted's, with busted's short names. Nil is "not given": `.busted`
/// or the default decides then, as busted merges its configuration.
struct TestArguments: Equatable, Sendable {
    var reporter: String?
    /// busted's `-o`/`--output` name (`utfTerminal`, `plainTerminal`, `TAP`, `junit`, `json`, `gtest`).
    var output: String?
    var out: String?
    var updateSnapshots = false
    var jobs: Int?
    var shard: SpecShard?
    var patterns: [String]?
    var excludePatterns: [String]?
    var tags: [String]?
    var excludeTags: [String]?
    var filters: [String]?
    var filtersOut: [String]?
    var lpath: String?
    var cpath: String?
    var helper: String?
    var repeats: Int?
    var seed: Int?
    var run: String?
    var configFile: String?
    var directory: String?
    var statements: [String] = []
    var outputArguments: [String] = []
    var helperArguments: [String] = []
    var language: String?
    /// busted's switches by name (`shuffle`, `shuffle-files`, `keep-going`, `list`, ...).
    var switches: [String: Bool] = [:]

    init() {}
}

/// Reads the options of `tabhost test`; the rest of the command line is `CommandLineParser`'s.
enum TestOptions {
    /// Options taking a value, by every name they have (`-o` is `--output`).
    static let valued: [String: String] = [
        "--reporter": "--reporter", "--out": "--out", "--jobs": "--jobs", "--shard": "--shard",
        "-o": "--output", "--output": "--output", "-p": "--pattern", "--pattern": "--pattern",
        "--exclude-pattern": "--exclude-pattern", "-t": "--tags", "--tags": "--tags",
        "--exclude-tags": "--exclude-tags", "--filter": "--filter", "--filter-out": "--filter-out",
        "-m": "--lpath", "--lpath": "--lpath", "--cpath": "--cpath", "--helper": "--helper",
        "--repeat": "--repeat", "--seed": "--seed", "-r": "--run", "--run": "--run",
        "-f": "--config-file", "--config-file": "--config-file", "-C": "--directory", "--directory": "--directory",
        "-e": "-e", "-Xoutput": "-Xoutput", "-Xhelper": "-Xhelper", "--lang": "--lang",
        "--loaders": "--loaders", "--lua": "--lua",
    ]
    /// busted's switches (each also as `--no-NAME`), by their short names too.
    static let switches: [String: String] = [
        "--shuffle": "shuffle", "--shuffle-files": "shuffle-files", "--shuffle-tests": "shuffle-tests",
        "--sort": "sort", "--sort-files": "sort-files", "--sort-tests": "sort-tests",
        "-l": "list", "--list": "list", "-k": "keep-going", "--keep-going": "keep-going",
        "-R": "recursive", "--recursive": "recursive", "--lazy": "lazy", "--auto-insulate": "auto-insulate",
        "--suppress-pending": "suppress-pending", "-v": "verbose", "--verbose": "verbose",
        "--defer-print": "defer-print", "-c": "coverage", "--coverage": "coverage",
        "-s": "enable-sound", "--enable-sound": "enable-sound", "--ignore-lua": "ignore-lua",
    ]
    /// tabhost's flags of the test command.
    static let flags: Set<String> = ["--update-snapshots"]

    /// Every long name, for suggestions.
    static var names: [String] {
        let long = Set(valued.keys).union(switches.keys).union(flags).filter { $0.hasPrefix("--") }
        return long.sorted() + switches.keys.filter { $0.hasPrefix("--") }.map { "--no-" + $0.dropFirst(2) }.sorted()
    }

    /// Takes `argument` (and its value from `rest`) when it is one of the test command's
    /// options; false when it is not (a common option, a path).
    static func consume(_ argument: String, _ rest: inout ArraySlice<String>, into test: inout TestArguments) throws(UsageError) -> Bool {
        let (name, inline) = split(argument)
        if flags.contains(name) {
            test.updateSnapshots = true
            return true
        }
        let negated = name.hasPrefix("--no-")
        if let key = negated ? switches["--" + name.dropFirst(5)] : switches[name] {
            test.switches[key] = !negated
            return true
        }
        guard let canonical = valued[name] else { return false }
        guard let value = inline ?? rest.popFirst() else {
            throw UsageError(message: "option '\(name)' needs a value", command: .test)
        }
        try apply(canonical, value, to: &test)
        return true
    }

    private static func apply(_ name: String, _ value: String, to test: inout TestArguments) throws(UsageError) {
        switch name {
        case "--reporter":
            guard SpecReporters.names.contains(value) else {
                throw UsageError(message: "--reporter: expected text, tap, junit, json, gtest or html, got '\(value)'"
                    + Suggestion.hint(for: value, among: SpecReporters.names), command: .test)
            }
            test.reporter = value
        case "--output": test.output = value
        case "--out": test.out = value
        case "--jobs": test.jobs = try number(name, value, OptionBounds.jobs)
        case "--shard": test.shard = try shard(value)
        case "--pattern": test.patterns = (test.patterns ?? []) + [value]
        case "--exclude-pattern": test.excludePatterns = (test.excludePatterns ?? []) + [value]
        case "--tags": test.tags = (test.tags ?? []) + BustedConfig.commaList(value)
        case "--exclude-tags": test.excludeTags = (test.excludeTags ?? []) + BustedConfig.commaList(value)
        case "--filter": test.filters = (test.filters ?? []) + [value]
        case "--filter-out": test.filtersOut = (test.filtersOut ?? []) + [value]
        case "--lpath": test.lpath = test.lpath.map { $0 + ";" + value } ?? value
        case "--cpath": test.cpath = test.cpath.map { $0 + ";" + value } ?? value
        case "--helper": test.helper = value
        case "--repeat": test.repeats = try number(name, value, OptionBounds.repeats)
        case "--seed": test.seed = try number(name, value, OptionBounds.seed)
        case "--run": test.run = value
        case "--config-file": test.configFile = value
        case "--directory": test.directory = test.directory.map { FileSystem.join($0, value) } ?? value
        case "-e": test.statements.append(value)
        case "-Xoutput": test.outputArguments += BustedConfig.commaList(value)
        case "-Xhelper": test.helperArguments += BustedConfig.commaList(value)
        case "--lang": test.language = value
        default: break  // --loaders, --lua: accepted, as busted does; only Lua files are run
        }
    }

    /// `K/N` with 1 <= K <= N.
    static func shard(_ text: String) throws(UsageError) -> SpecShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              OptionBounds.shards.contains(count), (1...count).contains(index) else {
            throw UsageError(message: "--shard: expected K/N with 1 <= K <= N, such as 2/4, got '\(text)'", command: .test)
        }
        return SpecShard(index: index, count: count)
    }

    private static func number(_ name: String, _ text: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
        try CommandLineParser.number(name, text, range, .test)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
