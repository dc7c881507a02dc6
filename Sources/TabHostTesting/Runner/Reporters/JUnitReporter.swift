import TabHostKit
import TabCore

/// JUnit XML, as CI servers read it: `<testsuites>`, a `<testsuite>` per spec file, a
/// `<testcase>` per result named by its full name (as busted names it), whose `classname` is
/// its file as a module name (`spec/tabs_spec.lua`: `spec.tabs_spec`; docs/testing.md,
/// "Reporters", says why). An assertion that did not hold is `<failure message="..." type="assertion">`, any
/// other failure (an error, a timeout, the memory cap, an error in a hook or a block) is
/// `<error message="..." type="error|timeout|memory">`, each holding `file:line: message`
/// and the details (both screens for a screen expectation, the diff for a snapshot), then
/// the traceback; they are counted in `failures=` and `errors=`. A pending test holds
/// `<skipped/>`. A report of a run cut short has `partial="true"` on `<testsuites>`.
struct JUnitReporter: SpecReporter {
    /// The run was cut short: the report holds the files that finished.
    var partial = false

    init(partial: Bool = false) { self.partial = partial }

    func file(_ result: SpecFileResult) -> String { "" }

    func finish(_ results: [SpecFileResult], totals: SpecTotals) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"tabhost test\"" + counts(totals) + (partial ? " partial=\"true\"" : "") + ">",
        ]
        for result in results {
            let suite = SpecTotals([result])
            lines.append("  <testsuite name=\(XML.attribute(result.file))" + counts(suite) + ">")
            lines += result.tests.flatMap { testCase($0, file: result.file) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func counts(_ totals: SpecTotals) -> String {
        " tests=\"\(totals.count)\" failures=\"\(totals.failed - totals.errors)\" errors=\"\(totals.errors)\""
            + " skipped=\"\(totals.skipped)\" time=\"\(decimalSeconds(totals.seconds))\""
    }

    private func testCase(_ test: SpecTestResult, file: String) -> [String] {
        let open = "    <testcase name=\(XML.attribute(test.fullName))"
            + " classname=\(XML.attribute(Self.classname(file))) file=\(XML.attribute(file))"
            + " line=\"\(test.line)\" time=\"\(decimalSeconds(test.seconds))\""
        switch test.status {
        case .passed:
            return [open + "/>"]
        case .skipped:
            let skipped = test.reason.map { "<skipped message=\(XML.attribute($0))/>" } ?? "<skipped/>"
            return [open + ">", "      " + skipped, "    </testcase>"]
        case .failed:
            guard let failure = test.failure else { return [open + "/>"] }
            let body = failure.traceback.isEmpty ? failure.text : failure.text + "\n" + failure.traceback
            let element = failure.kind == .assertion ? "failure" : "error"
            return [
                open + ">",
                "      <\(element) message=\(XML.attribute(failure.message)) type=\"\(failure.kind.rawValue)\">"
                    + XML.text(body) + "</\(element)>",
                "    </testcase>",
            ]
        }
    }
}

extension JUnitReporter {
    /// The spec file as a module name: `.lua` dropped, its directories joined by dots, so that a
    /// reader that splits `classname` at its last dot (package, class) shows the directory and
    /// the file, and the name stays the same when lines move.
    static func classname(_ file: String) -> String {
        let module = file.hasSuffix(".lua") ? String(file.dropLast(4)) : file
        let parts = module.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return parts.isEmpty ? file : parts.joined(separator: ".")
    }
}

/// Escaping for XML 1.0.
enum XML {
    /// A quoted attribute value; newlines and tabs kept as character references.
    static func attribute(_ value: String) -> String {
        "\"" + escape(value, attribute: true) + "\""
    }

    /// Element text.
    static func text(_ value: String) -> String {
        escape(value, attribute: false)
    }

    private static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            if let entity = entities[scalar] ?? (attribute ? attributeEntities[scalar] : nil) {
                out += entity
            } else if let byte = PathBytes.byte(of: scalar) {
                out += "\\" + String(byte)  // as stderr shows it
            } else if !allowed(scalar) {
                out += "\\x" + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What text and attributes both escape.
    private static let entities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"]
    /// What only an attribute escapes (its value keeps its line breaks and tabs that way).
    private static let attributeEntities: [Unicode.Scalar: String] = ["\"": "&quot;", "\n": "&#10;", "\t": "&#9;"]

    /// The characters XML 1.0 allows (escape sequences' ESC is not one of them).
    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A || value == 0x0D { return true }
        return value >= 0x20 && value != 0xFFFE && value != 0xFFFF
    }
}
