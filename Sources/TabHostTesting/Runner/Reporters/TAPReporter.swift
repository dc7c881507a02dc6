import TabHostKit
import TabTerminal

/// TAP version 13: the plan `1..N`, a line per test (`ok`, `not ok`, `# SKIP` for pending),
/// a `#` comment naming each spec file, and a YAML block under each failure with its
/// message, kind, position, expected and actual values, details and traceback.
///
/// The YAML block keeps to what Perl's `prove` (TAP::Parser's YAMLish) reads: one
/// double-quoted scalar per key, newlines and control characters escaped. Descriptions have
/// their control characters escaped too, and `#` written `\#`. A report of a run cut short
/// plans the tests that finished and ends with `Bail out!`, as TAP says a run that stopped does.
struct TAPReporter: SpecReporter {
    /// The run was cut short: the report holds the files that finished.
    var partial = false

    init(partial: Bool = false) { self.partial = partial }

    func file(_ result: SpecFileResult) -> String { "" }

    func finish(_ results: [SpecFileResult], totals: SpecTotals) -> String {
        var lines = ["TAP version 13", "1..\(totals.count)"]
        var number = 0
        for result in results where !result.tests.isEmpty {
            lines.append("# " + oneLine(result.file))
            for test in result.tests {
                number += 1
                lines += entry(test, number)
            }
        }
        if partial { lines.append("Bail out! Partial report: the run was interrupted.") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func entry(_ test: SpecTestResult, _ number: Int) -> [String] {
        let description = oneLine(test.fullName).replacingAll("#", with: "\\#")
        switch test.status {
        case .passed:
            return ["ok \(number) - \(description)"]
        case .skipped:
            return ["ok \(number) - \(description) # SKIP " + oneLine(test.reason ?? "pending")]
        case .failed:
            return ["not ok \(number) - \(description)"] + (test.failure.map(diagnostics) ?? [])
        }
    }

    /// The YAML block of a failure, indented two spaces.
    private func diagnostics(_ failure: SpecFailure) -> [String] {
        var fields: [(String, String)] = [("message", failure.message), ("kind", failure.kind.rawValue), ("at", failure.location)]
        if let expected = failure.expected { fields.append(("expected", expected)) }
        if let actual = failure.actual { fields.append(("actual", actual)) }
        if !failure.details.isEmpty { fields.append(("details", failure.details)) }
        if !failure.traceback.isEmpty { fields.append(("traceback", failure.traceback)) }
        return ["  ---"] + fields.map { YAML.field($0.0, $0.1, indent: "  ") } + ["  ..."]
    }

    private func oneLine(_ text: String) -> String {
        TerminalText.escaped(String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}

/// Just enough YAML for TAP diagnostics.
enum YAML {
    /// A `key: "value"` line, the value double-quoted with escapes (YAMLish has no exact
    /// multi-line form: its literal blocks lose leading blanks and blank lines).
    static func field(_ key: String, _ value: String, indent: String) -> String {
        "\(indent)\(key): \(quoted(value))"
    }

    /// A double-quoted YAML scalar.
    static func quoted(_ value: String) -> String {
        QuotedString.quoted(value) { scalar in
            guard !isPrintable(scalar) else { return nil }
            return scalar.value > 0xFF ? "\\u" + QuotedString.hex(scalar.value, 4) : "\\x" + QuotedString.hex(scalar.value, 2)
        }
    }

    /// YAML's printable set (tab and newline included; C0, DEL, C1 and BOM excluded).
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A { return true }
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF { return false }
        return value != 0xFFFE && value != 0xFFFF
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
