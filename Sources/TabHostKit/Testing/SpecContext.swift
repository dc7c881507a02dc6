import LuaBridge

/// The host side of one spec file's Lua state: the apps it opened, the failure the last
/// assertion reported, the running test (for snapshot names) and its notes.
///
/// The state's Swift functions hold the context strongly and the context holds the state
/// weakly, so closing the state (which may run script finalizers) never reaches a freed one.
final class SpecContext {
    /// The spec file as the run names it, and its directory (the root of paths it opens).
    let file: String
    let directory: String
    let options: SpecOptions
    let sources: SourceCache
    weak var vm: LuaVM?

    /// Open apps by handle.
    var apps: [Int: AppObject] = [:]
    private var nextHandle = 1
    /// Handles opened by the running test, closed when it ends (nil while the file loads:
    /// those apps live as long as the file).
    private var testHandles: [Int]?

    /// What the last failing assertion reported, to tell an assertion from an error.
    var recorded: RecordedFailure?
    /// Set by `pending("reason")` inside a running test.
    var skipReason: String?
    /// The running test's full name, and how many unnamed snapshots it took so far.
    var testName: String?
    var snapshotCount = 0
    /// Notes of the running test (snapshots written).
    var notes: [String] = []
    /// Modules the closed apps' scripts required.
    private(set) var requiredFiles: [String] = []

    init(file: String, options: SpecOptions, sources: SourceCache) {
        self.file = file
        directory = SourceFile.directory(of: file)
        self.options = options
        self.sources = sources
    }

    /// Starts a test: its apps are closed by `endTest`.
    func beginTest(named name: String) {
        testHandles = []
        testName = name
        snapshotCount = 0
        notes = []
        skipReason = nil
    }

    /// Ends a test, closing the apps it opened; returns its notes.
    func endTest() -> [String] {
        for handle in testHandles ?? [] { apps.removeValue(forKey: handle).map(close) }
        testHandles = nil
        testName = nil
        return notes
    }

    /// Closes every app (the file is done).
    func closeAll() {
        apps.values.forEach(close)
        apps = [:]
    }

    private func close(_ app: AppObject) {
        for file in app.session?.host.requiredFiles ?? [] where !requiredFiles.contains(file) {
            requiredFiles.append(file)
        }
        app.close()
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
    /// The Swift functions the prelude receives as `host`.
    func hostTable(in vm: LuaVM) -> LuaValue {
        let functions: [(String, ([LuaValue]) throws -> [LuaValue])] = [
            ("where", { [self] _ in [.integer(Int64(self.vm?.callerLocation(level: 2)?.line ?? 0))] }),
            ("open", { [self] values in [.integer(Int64(try open(values)))] }),
            ("app", { [self] values in try perform(values) }),
            ("skip", { [self] values in
                if case .string(let reason) = values.first ?? .nil { skipReason = reason }
                return []
            }),
        ]
        return .table(LuaTable(entries: functions.map { name, body in (.string(name), vm.function(name: name, body)) }))
    }

    /// `failed(text, message, details, expected, actual)` for the assertion prelude.
    func failedFunction(in vm: LuaVM) -> LuaValue {
        vm.function(name: "failed") { [self] values in
            func text(_ index: Int) -> String? {
                if case .string(let text) = values.indices.contains(index) ? values[index] : .nil { return text }
                return nil
            }
            recorded = RecordedFailure(text: text(0) ?? "", message: text(1) ?? "", details: text(2) ?? "",
                                       expected: text(3), actual: text(4))
            return []
        }
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
            return try app.perform(operation, arguments, context: self)
        } catch let failure as ExpectationFailure {
            recorded = failure.recorded
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
        let accessor = ["get", "set", "setField", "setStyle"].contains(operation)  // app.x, item.x, style.x
        if accessor || message.hasPrefix("bad argument") || message.hasPrefix("app") { return message }
        return message.hasPrefix(operation + ":") ? "app:" + message : "app:\(operation): \(message)"
    }
}
