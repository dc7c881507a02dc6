import LuaBridge

/// The results of one spec file as the busted walk reports them, and the calls that made
/// them: each spec function the walk yields runs here (`invoke`), and the failure it ended
/// with waits, numbered, for the result that names it.
final class SpecResults {
    let file: String
    let context: SpecContext
    private(set) var tests: [SpecTestResult] = []
    private(set) var listed: [String] = []
    /// The failure of each call that did not succeed, by call number (the walk counts the same).
    private var failures: [Int: SpecFailure] = [:]
    private var calls = 0
    /// The index of the running test's first result, and when the test began (nil outside
    /// a test).
    private var testFirst: Int?
    private var testStart: Double?

    init(file: String, context: SpecContext) {
        self.file = file
        self.context = context
    }

    /// Runs one spec function in a protected call under the limits; how it ended, as busted
    /// names it: `success`, `failure` (an assertion), `pending` or `error`.
    func invoke(_ function: LuaFunction, in vm: LuaVM) -> String {
        calls += 1
        context.marks = []
        context.recorded = nil
        do {
            _ = try vm.call(function, [])
            return "success"
        } catch let error as LuaError {
            if error.kind == .memory { vm.collectGarbage() }
            let status = status(of: error)
            if status != "pending" {
                failures[calls] = SpecFailureBuilder(file: file, recorded: context.recorded)
                    .failure(for: error, fallbackLine: 0, assertion: status == "failure")
            }
            return status
        } catch {
            failures[calls] = SpecFailure(kind: .error, file: file, line: 0, message: String(describing: error))
            return "error"
        }
    }

    /// busted's kind of a failed call: an `app` expectation or a luassert failure is a
    /// `failure`, `pending(...)` in a test is `pending`, anything else an `error`.
    private func status(of error: LuaError) -> String {
        guard error.kind == .runtime else { return "error" }
        if let recorded = context.recorded, error.message.hasSuffix(recorded.text) { return "failure" }
        // The host places an error object's text after the `file:line:` it was raised at.
        return context.marks.last { error.message == $0.text || error.message.hasSuffix(": " + $0.text) }?.kind ?? "error"
    }

    /// What the walk reports between two calls, in order, as one flat list: `"begin", full
    /// name`, `"end"`, `"result", status, descriptor, line, call, message, name, count, block
    /// names...` (`false` where a field is empty).
    func handle(_ events: [LuaValue]) {
        func text(_ index: Int) -> String {
            guard index < events.count else { return "" }
            switch events[index] {
            case .string(let text): return text
            case .integer(let number): return String(number)
            default: return ""
            }
        }
        var index = 0
        while index < events.count {
            switch text(index) {
            case "begin":
                context.beginTest(named: text(index + 1))
                testFirst = nil
                testStart = MonotonicClock.now()
                index += 2
            case "end":
                endTest()
                index += 1
            case "result":
                let count = Int(text(index + 7)) ?? 0
                record((index + 1...index + 7 + count).map(text))
                index += 8 + count
            default:
                index += 1
            }
        }
    }

    /// A result: status, descriptor, line, call, message, name, count, then the block names.
    private func record(_ fields: [String]) {
        guard fields.count >= 7 else { return }
        let descriptor = fields[1]
        let isTest = descriptor == "it" || descriptor == "pending"
        var result = SpecTestResult(describe: Array(fields.dropFirst(7)), name: fields[5], element: isTest ? nil : descriptor,
                                    line: Int(fields[2]) ?? 0, status: .passed)
        let message = fields[4].isEmpty ? nil : fields[4]
        switch fields[0] {
        case "listed":
            listed.append("\(file):\(result.line): \(result.fullName)")
            return
        case "success": break
        case "pending":
            result.status = .skipped
            result.reason = message
        case let status:
            result.status = .failed
            var failure = Int(fields[3]).flatMap { failures.removeValue(forKey: $0) }
                ?? SpecFailure(kind: .error, file: file, line: result.line, message: message ?? "error")
            if failure.line == 0 { failure.line = result.line }
            if status == "error", failure.kind == .assertion { failure.kind = .error }
            result.failure = failure
        }
        if isTest, let start = testStart {
            result.seconds = MonotonicClock.now() - start
            result.notes = context.notes
            context.notes = []
            if testFirst == nil { testFirst = tests.count }
        }
        tests.append(result)
    }

    /// The test ended (after its after_each hooks): notes written since its result join it,
    /// and the apps it opened close.
    private func endTest() {
        if !context.notes.isEmpty, let first = testFirst, let last = tests.indices.last, last >= first {
            tests[last].notes += context.notes
        }
        context.notes = []
        context.endTest()
        testFirst = nil
        testStart = nil
    }

    /// A failed result for an element of the file the walk does not reach (`file`, `helper`,
    /// `-e`, `os.exit`), named `name` (the file's path, else the element).
    func fail(element: String, name: String? = nil, _ failure: SpecFailure) {
        tests.append(SpecTestResult(describe: [], name: name ?? (element == "file" ? file : element), element: element,
                                    line: failure.line, status: .failed, failure: failure))
    }

    /// `body`'s value, or nil with its error failing `element`.
    func catching<T>(element: String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch let error as LuaError {
            fail(element: element, SpecFailureBuilder(file: file, recorded: nil).failure(for: error, fallbackLine: 0))
        } catch {
            fail(element: element, SpecFailure(kind: .error, file: file, line: 0, message: String(describing: error)))
        }
        return nil
    }
}
