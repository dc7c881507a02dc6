import TabHostKit
import LuaBridge
import Synchronization

/// The host side of one spec file's Lua state: the apps it opened, how the last call's
/// failures were marked, the running test (for snapshot names, apps and notes), the modules
/// it may require, and the results the runner reports.
///
/// The state's Swift functions hold the context strongly and the context holds the state
/// weakly, so closing the state (which may run script finalizers) never reaches a freed one.
final class SpecContext {
    /// The spec file as the run names it, and its directory (the root of paths it opens).
    let file: String
    let directory: String
    let options: SpecOptions
    let sources: SourceCache
    let modules: SpecModules
    weak var vm: LuaVM?
    /// Where its sandboxed apps take their Lua states from (the spec thread's, see `SpecState`).
    var states: ScriptStates?

    /// Open apps by handle.
    var apps: [Int: AppObject] = [:]
    private var nextHandle = 1
    /// Handles opened by the running test, closed when it ends (nil outside tests: those apps
    /// live as long as the file).
    private(set) var testHandles: [Int]?
    /// The running test's steps, with `SpecOptions.traceSteps` (`TraceStep`).
    var steps: [TraceStep] = []

    /// What the last failing `app` expectation reported (expected and actual apart), and in
    /// which of the walk's calls.
    var recorded: (failure: RecordedFailure, call: Int)?
    /// The failures and pending tests the running call's Lua raised, as busted's objects
    /// marked them (`failure` or `pending`, the text the error shows, the walk's call).
    var marks: [(kind: String, text: String, call: Int)] = []
    /// The walk's call running when the host last caught up with it (`synchronize`).
    var currentCall = 0
    /// How many unnamed snapshots the running test took so far.
    var snapshotCount = 0
    /// Notes of the running test (snapshots written).
    var notes: [String] = []
    /// The walk's own record of the running test, kept in Lua until the host needs it: a
    /// function that hands over the events so far and the running test's serial, and one
    /// that names the test of a serial (its full name, and how many tests of the file began
    /// under that name up to it). Set by `SpecFile`.
    var pullEvents: () -> Int? = { nil }
    var nameTest: (Int) -> (name: String, count: Int)? = { _ in nil }
    /// Tells the walk that a script the spec opened called os.exit (the walk stops after the
    /// running call). Set by `SpecFile`.
    var noteExit: () -> Void = {}
    /// The running test as the walk last told (its serial), and its names once asked.
    private var runningSerial: Int?
    private var names: (snapshot: String, full: String)?
    /// Set by `os.exit`: the code and where it was called (also by a trusted app script's).
    var exitRequest: (code: String, file: String, line: Int)? {
        get { exits.request.withLock { $0 } }
        set { exits.request.withLock { $0 = newValue } }
    }
    let exits = ExitRequests()
    /// The environments the host compiles luassert's modules with (the spec state's, kept for its life as luassert is).
    var libraryEnvironment: LuaValue = .nil
    var assertEnvironment: LuaValue = .nil
    /// Modules the closed apps' scripts required, and the project modules the spec required.
    private(set) var requiredFiles: [String] = []

    init(file: String, options: SpecOptions, sources: SourceCache) {
        self.file = file
        directory = SourceFile.directory(of: file)
        self.options = options
        self.sources = sources
        modules = SpecModules(trusted: options.trusted, lpath: options.lpath, specDirectory: directory,
                              projectRoot: options.projectRoot)
    }

    /// The running test's name for snapshots (its full name; a second test of the same full
    /// name in the file gets ` #2`), nil outside a test.
    var testName: String? { runningNames?.snapshot }
    /// The running test's full name as it is (for messages), nil outside a test.
    var runningTest: String? { runningNames?.full }
    /// Whether a test is running, as far as the host knows.
    var inTest: Bool { runningSerial != nil }

    private var runningNames: (snapshot: String, full: String)? {
        if let names { return names }
        guard let serial = runningSerial, let found = nameTest(serial) else { return nil }
        names = (found.count == 1 ? found.name : "\(found.name) #\(found.count)", found.name)
        return names
    }

    /// Catches up with the walk before a host function that depends on the running test
    /// (opening an app, an app's operation, os.exit): the results so far, and which test runs
    /// (the walk then tells the host at once when that test ends).
    func synchronize() {
        let serial = pullEvents()
        if serial != runningSerial {
            if runningSerial != nil { endTest() }
            if let serial { beginTest(serial) }
        }
    }

    /// Starts a test: the apps it opens are closed by `endTest`.
    private func beginTest(_ serial: Int) {
        runningSerial = serial
        names = nil
        testHandles = []
        snapshotCount = 0
        notes = []
        steps = []
    }

    /// Ends a test, closing the apps it opened.
    func endTest() {
        for handle in testHandles ?? [] { apps.removeValue(forKey: handle).map(close) }
        testHandles = nil
        steps = []
        runningSerial = nil
        names = nil
    }

    /// Closes every app (the file is done).
    func closeAll() {
        apps.values.forEach(close)
        apps = [:]
    }

    private func close(_ app: AppObject) {
        for file in app.session?.requiredFiles ?? [] { required(file) }
        app.close()
    }

    private func required(_ file: String) {
        if !requiredFiles.contains(file) { requiredFiles.append(file) }
    }

    /// Keeps an opened app; returns its handle.
    func register(_ app: AppObject) -> Int {
        let handle = nextHandle
        nextHandle += 1
        apps[handle] = app
        testHandles?.append(handle)
        return handle
    }

    /// An error positioned at the spec line `level` frames up from the running Swift function
    /// (2: the spec line that called the prelude function that called the host).
    func positioned(_ message: String, level: Int = 2) -> LuaError {
        guard let location = vm?.callerLocation(level: level) else { return LuaError(.runtime, message) }
        return LuaError(.runtime, "\(location.file):\(location.line): \(message)")
    }
}

/// The parts of an assertion failure, as the assertion reported them before raising.
struct RecordedFailure: Equatable {
    /// The whole text raised (without the position), to recognize the error it became.
    var text: String
    var message: String
    var details: String
    var expected: String?
    var actual: String?
}

/// A failed expectation of an `app` method (a screen or a snapshot that differs).
struct ExpectationFailure: Error, Equatable {
    var message: String
    var details: String
    var expected: String?
    var actual: String?

    var recorded: RecordedFailure {
        RecordedFailure(text: details.isEmpty ? message : message + "\n" + details, message: message,
                        details: details, expected: expected, actual: actual)
    }
}

extension SpecContext {
    /// The Swift functions the preludes receive as `host`.
    func hostTable(in vm: LuaVM) -> LuaValue {
        let functions: [(String, ([LuaValue]) throws -> [LuaValue])] = [
            ("mark", { [self] values in
                if case .string(let kind) = values.first ?? .nil, case .string(let text) = values.count > 1 ? values[1] : .nil,
                   case .integer(let call) = values.count > 2 ? values[2] : .nil {
                    marks.removeAll { $0.call != Int(call) }  // an earlier call's marks were caught
                    marks.append((kind, text, Int(call)))
                }
                return []
            }),
            ("module", { [self] values in try module(values.first ?? .nil, path: values.count > 1 ? values[1] : .nil) }),
            ("searchPath", { [self] _ in [.string(modules.searchPath)] }),
            ("now", { _ in [.number(MonotonicClock.now())] }),
            ("exit", { [self] values in
                synchronize()
                let location = (2...8).lazy.compactMap { self.vm?.callerLocation(level: $0) }.first
                exitRequest = (values.map(describe).joined(separator: ", "), location?.file ?? file, location?.line ?? 0)
                return []
            }),
            ("open", { [self] values in
                synchronize()
                defer { if exitRequest != nil { noteExit() } }
                return [.integer(Int64(try open(values)))]
            }),
            ("app", { [self] values in
                synchronize()
                defer { if exitRequest != nil { noteExit() } }
                return try perform(values)
            }),
        ]
        let methods = LuaTable(array: AppOperation.methods.map(LuaValue.string))
        return .table(LuaTable(entries: functions.map { name, body in (.string(name), vm.function(name: name, body)) }
            + [(.string("methods"), .table(methods))]))
    }

    /// `module(name)`: the compiled module and its path; nothing when the state's own
    /// `require` answers; nil and the message when it is not found.
    private func module(_ value: LuaValue, path search: LuaValue) throws -> [LuaValue] {
        guard case .string(let name) = value, let vm else { return [] }
        let chunk: LuaFunction, path: String
        switch modules.find(name, path: search.text) {
        case .state: return []
        case .missing(let message): return [.nil, .string(message)]
        case .library(let found):
            path = found
            let environment = name == "luassert.assert" ? assertEnvironment : libraryEnvironment
            chunk = try vm.compile(file: path, environment: environment, cache: .shared)
        case .project(let found):
            path = found
            required(path)
            chunk = try vm.compile(file: path, store: ChunkCache.shared.store)
        }
        return [.function(chunk), .string(path)]
    }

    /// `app(handle, operation, ...)`: one operation of an open app.
    private func perform(_ values: [LuaValue]) throws -> [LuaValue] {
        guard case .integer(let number) = values.first ?? .nil, case .string(let operation) = values.count > 1 ? values[1] : .nil else {
            throw positioned("app: not an app")
        }
        guard let app = apps[Int(number)], app.isOpen else {
            throw positioned("app:\(operation): this app was closed when the test that opened it ended "
                + "(open apps in before_each or in the test itself)")
        }
        let arguments = Arguments(values: Array(values.dropFirst(2)), function: "app:\(operation)")
        do {
            let known = try AppOperation(name: operation)
            return try traced(app, handle: Int(number), known, arguments) {
                try app.perform(known, arguments, context: self)
            }
        } catch let failure as ExpectationFailure {
            recorded = (failure.recorded, currentCall)
            throw positioned(failure.recorded.text)
        } catch let error as LuaError {
            throw error
        } catch {
            throw positioned(Self.prefixed(String(describing: error), operation))
        }
    }

    /// `app:select: no item with id 'zz'`; a message that names the function already keeps
    /// it (`bad argument #1 to 'app:tap' ...`, `insert: ...` becomes `app:insert: ...`).
    static func prefixed(_ message: String, _ operation: String) -> String {
        let accessor = AppOperation(rawValue: operation)?.isAccessor == true  // app.x, item.x, style.x
        if accessor || message.hasPrefix("bad argument") || message.hasPrefix("app") { return message }
        return message.hasPrefix(operation + ":") ? "app:" + message : "app:\(operation): \(message)"
    }
}

/// `os.exit` calls of a spec and of the scripts it opened (their options are `Sendable`).
final class ExitRequests: Sendable {
    let request = Mutex<(code: String, file: String, line: Int)?>(nil)

    /// Replaces `os.exit` of a trusted script's state: it records the call and raises, so the
    /// runner fails the spec file instead of ending (docs/safety.md, "The test runner").
    func install(in vm: LuaVM) throws {
        let exit = vm.function(name: "os.exit") { [unowned vm, self] values in
            let location = (1...8).lazy.compactMap { vm.callerLocation(level: $0) }.first
            request.withLock { $0 = (values.map(describe).joined(separator: ", "), location?.file ?? "?", location?.line ?? 0) }
            throw LuaError(.runtime, "os.exit called: a script opened by a spec cannot end the test run")
        }
        guard case .function(let set)? = try vm.run(source: "return function(exit) os.exit = exit end", name: "tabhost/exit").first
        else { return }
        _ = try vm.call(set, [exit])
    }
}
