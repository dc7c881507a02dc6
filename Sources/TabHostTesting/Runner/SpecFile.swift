import TabHostKit
import LuaBridge

/// One spec file run as busted runs it (docs/testing.md, "The DSL and busted's execution
/// model"): sandboxed unless trusted, the DSL and luassert installed, `tabhost.open` for apps,
/// in a Lua state as it was made: the files of a directory that one thread runs share a state
/// (`SpecState`), which is put back after each file (its globals and the library tables as they
/// were made) so that no file sees another's changes, whatever thread ran it, but for what it
/// registered on luassert, which the state loads once, as busted does; the files of
/// another directory, and the file after one whose run broke off, get a new state.
///
/// The busted prelude walks the file block by block, in one call from here, and calls every
/// spec function (a describe body, a hook, a test) in a protected call with a time budget of
/// its own under the memory cap (`LuaVM.budgetedCaller`); a call that failed is told here
/// (`failed`: a failure, an error, a pending test), and the walk reports results as busted
/// counts them, in batches (`deliver`, which reads them in place). The apps a test opened are
/// closed when it ends.
struct SpecFile {
    let path: String
    let options: SpecOptions
    let sources: SourceCache

    /// The prelude's `start`, `flush`, `testName`, `require` and `exited`, and the spec file's
    /// environment.
    struct Runner {
        let start: LuaFunction
        let flush: LuaFunction
        let testName: LuaFunction
        let require: LuaFunction
        let exited: LuaFunction
        let environment: LuaValue
    }

    /// Runs the file in a state of its own.
    func run() -> SpecFileResult {
        var state: SpecState?
        return run(reusing: &state)
    }

    /// Runs the file in `state` when it suits (same directory), else in a new one left there
    /// for the next file; nil after a run that broke off (the state may be in any shape).
    func run(reusing state: inout SpecState?) -> SpecFileResult {
        let clock = MonotonicClock.now()
        let context = SpecContext(file: path, options: options, sources: sources)
        let results = SpecResults(file: path, context: context)
        var stops = false, kept: [LuaValue] = []
        do {
            let shared = try state.flatMap { $0.directory == context.directory ? $0 : nil }
                ?? SpecState(directory: context.directory, options: options)
            state = shared
            let vm = shared.vm
            vm.output = options.output
            vm.label = path
            context.vm = vm
            context.states = shared.states
            defer { kept.forEach(vm.release) }
            let runner = try install(shared, context, results, keeping: &kept)
            follow(runner, vm, context, results)
            if prepare(vm, runner, results, keeping: &kept),
               let chunk = results.catching(element: "file", { try vm.compile(file: path, environment: runner.environment, store: ChunkCache.shared.store) }) {
                kept.append(.function(chunk))
                for _ in 0..<max(1, options.repeats) where !stops && !results.outOfMemory {
                    stops = try walk(chunk, runner, vm, results)
                }
            }
            if results.context.exitRequest != nil || (try? vm.call(shared.lua.reset, [])) == nil { state = nil }
        } catch {
            state = nil
            results.fail(element: "file", SpecFailure(kind: .error, file: path, line: 0, message: String(describing: error)))
        }
        context.pullEvents = { nil }
        context.nameTest = { _ in nil }
        context.noteExit = {}
        context.closeAll()
        var result = SpecFileResult(file: path, tests: results.tests, seconds: MonotonicClock.now() - clock,
                                    requiredFiles: context.requiredFiles)
        result.listed = results.listed
        result.stopsRun = stops || results.outOfMemory
        return result
    }

    /// The result of the first of `paths` that does not compile, or nil (`--no-keep-going`
    /// stops before running anything then, as busted does). One state compiles them all.
    static func compileFailure(_ paths: [String]) -> SpecFileResult? {
        guard let vm = try? LuaVM(limits: LuaLimits(timeout: 5, memory: 256 << 20), sandbox: .sandboxed(root: ".")) else { return nil }
        for path in paths {
            do {
                _ = try vm.compile(file: path, store: ChunkCache.shared.store)
            } catch {
                let results = SpecResults(file: path, context: SpecContext(file: path, options: SpecOptions(), sources: SourceCache()))
                _ = results.catching(element: "file") { throw error }
                var result = SpecFileResult(file: path, tests: results.tests)
                result.stopsRun = true
                return result
            }
        }
        return nil
    }

    /// Makes the file's environments and runs the preludes for it; the runner's functions.
    /// What it makes in the state goes into `kept`, released when the file is done.
    private func install(_ state: SpecState, _ context: SpecContext, _ results: SpecResults,
                         keeping kept: inout [LuaValue]) throws -> Runner {
        let vm = state.vm
        let environment = try vm.reference(.table(LuaTable()))
        context.libraryEnvironment = state.libraryEnvironment
        context.assertEnvironment = state.assertEnvironment
        let host = walkFunctions(vm, results, context.hostTable(in: vm))
        kept += [environment] + Self.references(in: host)
        var settings = settings(context)
        settings.entries += state.functions
        let made = try vm.call(state.lua.busted, [host, environment, context.libraryEnvironment, context.assertEnvironment, .table(settings)])
        kept += made.flatMap(Self.references)
        guard case .table(let control)? = made.first,
              case .function(let start) = control["start"], case .function(let exited) = control["exited"],
              case .function(let flush) = control["flush"], case .function(let testName) = control["testName"],
              case .function(let require) = control["require"]
        else { throw LuaError(.runtime, "tabhost: the spec prelude did not load") }
        _ = try vm.call(state.lua.app, [host])
        return Runner(start: start, flush: flush, testName: testName, require: require, exited: exited,
                      environment: environment)
    }

    /// The functions and references in `value`, a table's entries included.
    private static func references(in value: LuaValue) -> [LuaValue] {
        switch value {
        case .function, .object: [value]
        case .table(let table): (table.array + table.entries.map(\.value)).flatMap(references)
        default: []
        }
    }

    /// The host table with the walk's own functions added: `failed(call)`, how a call that
    /// failed ended (after os.exit, an error that ends the walk), and `deliver(events)`.
    private func walkFunctions(_ vm: LuaVM, _ results: SpecResults, _ host: LuaValue) -> LuaValue {
        guard case .table(var table) = host else { return host }
        table.entries.append((.string("failed"), vm.function(name: "failed") { [unowned vm, unowned results] values in
            if results.context.exitRequest != nil { throw LuaError(.runtime, "os.exit called") }
            guard case .integer(let call) = values.first ?? .nil else { return [] }
            return [.string(results.failed(Int(call), in: vm))]
        }))
        table.entries.append((.string("deliver"), vm.listFunction(name: "deliver") { [unowned results] events in
            try results.handle(events)
        }))
        return .table(table)
    }

    /// Lets the context ask the walk for what it keeps until the host needs it: the events
    /// so far and the running test, and that test's name.
    private func follow(_ runner: Runner, _ vm: LuaVM, _ context: SpecContext, _ results: SpecResults) {
        context.pullEvents = { [weak vm, unowned results] in
            guard let pulled = try? vm?.call(runner.flush, []) else { return nil }
            if pulled.count > 1, case .integer(let call) = pulled[1] { results.context.currentCall = Int(call) }
            guard case .integer(let serial)? = pulled.first else { return nil }
            return Int(serial)
        }
        context.noteExit = { [weak vm] in _ = try? vm?.call(runner.exited, []) }
        context.nameTest = { [weak vm] serial in
            guard let named = try? vm?.call(runner.testName, [.integer(Int64(serial))]), named.count > 1,
                  case .string(let name) = named[0], case .integer(let count) = named[1] else { return nil }
            return (name, Int(count))
        }
    }

    /// Runs the `-e` statements and the helper (`--helper`, with `arg` from `-Xhelper`) before
    /// the file, as busted runs them before its files; false when one failed (the failure is
    /// the file's result then). What they leave in the state goes into `kept`.
    private func prepare(_ vm: LuaVM, _ runner: Runner, _ results: SpecResults, keeping kept: inout [LuaValue]) -> Bool {
        func call(_ function: LuaFunction, _ arguments: [LuaValue] = []) throws {
            kept += try vm.call(function, arguments).flatMap(Self.references)
        }
        func run(_ chunk: LuaFunction) throws {
            kept.append(.function(chunk))
            try call(chunk)
        }
        for statement in options.statements {
            let ran = results.catching(element: "-e") { () throws -> Bool in
                try run(try vm.compile(Array(statement.utf8), chunkName: "=(command line)"))
                return true
            }
            if ran == nil { return false }
        }
        guard let helper = options.helper else { return true }
        return results.catching(element: "helper") { () throws -> Bool in
            let arguments = LuaTable(array: options.helperArguments.map(LuaValue.string))
            vm.setGlobal("arg", .table(arguments))
            defer { vm.setGlobal("arg", .table(options.busted.argumentTable)) }
            if helper.hasSuffix(".lua") {
                try run(try vm.compile(file: FileSystem.normalize(helper)))
            } else {
                try call(runner.require, [.string(helper)])
            }
            return true
        } != nil
    }

    /// What the prelude needs of the options (the state adds its own functions).
    private func settings(_ context: SpecContext) -> LuaTable {
        func list(_ values: [String]) -> LuaValue { .table(LuaTable(array: values.map(LuaValue.string))) }
        let busted = options.busted
        var entries: [(key: LuaValue, value: LuaValue)] = [
            (.string("trusted"), .boolean(options.trusted)), (.string("file"), .string(path)),
            (.string("filter"), list(busted.filters)), (.string("filterOut"), list(busted.filtersOut)),
            (.string("tags"), list(busted.tags)), (.string("excludeTags"), list(busted.excludeTags)),
            (.string("shuffle"), .boolean(busted.shuffle)), (.string("sort"), .boolean(busted.sort)),
            (.string("seed"), .integer(Int64(busted.seed))), (.string("list"), .boolean(busted.list)),
            (.string("keepGoing"), .boolean(busted.keepGoing)), (.string("suppressPending"), .boolean(busted.suppressPending)),
            (.string("lazy"), .boolean(busted.lazy)), (.string("insulate"), .boolean(busted.autoInsulate)),
            (.string("arguments"), .table(busted.argumentTable)),
            (.string("lpath"), .string(FileSystem.searchPath(options.lpath))),
            (.string("cpath"), .string(options.cpath ?? "./csrc/?.so;./csrc/?/?.so")),
        ]
        if let language = options.language, language != "en" { entries.append((.string("language"), .string(language))) }
        if let shard = options.shard {
            entries.append((.string("shard"), .table(LuaTable(entries: [
                (.string("index"), .integer(Int64(shard.index - 1))), (.string("count"), .integer(Int64(shard.count))),
                (.string("offset"), .integer(Int64(shard.offset(of: path)))),
            ]))))
        }
        return LuaTable(entries: entries)
    }

    /// One run of the file's blocks; whether the run must stop after it.
    private func walk(_ chunk: LuaFunction, _ runner: Runner, _ vm: LuaVM, _ results: SpecResults) throws -> Bool {
        do {
            let ended = try vm.call(runner.start, [.function(chunk)])
            if results.context.exitRequest == nil { return ended.first == .boolean(true) }
        } catch where results.context.exitRequest != nil {}
        guard let exit = results.context.exitRequest else { return false }
        results.context.synchronize()
        results.fail(element: "os.exit", name: results.context.runningTest, SpecFailure(
            kind: .error, file: path, line: exit.line,
            message: "os.exit(\(exit.code)) called at \(exit.file):\(exit.line): a spec cannot end the test run, "
                + "so this file stops here and fails"))
        return false
    }
}
