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
enum ScreenExpectation {
    /// The rows a literal stands for.
    static func rows(of literal: String) -> [String] {
        var lines = literal.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var row = Substring(line)
            if row.last == "\r" { row = row.dropLast() }
            return trimmingTrailingBlanks(row)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indentation = commonIndentation(of: lines)
        let rows = lines.map { $0.isEmpty ? "" : String($0.dropFirst(indentation)) }
        guard rows.contains(where: { !$0.isEmpty }), rows.allSatisfy({ $0.isEmpty || $0.hasPrefix("|") }) else { return rows }
        return rows.map { String($0.dropFirst()) }
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

    private static func trimmingTrailingBlanks(_ line: Substring) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " || line[line.index(before: end)] == "\t" {
            end = line.index(before: end)
        }
        return String(line[..<end])
    }

    /// The number of leading blanks every non-empty row shares.
    private static func commonIndentation(of lines: [String]) -> Int {
        var common: [Character]?
        for line in lines where !line.isEmpty {
            let indentation = Array(line.prefix { $0 == " " || $0 == "\t" })
            guard let so = common else { common = indentation; continue }
            common = Array(zip(so, indentation).prefix { $0 == $1 }.map(\.0))
        }
        return common?.count ?? 0
    }
}
