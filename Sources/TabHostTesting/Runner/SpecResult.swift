import TabHostKit
import Synchronization

/// Why a test failed, as every reporter shows it: where, what, expected and actual.
package struct SpecFailure: Equatable, Sendable {
    /// What kind of failure it was.
    package enum Kind: String, Sendable {
        /// An `assert`, `app:expectScreen` or `app:expectSnapshot` did not hold.
        case assertion
        /// The spec (or a function it called) raised an error.
        case error
        /// A call ran past its time budget (`--timeout`).
        case timeout
        /// The Lua state ran out of memory (`--memory`).
        case memory
    }

    package var kind: Kind
    /// The spec file and the line in it: the failing assert, or the spec line an error passed.
    package var file: String
    package var line: Int
    /// The first line of the message, e.g. `assert.equal: values differ`.
    package var message: String
    /// The rest: expected and actual values, both screens, a diff. May be empty.
    var details: String
    /// The expected and actual values as text, when the failure compares two.
    package var expected: String?
    var actual: String?
    /// Lua's traceback, for errors.
    package var traceback: String

    package init(kind: Kind, file: String, line: Int, message: String, details: String = "",
                 expected: String? = nil, actual: String? = nil, traceback: String = "") {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
        self.details = details
        self.expected = expected
        self.actual = actual
        self.traceback = traceback
    }

    /// `file:line`, or the file alone when no line of it is known (an error in a helper, or in
    /// the runner's own code): never a line 0 no editor can open.
    var location: String { line > 0 ? "\(file):\(line)" : file }

    /// `file:line: message`, then the details on their own lines.
    package var text: String {
        let head = location + ": " + message
        return details.isEmpty ? head : head + "\n" + details
    }
}

/// How one test ended.
package enum SpecStatus: String, Sendable {
    case passed, failed, skipped
}

/// One result of a spec file, as busted counts them: a test (`it`, `pending`), or an error
/// outside a test (in a hook, a `describe` body, the file itself), named as busted names it
/// (`outer before_each`, `outer`, the file's path).
package struct SpecTestResult: Equatable, Sendable {
    /// The names of the enclosing `describe` blocks, outermost first.
    var describe: [String]
    /// The test's own name (the first argument of `it`), or the element's (a hook's
    /// descriptor, a block's name, the file's path).
    package var name: String
    /// Nil for a test; for an error outside a test, what failed: `before_each`, `after_each`,
    /// `lazy_setup`, `strict_setup`, ..., `describe` (its body), `file`, `os.exit`.
    var element: String?
    /// The line of the `it` (or `pending`) in the spec file.
    package var line: Int
    package var status: SpecStatus
    package var failure: SpecFailure?
    /// Why a skipped test is pending, when `pending("reason")` ran inside it.
    package var reason: String?
    var seconds: Double
    /// Things to tell the user, such as a snapshot written.
    var notes: [String]
    /// A failed test's steps, when the run traces them (`TraceStep`).
    var steps: [TraceStep] = []

    package init(describe: [String], name: String, element: String? = nil, line: Int, status: SpecStatus,
                 failure: SpecFailure? = nil, reason: String? = nil, seconds: Double = 0, notes: [String] = []) {
        self.describe = describe
        self.name = name
        self.element = element
        self.line = line
        self.status = status
        self.failure = failure
        self.reason = reason
        self.seconds = seconds
        self.notes = notes
    }

    /// The describe names and the test name joined by spaces, as busted names a test
    /// (what `--filter` matches and snapshots are named after).
    var fullName: String { (describe + [name]).joined(separator: " ") }
}

/// The results of one spec file, in the order its tests were defined.
package struct SpecFileResult: Equatable, Sendable {
    package var file: String
    package var tests: [SpecTestResult]
    var seconds: Double
    /// The modules the spec and the scripts it opened `require`d (what `--watch` watches
    /// besides the spec files and the scripts).
    package var requiredFiles: [String]
    /// With `--list`: each test as `file:line: full name`, instead of results.
    package var listed: [String] = []
    /// The file stopped the run (`--no-keep-going` after a failure): no file after it runs.
    var stopsRun = false

    package init(file: String, tests: [SpecTestResult], seconds: Double = 0, requiredFiles: [String] = []) {
        self.file = file
        self.tests = tests
        self.seconds = seconds
        self.requiredFiles = requiredFiles
    }
}

/// Counts over a whole run, and the summary line that ends every output.
package struct SpecTotals: Equatable, Sendable {
    package var passed = 0
    /// Every failed result; `errors` of them failed otherwise than by an assertion.
    package var failed = 0
    package var errors = 0
    package var skipped = 0
    var seconds: Double = 0

    package init(_ files: [SpecFileResult]) {
        for file in files {
            for test in file.tests {
                switch test.status {
                case .passed: passed += 1
                case .failed:
                    failed += 1
                    if test.failure?.kind != .assertion { errors += 1 }
                case .skipped: skipped += 1
                }
            }
        }
        seconds = files.reduce(0) { $0 + $1.seconds }
    }

    package var count: Int { passed + failed + skipped }

    /// `N passed, N failed`, then `, N skipped` when some were skipped.
    package var summary: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
}

extension SpecTestResult {
    /// What keeping the result costs until the run is reported, in bytes, as charged against
    /// `--memory` (`RunMemory`): the value and its texts, three times (for the reports a
    /// reporter builds of it), on the high side.
    var heldBytes: Int {
        var texts = name.utf8.count + (reason?.utf8.count ?? 0) + notes.reduce(0) { $0 + $1.utf8.count + 16 }
        if let failure {
            texts += failure.message.utf8.count + failure.details.utf8.count + failure.traceback.utf8.count
                + (failure.expected?.utf8.count ?? 0) + (failure.actual?.utf8.count ?? 0) + MemoryLayout<SpecFailure>.stride
        }
        return 3 * (MemoryLayout<SpecTestResult>.stride + texts) + 160 + steps.reduce(0) { $0 + $1.heldBytes }
    }
}

/// What a run's results hold (names, messages, notes, and the reports made of them), counted
/// against `--memory` as one more account of the run (docs/safety.md, "The memory cap"): a
/// result that does not fit stops its file with the memory error, and the run. Shared by the
/// run's threads; the results are kept to the end of the run, so nothing is taken back.
package final class RunMemory: Sendable {
    private let charged = Atomic<Int>(0)

    package init() {}

    /// Bytes charged so far.
    package var bytes: Int { charged.load(ordering: .relaxed) }

    /// Charges `bytes` when they fit under `cap` (0 or less: none); false, charging nothing,
    /// when they do not.
    func charge(_ bytes: Int, cap: Int) -> Bool {
        let total = charged.add(bytes, ordering: .relaxed).newValue
        guard cap > 0, total > cap else { return true }
        charged.subtract(bytes, ordering: .relaxed)
        return false
    }
}
