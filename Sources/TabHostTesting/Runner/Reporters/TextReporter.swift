import TabHostKit
import TabTerminal

/// The human report: each spec file with a line per result (`✓`, `✗`, `-` pending), then
/// every failure in full (`file:line: message`, expected and actual, screens, diffs; with
/// `-v`, the traceback of errors). Colored when the output is a terminal (green, red,
/// yellow), plain otherwise. What specs wrote (names, messages) has its control characters
/// escaped.
struct TextReporter: SpecReporter {
    var colors: Bool
    var verbose: Bool

    init(colors: Bool, verbose: Bool = false) {
        self.colors = colors
        self.verbose = verbose
    }

    var isDocument: Bool { false }

    func file(_ result: SpecFileResult) -> String {
        guard !result.tests.isEmpty else { return "" }
        var out = Bytes()  // bytes: a String's append costs many times a copy
        out.bytes.reserveCapacity(result.tests.count * 64)
        out.addEscaped(result.file)
        out.bytes.append(0x0A)
        let heads = [SpecStatus.passed, .failed, .skipped].map { Array(("  " + mark($0)).utf8) }
        let tests = result.tests
        // The tests of a block share its names (one array): they are written once per run of them.
        var lastBlocks: [String]? = nil
        var blockText = Bytes()
        for index in tests.indices {  // fields read in place: a whole result is a large copy
            let status = tests[index].status
            out.bytes += heads[status == .passed ? 0 : status == .failed ? 1 : 2]
            if lastBlocks != tests[index].describe {
                lastBlocks = tests[index].describe
                blockText.bytes.removeAll(keepingCapacity: true)
                for block in tests[index].describe {
                    blockText.bytes.append(0x20)
                    blockText.addEscaped(block)
                }
            }
            out.bytes += blockText.bytes
            out.bytes.append(0x20)
            out.addEscaped(tests[index].name)
            if status == .skipped { out.add(suffix(tests[index])) }
            out.bytes.append(0x0A)
            for note in tests[index].notes { out.add("    " + paint(TerminalText.escaped(note), "2") + "\n") }
        }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// A report's bytes (a struct, so appending to it is no captured variable's access).
    private struct Bytes {
        var bytes: [UInt8] = []

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        /// What a spec wrote, escaped: its bytes as they are when none can start a control
        /// character (TerminalText.escaped's own first look), else escaped's answer.
        mutating func addEscaped(_ text: String) {
            var text = text
            let plain = text.withUTF8 { utf8 in
                guard !utf8.contains(where: TerminalText.mayNeedEscape) else { return false }
                bytes.append(contentsOf: utf8)
                return true
            }
            if !plain { add(TerminalText.escaped(text)) }
        }
    }

    func finish(_ results: [SpecFileResult], totals: SpecTotals) -> String {
        // Looked for by index first, reading the status in place: gathering them, or iterating
        // the results, copies every result seen.
        guard results.contains(where: { file in file.tests.indices.contains { file.tests[$0].status == .failed } }) else {
            return "\n"
        }
        let failed = results.flatMap { $0.tests.lazy.filter { $0.status == .failed } }
        var out = "\n" + paint("Failures:", "1") + "\n"
        for (number, test) in failed.enumerated() {
            out += "\n" + paint("\(number + 1)) \(TerminalText.escaped(test.fullName))", "31") + "\n"
            guard let failure = test.failure else { continue }
            var text = failure.text
            if verbose, !failure.traceback.isEmpty { text += "\n" + failure.traceback }
            out += TerminalText.escaped(text).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "   " + $0 }.joined(separator: "\n") + "\n"
        }
        return out + "\n"
    }

    private func mark(_ status: SpecStatus) -> String {
        switch status {
        case .passed: paint("✓", "32")
        case .failed: paint("✗", "31")
        case .skipped: paint("-", "33")
        }
    }

    private func suffix(_ test: SpecTestResult) -> String {
        guard test.status == .skipped else { return "" }
        return paint(test.reason.map { " (pending: \(TerminalText.escaped($0)))" } ?? " (pending)", "33")
    }

    /// `text` in an SGR style when coloring.
    private func paint(_ text: String, _ sgr: String) -> String {
        colors ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
    }
}
