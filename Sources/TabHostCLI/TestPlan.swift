import Glibc
import TabHostKit

/// What one `tabhost test` run does, resolved as busted resolves its options: the command
/// line over `.busted`'s task over its `_all` over the defaults (docs/testing.md, "Flags").
struct TestPlan {
    var roots: [String] = []
    var rules = SpecDiscovery.Rules()
    /// A reporter name of `SpecReporters`.
    var reporter = "text"
    /// Colors for the text reporter: nil follows the terminal, `plainTerminal` says false.
    var colors: Bool?
    var out: String?
    var jobs = 1
    var shuffleFiles = false
    var sortFiles = false
    var options = SpecOptions()
    /// Notes for stderr (options accepted without effect).
    var warnings: [String] = []

    /// busted's `-o` names and the reporter each stands for.
    static let outputs: [String: String] = [
        "utfTerminal": "text", "plainTerminal": "text", "TAP": "tap", "junit": "junit", "json": "json", "gtest": "gtest",
    ]

    /// The default time budget of a test's call, in milliseconds: real suites never meet it by accident.
    static let defaultTimeout = 10_000

    /// The plan for `invocation`, reading `.busted` (or `-f FILE`) in the working directory.
    static func make(_ invocation: Invocation, environment: [String: String]) -> Result<TestPlan, BustedConfig.Problem> {
        let test = invocation.test
        let config: BustedConfig
        switch BustedConfig.load(test.configFile ?? ".busted", task: test.run, required: test.configFile != nil,
                                 trusted: invocation.trust) {
        case .success(let loaded): config = loaded ?? BustedConfig()
        case .failure(let problem): return .failure(problem)
        }
        let numbers: [String: Int]
        switch configNumbers(config, file: test.configFile ?? ".busted") {
        case .success(let read): numbers = read
        case .failure(let problem): return .failure(problem)
        }
        var shard = test.shard
        if shard == nil, let text = config.string("shard") {
            do {
                shard = try TestOptions.shard(text)
            } catch {
                let file = test.configFile ?? ".busted"
                return .failure(.init(description: "\(file): shard: " + String(error.message.dropFirst("--shard: ".count))))
            }
        }
        var plan = TestPlan()
        func flag(_ name: String, _ fallback: Bool) -> Bool { test.switches[name] ?? config.bool(name) ?? fallback }
        plan.roots = invocation.paths.isEmpty ? (config.strings("ROOT") ?? []) : invocation.paths
        plan.rules.patterns = test.patterns ?? config.strings("pattern") ?? ["_spec"]
        plan.rules.excludes = test.excludePatterns ?? config.strings("exclude-pattern") ?? []
        plan.rules.recursive = flag("recursive", true)
        switch plan.chooseReporter(test, config) {
        case .success: break
        case .failure(let problem): return .failure(problem)
        }
        plan.jobs = test.jobs ?? numbers["jobs"] ?? Self.cores
        let shuffle = flag("shuffle", false), sort = flag("sort", false)
        plan.shuffleFiles = test.switches["shuffle-files"] ?? config.bool("shuffle-files") ?? shuffle
        plan.sortFiles = test.switches["sort-files"] ?? config.bool("sort-files") ?? sort
        plan.options = options(invocation, config, numbers, environment)
        plan.options.shard = shard
        plan.options.busted.shuffle = test.switches["shuffle-tests"] ?? config.bool("shuffle-tests") ?? shuffle
        plan.options.busted.sort = test.switches["sort-tests"] ?? config.bool("sort-tests") ?? sort
        if flag("coverage", false) { plan.warnings.append("--coverage is not supported (luacov is not loaded); the tests run without it") }
        return .success(plan)
    }

    /// `.busted`'s numbers by key, each a whole number within its flag's range (`OptionBounds`),
    /// else the usage error the flag would give.
    static func configNumbers(_ config: BustedConfig, file: String) -> Result<[String: Int], BustedConfig.Problem> {
        var numbers: [String: Int] = [:]
        for (key, range) in OptionBounds.configNumbers {
            switch config.wholeNumber(key) {
            case nil: continue
            case .success(let number)? where range.contains(number): numbers[key] = number
            case .success(let number)?:
                return .failure(.init(description: "\(file): \(key): expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(number)"))
            case .failure(let problem)?:
                return .failure(.init(description: "\(file): " + problem.description))
            }
        }
        return .success(numbers)
    }

    /// The default of `--jobs`: the processors online (spec files share nothing, so they use
    /// every core unless told otherwise).
    static var cores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// `--reporter`, else `-o`, else `.busted`'s `output`; junit's `-Xoutput FILE` is `--out FILE`.
    private mutating func chooseReporter(_ test: TestArguments, _ config: BustedConfig) -> Result<Void, BustedConfig.Problem> {
        out = test.out
        if let name = test.reporter {
            reporter = name
            return .success(())
        }
        guard let output = test.output ?? config.string("output") else { return .success(()) }
        guard let name = Self.outputs[output] else {
            return .failure(.init(description: "-o: unknown output '\(output)' (tabhost knows "
                + Self.outputs.keys.sorted().joined(separator: ", ") + "; custom output handlers are not supported)"))
        }
        reporter = name
        if output == "plainTerminal" { colors = false }
        if name == "junit", out == nil { out = (test.outputArguments.isEmpty ? config.strings("Xoutput") ?? [] : test.outputArguments).first }
        return .success(())
    }

    /// The runner's options from the flags, `.busted` and the environment (`CI`).
    private static func options(_ invocation: Invocation, _ config: BustedConfig, _ numbers: [String: Int],
                                _ environment: [String: String]) -> SpecOptions {
        let test = invocation.test
        var options = SpecOptions()
        options.limits = TabHostCLI.hostOptions(invocation).limits
        if invocation.timeoutMilliseconds == nil {
            options.limits.timeout = Double(numbers["timeout"] ?? defaultTimeout) / 1000
        }
        if invocation.memoryMegabytes == nil, let megabytes = numbers["memory"] { options.limits.memory = megabytes << 20 }
        options.trusted = invocation.trust
        options.updateSnapshots = test.updateSnapshots
        options.ci = !(environment["CI"] ?? "").isEmpty
        options.output = { Console.error($0 + "\n") }
        options.repeats = test.repeats ?? numbers["repeat"] ?? 1
        if let lpath = test.lpath ?? config.string("lpath") {
            options.lpath = lpath.split(separator: ";").map(String.init).filter { !$0.isEmpty }
        }
        options.cpath = test.cpath ?? config.string("cpath")
        options.helper = test.helper ?? config.string("helper")
        options.helperArguments = test.helperArguments.isEmpty ? config.strings("Xhelper", commas: true) ?? [] : test.helperArguments
        options.statements = test.statements.isEmpty ? config.strings("e") ?? [] : test.statements
        options.language = test.language ?? config.string("lang")
        var busted = BustedSettings()
        busted.filters = test.filters ?? config.strings("filter") ?? []
        busted.filtersOut = test.filtersOut ?? config.strings("filter-out") ?? []
        busted.tags = test.tags ?? config.strings("tags", commas: true) ?? []
        busted.excludeTags = test.excludeTags ?? config.strings("exclude-tags", commas: true) ?? []
        busted.seed = test.seed ?? numbers["seed"] ?? Int(UInt32.random(in: 0...UInt32.max) >> 1)
        func flag(_ name: String, _ fallback: Bool) -> Bool { test.switches[name] ?? config.bool(name) ?? fallback }
        busted.list = flag("list", false)
        busted.keepGoing = flag("keep-going", true)
        busted.suppressPending = flag("suppress-pending", false)
        busted.lazy = flag("lazy", false)
        busted.autoInsulate = flag("auto-insulate", true)
        busted.arguments = invocation.arguments
        options.busted = busted
        options.verbose = flag("verbose", false)
        return options
    }
}
