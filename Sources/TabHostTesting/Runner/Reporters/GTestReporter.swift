import TabHostKit
import TabTerminal

/// busted's `gtest` output: Google Test's console format (`[ RUN      ]`, `[       OK ]`,
/// `[  FAILED  ]`, ... with durations, a block per file, a summary listing what did not
/// pass). Colored on a terminal; control characters of names and messages escaped.
struct GTestReporter: SpecReporter {
    var colors: Bool

    init(colors: Bool) {
        self.colors = colors
    }

    var isDocument: Bool { false }

    func file(_ result: SpecFileResult) -> String {
        let file = TerminalText.escaped(result.file)
        var out = tag("[----------]", "32") + " Running tests from \(file)\n"
        for test in result.tests {
            let name = TerminalText.escaped("\(result.file) @ \(test.line): \(test.fullName)")
            let milliseconds = twoDecimals(test.seconds * 1000)
            if test.element == nil { out += tag("[ RUN      ]", "32") + " \(name)\n" }
            switch test.status {
            case .passed: out += tag("[       OK ]", "32") + " \(name) (\(milliseconds) ms)\n"
            case .skipped: out += tag("[ SKIPPED  ]", "33") + " \(name) (\(milliseconds) ms)\n"
            case .failed:
                let error = test.failure?.kind != .assertion
                out += tag(error ? "[  ERROR   ]" : "[  FAILED  ]", error ? "35" : "31") + " \(name) (\(milliseconds) ms)\n"
                if let failure = test.failure { out += TerminalText.escaped(failure.text) + "\n" }
            }
        }
        let count = result.tests.count
        out += tag("[----------]", "32") + " \(count) \(count == 1 ? "test" : "tests") from \(file)"
            + " (\(twoDecimals(result.seconds * 1000)) ms total)\n\n"
        return out
    }

    func finish(_ results: [SpecFileResult], totals: SpecTotals) -> String {
        let tests = results.flatMap { result in result.tests.map { (result.file, $0) } }
        var out = tag("[----------]", "32") + " Global test environment teardown.\n"
        out += tag("[==========]", "32") + " \(totals.count) \(plural(totals.count, "test")) from \(results.count) test "
            + "\(plural(results.count, "file")) ran. (\(twoDecimals(totals.seconds * 1000)) ms total)\n"
        out += tag("[  PASSED  ]", "32") + " \(totals.passed) \(plural(totals.passed, "test")).\n"
        let groups: [(String, String, (SpecTestResult) -> Bool)] = [
            ("[ SKIPPED  ]", "33", { $0.status == .skipped }),
            ("[  FAILED  ]", "31", { $0.status == .failed && $0.failure?.kind == .assertion }),
            ("[  ERROR   ]", "35", { $0.status == .failed && $0.failure?.kind != .assertion }),
        ]
        for (label, color, belongs) in groups {
            let listed = tests.filter { belongs($0.1) }
            guard !listed.isEmpty else { continue }
            out += tag(label, color) + " \(listed.count) \(plural(listed.count, "test")), listed below:\n"
            for (file, test) in listed {
                out += tag(label, color) + " " + TerminalText.escaped("\(file) @ \(test.line): \(test.fullName)") + "\n"
            }
        }
        return out
    }

    /// Milliseconds with two decimals (`0.05`), as gtest prints them.
    private func twoDecimals(_ value: Double) -> String {
        let hundredths = value.isFinite ? max(0, Int((value * 100).rounded())) : 0
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
    }

    private func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }

    private func tag(_ text: String, _ sgr: String) -> String {
        colors ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
    }
}
