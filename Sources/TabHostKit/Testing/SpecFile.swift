import LuaBridge

/// One spec file run in a fresh Lua state of its own (SPEC section 7): sandboxed unless
/// trusted, `require` rooted at the spec's directory, the DSL and `assert` installed.
///
/// The file runs first to define its tests; then each test runs its `before_each` hooks
/// (outer to inner), its body and its `after_each` hooks (inner to outer), each in its own
/// protected call with its own time budget. A timeout, the memory cap or any error fails the
/// test and the next test runs in the same state. The apps a test opened are closed when
/// it ends.
struct SpecFile {
    let path: String
    let options: SpecOptions
    let sources: SourceCache

    /// A test as the prelude's `collect` lists it.
    struct Test {
        var index: Int
        var describe: [String]
        var name: String
        var line: Int
        var pending: Bool
        var before: Int
        var after: Int
    }

    /// A loaded file: its state, its host side, and the prelude's `run(index, phase, position)`.
    struct Loaded {
        let vm: LuaVM
        let context: SpecContext
        let run: LuaFunction
    }

    func run() -> SpecFileResult {
        let start = MonotonicClock.now()
        let context = SpecContext(file: path, options: options, sources: sources)
        var tests: [SpecTestResult]
        var specModules: [String] = []
        do {
            let vm = try LuaVM(limits: options.limits,
                               sandbox: options.trusted ? .trusted(root: context.directory) : .sandboxed(root: context.directory))
            vm.output = options.output
            context.vm = vm
            let (run, list) = try load(vm, context)
            let loaded = Loaded(vm: vm, context: context, run: run)
            tests = list.compactMap { self.run($0, in: loaded) }
            specModules = vm.requiredFiles
        } catch {
            tests = [loadFailure(error, context)]
        }
        context.closeAll()
        return SpecFileResult(file: path, tests: tests, seconds: MonotonicClock.now() - start,
                              requiredFiles: specModules + context.requiredFiles.filter { !specModules.contains($0) })
    }

    /// Installs the module, the DSL and `assert`, runs the file, and lists its tests.
    private func load(_ vm: LuaVM, _ context: SpecContext) throws -> (run: LuaFunction, tests: [Test]) {
        TabhostModule.install(in: vm)
        guard case .function(let setup)? = try vm.run(source: SpecPrelude.source, name: "tabhost.spec").first,
              case .function(let asserts)? = try vm.run(source: AssertPrelude.source, name: "tabhost.assert").first,
              case .table(let table)? = try vm.call(setup, [context.hostTable(in: vm)]).first,
              case .function(let collect) = table["collect"], case .function(let run) = table["run"]
        else { throw LuaError(.runtime, "tabhost: the spec prelude did not load") }
        _ = try vm.call(asserts, [context.failedFunction(in: vm)])
        _ = try vm.run(file: path)
        guard case .table(let list)? = try vm.call(collect, []).first else { return (run, []) }
        return (run, list.array.enumerated().compactMap { Self.test(from: $1, index: $0 + 1) })
    }

    private static func test(from value: LuaValue, index: Int) -> Test? {
        guard case .table(let table) = value, case .string(let name) = table["name"] else { return nil }
        var describe: [String] = []
        if case .table(let names) = table["describe"] {
            describe = names.array.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        func count(_ key: String) -> Int {
            if case .integer(let number) = table[key] { return Int(number) }
            return 0
        }
        return Test(index: index, describe: describe, name: name, line: count("line"),
                    pending: table["pending"] == .boolean(true), before: count("before"), after: count("after"))
    }

    /// Runs one test; nil when `--filter` leaves it out.
    private func run(_ test: Test, in loaded: Loaded) -> SpecTestResult? {
        let context = loaded.context
        var result = SpecTestResult(describe: test.describe, name: test.name, line: test.line, status: .skipped)
        if let filter = options.filter, !result.fullName.contains(filter) { return nil }
        guard !test.pending else { return result }
        let start = MonotonicClock.now()
        context.beginTest(named: result.fullName)
        var failure: SpecFailure?
        var stopped: Bool { failure != nil || context.skipReason != nil }
        func invoke(_ phase: String, _ position: Int) -> SpecFailure? {
            self.invoke(phase, position, of: test, in: loaded)
        }
        for position in stride(from: 1, through: test.before, by: 1) where !stopped { failure = invoke("before", position) }
        if !stopped { failure = invoke("it", 0) }
        for position in stride(from: 1, through: test.after, by: 1) {
            let outcome = invoke("after", position)
            if !stopped { failure = outcome }
        }
        result.notes = context.endTest()
        result.seconds = MonotonicClock.now() - start
        if let reason = context.skipReason, failure == nil {
            result.reason = reason.isEmpty ? nil : reason
        } else {
            result.status = failure == nil ? .passed : .failed
            result.failure = failure
        }
        return result
    }

    /// One protected call of a hook or body; the failure it ended with, if any.
    private func invoke(_ phase: String, _ position: Int, of test: Test, in loaded: Loaded) -> SpecFailure? {
        let (vm, context) = (loaded.vm, loaded.context)
        context.recorded = nil
        do {
            _ = try vm.call(loaded.run, [.integer(Int64(test.index)), .string(phase), .integer(Int64(position))])
            return nil
        } catch let error as LuaError {
            if context.skipReason != nil, error.message == "pending" { return nil }
            if error.kind == .memory { vm.collectGarbage() }
            return SpecFailureBuilder(file: path, recorded: context.recorded).failure(for: error, fallbackLine: test.line)
        } catch {
            return SpecFailure(kind: .error, file: path, line: test.line, message: String(describing: error))
        }
    }

    /// The failed test that stands for a file that could not be loaded.
    private func loadFailure(_ error: any Error, _ context: SpecContext) -> SpecTestResult {
        let failure: SpecFailure
        if let error = error as? LuaError {
            failure = SpecFailureBuilder(file: path, recorded: context.recorded).failure(for: error, fallbackLine: 0)
        } else {
            failure = SpecFailure(kind: .error, file: path, line: 0, message: String(describing: error))
        }
        return SpecTestResult(describe: [], name: SpecFileResult.loadTestName, line: failure.line,
                              status: .failed, failure: failure)
    }
}
