import TabHostKit
/// Where a recorded test goes: a new spec file around it, or a new `it` at the end of an
/// existing file's `describe`. Existing text is never changed, only added to.
enum RecordedSpecFile {
    /// The new file's text and the line of its `it`.
    static func new(describe: String, comments: [String], test: [String]) -> (text: String, line: Int) {
        let head = comments.map { "-- " + $0 } + ["describe(\(LuaLiterals.string(describe)), function()"]
        return ((head + test + ["end)"]).joined(separator: "\n") + "\n", head.count + 1)
    }

    /// `existing` with the test added at the end of its last top-level `describe` (a line
    /// `describe(...` at column 0, closed by the first later line `end)` at column 0), and the
    /// line of its `it`. A file without such a block gets a new `describe` at its end.
    static func appending(_ test: [String], to existing: String, describe: String) -> (text: String, line: Int) {
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let end = closingLine(of: lines) else {
            let block = new(describe: describe, comments: [], test: test)
            let separated = lines.isEmpty ? [] : lines + [""]
            return ((separated.joined(separator: "\n") + (separated.isEmpty ? "" : "\n")) + block.text,
                    separated.count + block.line)
        }
        let before = lines[end - 1]
        let gap = before.allSatisfy({ $0 == " " || $0 == "\t" }) || before.hasSuffix("function()") ? [] : [""]
        lines.insert(contentsOf: gap + test, at: end)
        return (lines.joined(separator: "\n") + "\n", end + gap.count + 1)
    }

    /// The index of the line closing the last top-level `describe` block.
    private static func closingLine(of lines: [String]) -> Int? {
        let opener = lines.lastIndex { line in
            ["describe(", "describe (", "context(", "describe \"", "describe '"].contains { line.hasPrefix($0) }
        }
        guard let opener else { return nil }
        return lines[(opener + 1)...].firstIndex { $0.hasPrefix("end)") }
    }
}
