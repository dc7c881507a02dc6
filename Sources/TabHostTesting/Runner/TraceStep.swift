import TabHostKit
import LuaBridge
import TabCore

/// One operation a test did to one of its apps, for the HTML report's step trace
/// (docs/testing.md, "The HTML report"): what it did, from which spec line, the callbacks it
/// caused in order, and the screen after it.
///
/// Steps are kept only when the run asks for them (`SpecOptions.traceSteps`: the second run
/// of a failing test, `TraceRerun`), and only a failing test's steps outlive the test; the
/// pictures are made by the reporter, of failing tests only.
package struct TraceStep: Equatable, Sendable {
    /// The app's number in the test, 1 for the first it opened; 0 for an app opened outside
    /// the test (in a `setup`, a `describe` body).
    package var app: Int
    /// The `app` method: `press`, `click`, `drag`, `resize`, `advance`, `reload`, ...
    package var operation: String
    /// Its arguments as a spec writes them: `"right", "right"`, `{ tab = "b" }`.
    package var arguments: String
    /// Where the spec called it.
    package var file: String
    package var line: Int
    /// The callbacks it caused, as `app.log` lists them (`didSelect b`, `tabSwitched b a`).
    package var callbacks: [String]
    /// The error it raised, if any.
    package var error: String?
    /// The frame after it (nil when the app was closed by it).
    package var screen: Screen?

    package init(app: Int, operation: String, arguments: String, file: String, line: Int, callbacks: [String] = [],
                 error: String? = nil, screen: Screen? = nil) {
        self.app = app
        self.operation = operation
        self.arguments = arguments
        self.file = file
        self.line = line
        self.callbacks = callbacks
        self.error = error
        self.screen = screen
    }

    /// What keeping the step costs, in bytes (`SpecTestResult.heldBytes`).
    var heldBytes: Int {
        operation.utf8.count + arguments.utf8.count + file.utf8.count + callbacks.reduce(0) { $0 + $1.utf8.count + 16 }
            + (screen.map { $0.width * $0.height * MemoryLayout<Cell>.stride } ?? 0) + MemoryLayout<TraceStep>.stride
    }

    /// `value` as a spec would write it, tables one level deep.
    static func shown(_ value: LuaValue) -> String {
        switch value {
        case .string(let text): return "\"" + NameEcho.shown(text) + "\""
        case .table(let table):
            let listed = table.array.map { describe($0) }
            let named = table.entries.compactMap { entry in entry.key.text.map { "\($0) = \(shown(entry.value))" } }
            return "{ " + (listed + named).joined(separator: ", ") + " }"
        default: return describe(value)
        }
    }
}

extension SpecContext {
    /// Runs `operation` of `app` (handle `handle`), keeping it as a step of the running test
    /// when the run traces steps and the operation is not a read.
    func traced(_ app: AppObject, handle: Int, _ operation: AppOperation, _ arguments: Arguments,
                _ body: () throws -> [LuaValue]) throws -> [LuaValue] {
        guard options.traceSteps, !operation.isRead, let session = app.session else { return try body() }
        let logged = session.log.count
        let location = vm?.callerLocation(level: 2)
        var step = TraceStep(app: (testHandles?.firstIndex(of: handle) ?? -1) + 1, operation: operation.rawValue,
                            arguments: arguments.values.map(TraceStep.shown).joined(separator: ", "),
                            file: location?.file ?? file, line: location?.line ?? 0)
        defer {
            if let session = app.session {
                let log = session.log
                step.callbacks = log[min(logged, log.count)...].map(\.description)
                step.screen = session.frame().screen
            }
            steps.append(step)
        }
        do {
            return try body()
        } catch {
            step.error = String(describing: error)
            throw error
        }
    }
}
