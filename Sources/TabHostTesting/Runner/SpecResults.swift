import TabHostKit
import LuaBridge

/// The results of one spec file as the busted walk reports them, and the failures of the
/// spec functions the walk called: each failed call is told here (`failed`), and its failure
/// waits, numbered, for the result that names it.
final class SpecResults {
    let file: String
    let context: SpecContext
    /// Unchecked: only this class's methods change it, one at a time, and each passed test
    /// took two dynamic exclusivity checks (~300 instructions).
    @exclusivity(unchecked) private(set) var tests: [SpecTestResult] = []
    private(set) var listed: [String] = []
    /// The failure of each call that did not succeed, by the walk's call number.
    private var failures: [Int: SpecFailure] = [:]
    /// The names of the blocks around results, at the walk's block number (1, 2, ...: a
    /// result finds its names by index, not by hashing).
    private var blocks: [[String]] = []
    /// The index of the running test's first result (nil outside a test the host knows of).
    private var testFirst: Int?
    /// Set once a result did not fit the memory cap (`RunMemory`): the file stops, and the run.
    private(set) var outOfMemory = false

    init(file: String, context: SpecContext) {
        self.file = file
        self.context = context
    }

    /// How the walk's call `call` ended, which failed (its error is `vm`'s budgeted failure),
    /// as busted names it: `failure` (an assertion), `pending` or `error`.
    func failed(_ call: Int, in vm: LuaVM) -> String {
        var error = vm.takeBudgetedFailure()
        if error.kind == .memory { vm.collectGarbage() }
        error.traceback = Self.withoutWalk(error.traceback)
        let recorded = context.recorded.flatMap { $0.call == call ? $0.failure : nil }
        context.recorded = nil
        let status = status(of: error, recorded: recorded, marks: context.marks.filter { $0.call == call })
        context.marks = []
        if status != "pending" {
            failures[call] = SpecFailureBuilder(file: file, recorded: recorded).failure(for: error, fallbackLine: 0, assertion: status == "failure")
        }
        return status
    }

    /// busted's kind of a failed call: an `app` expectation or a luassert failure is a
    /// `failure`, `pending(...)` in a test is `pending`, anything else an `error`.
    private func status(of error: LuaError, recorded: RecordedFailure?, marks: [(kind: String, text: String, call: Int)]) -> String {
        guard error.kind == .runtime else { return "error" }
        if let recorded, error.message.hasSuffix(recorded.text) { return "failure" }
        // The host places an error object's text after the `file:line:` it was raised at.
        return marks.last { error.message == $0.text || error.message.hasSuffix(": " + $0.text) }?.kind ?? "error"
    }

    /// A spec function's traceback without the walk's frames below it (the budgeted call, the
    /// host's chunk and the host's call of it): the frames end with the spec's own.
    static func withoutWalk(_ traceback: String) -> String {
        var lines = traceback.split(separator: "\n", omittingEmptySubsequences: false)
        let count = lines.count
        while lines.count > 1, let last = lines.last, last.hasPrefix("\ttabhost/busted.lua:") || last.hasPrefix("\t[C]: in ") {
            lines.removeLast()
        }
        return lines.count == count ? traceback : lines.joined(separator: "\n")
    }

    /// What the walk reports, in order, as one flat list (the events of Lua/busted.lua): `1, block,
    /// count, names...`, `2, status, descriptor, line, call, message, name, block, began,
    /// ended` (`false` where a field is empty), `3` (the test that used the host ended),
    /// `4, line, name, block, began, ended` (a test that passed).
    func handle(_ events: LuaFlatList) throws {
        // Most events are passed tests, of 6 values; room for them at once, but growing at
        // least twofold (the walk hands over one test at a time when a test used the host).
        let needed = tests.count + events.count / 6
        if needed > tests.capacity { tests.reserveCapacity(max(needed, 2 * tests.capacity)) }
        var index = 0
        while index < events.count {
            switch events.int(at: index) {
            case 1:
                let count = events.int(at: index + 2)
                let id = events.int(at: index + 1)
                if id >= 0 {
                    if id >= blocks.count { blocks += repeatElement([], count: id + 1 - blocks.count) }
                    blocks[id] = try (0..<count).map { try events.string(at: index + 3 + $0) ?? "" }
                }
                index += 3 + count
            case 2:
                try record(events, at: index)
                index += 10
            case 3:
                endTest()
                index += 1
            case 4:
                try succeeded(events, at: index)
                index += 6
            default:
                index += 1
            }
        }
    }

    private func names(ofBlock id: Int) -> [String] {
        id >= 0 && id < blocks.count ? blocks[id] : []
    }

    /// A test that passed: line, name, block, when it began and ended.
    private func succeeded(_ events: LuaFlatList, at index: Int) throws {
        try keep(SpecTestResult(describe: names(ofBlock: events.int(at: index + 3)), name: try events.string(at: index + 2) ?? "",
                                line: events.int(at: index + 1), status: .passed))
        timeLast(began: events.seconds(at: index + 4), ended: events.seconds(at: index + 5))
    }

    /// Adds `result` when what it holds fits the memory cap (`RunMemory`); else throws the
    /// memory error, which ends the file's walk.
    private func keep(_ result: SpecTestResult) throws {
        let options = context.options
        guard options.resultMemory.charge(result.heldBytes, cap: options.limits.memory) else {
            outOfMemory = true
            throw LuaError(.memory, LuaVM.memoryMessage(limit: options.limits.memory)
                + " to keep the run's results (\(tests.count) of this file kept; raise --memory or run fewer tests)")
        }
        tests.append(result)
    }

    /// The last result's test time (from its first call's start to its last call's end) and,
    /// while the host follows the test, the notes written so far.
    private func timeLast(began: Double, ended: Double) {
        let last = tests.count - 1
        if began > 0, ended >= began { tests[last].seconds = ended - began }
        if context.inTest {
            tests[last].notes = context.notes
            context.notes = []
            if testFirst == nil { testFirst = last }
        }
    }

    /// The result at `index`: status (1 success, 2 pending, 3 failure, 4 error, 5 listed),
    /// descriptor, line, call, message, name, block, when the test began and ended.
    private func record(_ events: LuaFlatList, at index: Int) throws {
        let descriptor = try events.string(at: index + 2)
        var result = SpecTestResult(describe: names(ofBlock: events.int(at: index + 7)), name: try events.string(at: index + 6) ?? "",
                                    element: descriptor, line: events.int(at: index + 3), status: .passed)
        let message = try events.string(at: index + 5).flatMap { $0.isEmpty ? nil : $0 }
        switch events.int(at: index + 1) {
        case 5:
            listed.append("\(file):\(result.line): \(result.fullName)")
            return
        case 1: break
        case 2:
            result.status = .skipped
            result.reason = message
        case let status:
            result.status = .failed
            var failure = failures.removeValue(forKey: events.int(at: index + 4))
                ?? SpecFailure(kind: .error, file: file, line: result.line, message: message ?? "error")
            if failure.line == 0 { failure.line = result.line }
            if status == 4, failure.kind == .assertion { failure.kind = .error }
            result.failure = failure
            if descriptor == nil { result.steps = context.steps }
        }
        try keep(result)
        if descriptor == nil { timeLast(began: events.seconds(at: index + 8), ended: events.seconds(at: index + 9)) }
    }

    /// The test that used the host ended (after its after_each hooks): notes written since its
    /// result join it, and the apps it opened close.
    private func endTest() {
        if !context.notes.isEmpty, let first = testFirst, let last = tests.indices.last, last >= first {
            tests[last].notes += context.notes
        }
        context.notes = []
        context.endTest()
        testFirst = nil
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

extension LuaFlatList {
    /// The integer at `index`, 0 when it is not one (or past the end).
    fileprivate func int(at index: Int) -> Int {
        integer(at: index).map { Int(truncatingIfNeeded: $0) } ?? 0
    }

    /// The number at `index`, 0 when it is not one (or past the end).
    fileprivate func seconds(at index: Int) -> Double {
        number(at: index) ?? 0
    }
}
