import TabHostKit
import TabCore
import LuaBridge

/// Turns the Lua error a test ended with into a `SpecFailure` positioned in the spec file.
///
/// The position is the error's own when it is in the spec file (an assertion, an `app`
/// method, a runtime error on a spec line); otherwise the innermost spec line of the
/// traceback (an error raised in a module the spec required, or a script that failed to
/// open); otherwise the line of the test's `it`. An error whose text is what the last
/// assertion recorded is that assertion's failure, with expected and actual apart.
struct SpecFailureBuilder {
    let file: String
    let recorded: RecordedFailure?

    /// The failure of `error`; `assertion` when luassert raised it (its message then is
    /// luassert's: a summary line, and `Passed in:` / `Expected:` parts when it compares).
    func failure(for error: LuaError, fallbackLine: Int, assertion: Bool = false) -> SpecFailure {
        let own = error.file.map(isSpecFile) == true ? error.line : nil
        let line = own ?? tracebackLine(error.traceback) ?? fallbackLine
        var text = error.message
        if own != nil || error.kind == .timeout || error.kind == .memory, let position = Self.position(in: text) {
            text = String(text.dropFirst(position.count))
        }
        if let recorded, error.kind == .runtime, text == recorded.text || error.message.hasSuffix(": " + recorded.text) {
            return SpecFailure(kind: .assertion, file: file, line: line, message: recorded.message,
                               details: recorded.details, expected: recorded.expected, actual: recorded.actual)
        }
        let kind: SpecFailure.Kind = switch error.kind {
        case .timeout: .timeout
        case .memory: .memory
        default: .error
        }
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let message = String(parts.first ?? ""), details = parts.count > 1 ? String(parts[1]) : ""
        if assertion, error.kind == .runtime {
            let compared = Self.compared(details)
            return SpecFailure(kind: .assertion, file: file, line: line, message: message, details: details,
                               expected: compared?.expected, actual: compared?.actual)
        }
        return SpecFailure(kind: kind, file: file, line: line, message: message, details: details, traceback: error.traceback)
    }

    /// luassert's `Passed in:\n<actual>\nExpected:\n<expected>` (or `Did not expect:`).
    static func compared(_ details: String) -> (expected: String, actual: String)? {
        guard details.hasPrefix("Passed in:\n") else { return nil }
        let rest = details.dropFirst("Passed in:\n".count)
        for label in ["\nExpected:\n", "\nDid not expect:\n"] {
            if let range = rest.firstRange(ofText: label) {
                return (String(rest[range.upperBound...]), String(rest[..<range.lowerBound]))
            }
        }
        return nil
    }

    /// Whether a chunk name in a message is the spec file (Lua shortens long names to `...tail`).
    func isSpecFile(_ name: String) -> Bool {
        name == file || (name.hasPrefix("...") && file.hasSuffix(name.dropFirst(3)))
    }

    /// The line of the innermost spec frame in Lua's `stack traceback:` text.
    func tracebackLine(_ traceback: String) -> Int? {
        for line in traceback.split(separator: "\n") {
            let frame = line.drop { $0 == "\t" || $0 == " " }
            if let position = Self.position(in: String(frame)), isSpecFile(position.file) { return position.line }
        }
        return nil
    }

    /// The `name:line: ` prefix of a message: its file, line and length in characters.
    static func position(in message: String) -> (file: String, line: Int, count: Int)? {
        let text = message.prefix { $0 != "\n" }
        var index = text.startIndex
        while let colon = text[index...].firstIndex(of: ":") {
            let digits = text[text.index(after: colon)...].prefix { $0.isASCII && $0.isNumber }
            if colon > text.startIndex, !digits.isEmpty, digits.endIndex < text.endIndex, text[digits.endIndex] == ":",
               let line = Int(digits) {
                var end = text.index(after: digits.endIndex)
                if end < text.endIndex, text[end] == " " { end = text.index(after: end) }
                return (String(text[..<colon]), line, text.distance(from: text.startIndex, to: end))
            }
            index = text.index(after: colon)
        }
        return nil
    }
}
