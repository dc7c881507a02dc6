import TabHostKit
import TabCore

/// One JSON document: the totals, then each spec file with its tests, each test with its
/// status, position, duration and failure (kind, file, line, message, details, expected,
/// actual, traceback). A test per line, so the document also diffs well. A report of a run
/// cut short starts with `"partial": true`.
struct JSONReporter: SpecReporter {
    /// The run was cut short: the report holds the files that finished.
    var partial = false

    init(partial: Bool = false) { self.partial = partial }

    func file(_ result: SpecFileResult) -> String { "" }

    func finish(_ results: [SpecFileResult], totals: SpecTotals) -> String {
        let summary = JSON.object([
            ("passed", String(totals.passed)), ("failed", String(totals.failed)), ("errors", String(totals.errors)),
            ("skipped", String(totals.skipped)), ("seconds", decimalSeconds(totals.seconds)),
        ])
        let files = results.map { result in
            "    {\"file\": \(JSON.string(result.file)), \"seconds\": \(decimalSeconds(result.seconds)), \"tests\": ["
                + (result.tests.isEmpty ? "" : "\n" + result.tests.map { "      " + test($0) }.joined(separator: ",\n") + "\n    ")
                + "]}"
        }
        return "{\n" + (partial ? "  \"partial\": true,\n" : "") + "  \"summary\": \(summary),\n  \"files\": ["
            + (files.isEmpty ? "" : "\n" + files.joined(separator: ",\n") + "\n  ")
            + "]\n}\n"
    }

    private func test(_ test: SpecTestResult) -> String {
        var fields = [
            ("name", JSON.string(test.fullName)),
            ("describe", JSON.array(test.describe)),
            ("title", JSON.string(test.name)),
            ("line", String(test.line)),
            ("status", JSON.string(test.status.rawValue)),
            ("seconds", decimalSeconds(test.seconds)),
        ]
        if let element = test.element { fields.append(("element", JSON.string(element))) }
        if let reason = test.reason { fields.append(("reason", JSON.string(reason))) }
        if !test.notes.isEmpty { fields.append(("notes", JSON.array(test.notes))) }
        if let failure = test.failure { fields.append(("failure", self.failure(failure))) }
        return JSON.object(fields)
    }

    private func failure(_ failure: SpecFailure) -> String {
        JSON.object([
            ("kind", JSON.string(failure.kind.rawValue)),
            ("file", JSON.string(failure.file)),
            ("line", String(failure.line)),
            ("message", JSON.string(failure.message)),
            ("details", JSON.string(failure.details)),
            ("expected", failure.expected.map(JSON.string) ?? "null"),
            ("actual", failure.actual.map(JSON.string) ?? "null"),
            ("traceback", JSON.string(failure.traceback)),
        ])
    }
}

/// Just enough JSON writing.
enum JSON {
    /// `{"key": value, ...}` from already encoded values.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// `["a", "b"]` from strings.
    static func array(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        QuotedString.quoted(value) { scalar in
            if scalar.value < 0x20 || scalar.value == 0x7F { return "\\u" + QuotedString.hex(scalar.value, 4) }
            return PathBytes.byte(of: scalar).map { "\\\\" + String($0) }  // a file name's byte that is not UTF-8, as stderr shows it
        }
    }
}
