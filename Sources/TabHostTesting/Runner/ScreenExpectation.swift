import TabHostKit
import TabCore

/// `app:expectScreen(text)`: the frame against a screen written literally in the spec.
///
/// The literal is read the way it is written inside an indented `[[ ... ]]`: blank lines
/// before the first row and after the last are dropped, the indentation common to the
/// rows is removed, and trailing spaces are ignored (on both sides). The frame's blank
/// rows at the bottom are ignored too, so a literal need not spell out an empty page.
///
/// Removing the common indentation cannot tell a screen whose rows all start with blanks,
/// or start with a blank row, from an indented one. For those, a literal may mark the left
/// edge: when every non-empty line starts (after its indentation) with `|`, each row is
/// what follows the `|`, and a line holding only `|` is a blank row.
///
/// A line holding only `(N blank rows)` stands for exactly N blank rows, so a screen with a
/// status row at the bottom need not spell out the empty page above it (the recorder writes
/// every run of three or more so).
enum ScreenExpectation {
    /// The rows a literal stands for (read as bytes: every character the layout of a literal
    /// uses is ASCII, which never occurs inside another character's UTF-8).
    static func rows(of literal: String) -> [String] {
        let bytes = Array(literal.utf8)
        var lines = bytes.split(separator: newline, omittingEmptySubsequences: false).map { line in
            var row = line
            if row.last == carriageReturn { row = row.dropLast() }
            while let last = row.last, isBlank(last) { row = row.dropLast() }
            return row
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indentation = commonIndentation(of: lines)
        var rows = lines.map { $0.isEmpty ? $0 : $0.dropFirst(indentation) }
        if rows.contains(where: { !$0.isEmpty }), rows.allSatisfy({ $0.isEmpty || $0.first == bar }) {
            rows = rows.map { $0.dropFirst() }
        }
        var expanded = rows.flatMap { row -> [String] in
            let text = String(decoding: row, as: UTF8.self)
            return blankRun(text).map { Array(repeating: "", count: $0) } ?? [text]
        }
        while expanded.last?.isEmpty == true { expanded.removeLast() }
        return expanded
    }

    /// N when `row` is `(N blank rows)` (`(1 blank row)`), N at least 1.
    static func blankRun(_ row: String) -> Int? {
        for (suffix, plural) in [(" blank rows)", true), (" blank row)", false)] where row.hasPrefix("(") && row.hasSuffix(suffix) {
            guard let count = Int(row.dropFirst().dropLast(suffix.count)), count >= 1, (count > 1) == plural else { return nil }
            return count
        }
        return nil
    }

    /// The line that stands for `count` blank rows.
    static func blankRunLine(_ count: Int) -> String {
        count == 1 ? "(1 blank row)" : "(\(count) blank rows)"
    }

    /// The frame's rows, trailing spaces trimmed, without its blank rows at the bottom.
    static func rows(of screen: Screen) -> [String] {
        var lines = screen.lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Throws an `ExpectationFailure` showing both screens and the differing rows.
    static func check(_ literal: String, against screen: Screen) throws(ExpectationFailure) {
        let expected = rows(of: literal), actual = rows(of: screen)
        guard expected != actual else { return }
        let differing = (0..<max(expected.count, actual.count)).filter { row(expected, $0) != row(actual, $0) }
        let count = max(expected.count, actual.count)
        let details = "expected:\n" + numbered(expected, count: count, marking: differing)
            + "\nactual:\n" + numbered(actual, count: count, marking: differing)
        throw ExpectationFailure(
            message: "app:expectScreen: the screen differs at \(differing.count == 1 ? "row" : "rows") "
                + differing.map { String($0 + 1) }.joined(separator: ", "),
            details: details, expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
    }

    /// Rows with 1-based numbers and a `>` before those that differ:
    /// `>  2| ━━━━━`. The row starts right after `|`.
    static func numbered(_ rows: [String], count: Int, marking differing: [Int]) -> String {
        let width = String(count).count
        guard !rows.isEmpty else { return "  (no rows)" }
        return rows.indices.map { index in
            let number = String(index + 1)
            let mark = differing.contains(index) ? ">" : " "
            return mark + " " + String(repeating: " ", count: width - number.count) + number + "|" + rows[index]
        }.joined(separator: "\n")
    }

    private static func row(_ rows: [String], _ index: Int) -> String? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), bar = UInt8(ascii: "|")

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// The number of leading blanks every non-empty row shares (the same blanks, in order).
    private static func commonIndentation(of lines: [ArraySlice<UInt8>]) -> Int {
        var common: ArraySlice<UInt8>?
        for line in lines where !line.isEmpty {
            let indentation = line.prefix(while: isBlank)
            guard let so = common else { common = indentation; continue }
            common = so.prefix(zip(so, indentation).prefix { $0 == $1 }.count)
        }
        return common?.count ?? 0
    }
}
