import TabHostKit
import TabCore
/// Lua source for the values a recorded test holds: strings, string lists and screens.
enum LuaLiterals {
    /// `"text"`, with `\`, `"` and control characters escaped (UTF-8 is kept as it is).
    static func string(_ text: String) -> String {
        "\"" + PathComponent.escaped(text) + "\""
    }

    /// `prefix{ "a", "b" }suffix` on one line at `indent`, or, when that passes `width` columns,
    /// the elements packed on lines of their own between `prefix{` and `}suffix`.
    static func list(_ items: [String], indent: Int, prefix: String = "", suffix: String = "", width: Int = 100) -> [String] {
        let quoted = items.map(string)
        let line = prefix + (quoted.isEmpty ? "{}" : "{ " + quoted.joined(separator: ", ") + " }") + suffix
        if indent + line.count <= width { return [line] }
        let inner = String(repeating: " ", count: indent + 2)
        var lines = [prefix + "{"], current = ""
        for item in quoted {
            if !current.isEmpty, inner.count + current.count + item.count + 2 > width {
                lines.append(inner + current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + item + ","
        }
        lines.append(inner + current)
        return lines + [String(repeating: " ", count: indent) + "}" + suffix]
    }

    /// `app:expectScreen [[ ... ]]` for `rows`, indented under a line at `indent`, read back by
    /// `ScreenExpectation.rows(of:)` as exactly `rows`.
    ///
    /// The rows are marked with `|` when removing the common indentation would eat into them
    /// (every row starts with a blank, or the first row is blank) or when every row starts
    /// with `|` already; the long bracket gets as many `=` as it needs to hold any `]]`.
    ///
    /// Runs of three or more blank rows are written as one `(N blank rows)` line, as a person
    /// would write them.
    static func expectScreen(_ rows: [String], indent: Int) -> [String] {
        let marked = needsMarks(rows)
        let level = bracketLevel(for: rows)
        let equals = String(repeating: "=", count: level)
        let pad = String(repeating: " ", count: indent)
        let body = shortened(rows).map { row in
            let text = marked ? "|" + row : row
            return text.isEmpty ? "" : pad + "  " + text
        }
        return ["app:expectScreen [\(equals)["] + body + [pad + "]\(equals)]"]
    }

    /// `rows` with each run of three or more blank rows as one `(N blank rows)` line.
    static func shortened(_ rows: [String]) -> [String] {
        var lines: [String] = []
        var blanks = 0
        func flush() {
            lines += blanks >= 3 ? [ScreenExpectation.blankRunLine(blanks)] : Array(repeating: "", count: blanks)
            blanks = 0
        }
        for row in rows {
            if row.isEmpty { blanks += 1; continue }
            flush()
            lines.append(row)
        }
        flush()
        return lines
    }

    private static func needsMarks(_ rows: [String]) -> Bool {
        let filled = rows.filter { !$0.isEmpty }
        guard !filled.isEmpty else { return false }
        return rows.first?.isEmpty == true
            || filled.allSatisfy { $0.first == " " || $0.first == "\t" }
            || filled.allSatisfy { $0.hasPrefix("|") }
    }

    /// The fewest `=` whose closing bracket appears in no row (rows end in a newline, so one
    /// cannot run into the bracket's own `]`).
    private static func bracketLevel(for rows: [String]) -> Int {
        var level = 0
        while rows.contains(where: { $0.containsText("]" + String(repeating: "=", count: level) + "]") }) {
            level += 1
        }
        return level
    }
}
