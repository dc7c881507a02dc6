import TabHostKit
/// A line diff for snapshot failures: `-` lines only in the old text, `+` lines only in the
/// new one, and up to `context` unchanged lines around each change (`...` for the rest).
enum LineDiff {
    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The edit from `old` to `new`, line by line (a longest common subsequence).
    static func lines(from old: [String], to new: [String]) -> [Line] {
        // Common prefix and suffix first: snapshots usually differ in a few lines.
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] { oldEnd -= 1; newEnd -= 1 }
        let middle = middleLines(Array(old[start..<oldEnd]), Array(new[start..<newEnd]))
        return old[..<start].map(Line.same) + middle + old[oldEnd...].map(Line.same)
    }

    /// The LCS edit of two slices; beyond 4 million cells, everything removed then added.
    private static func middleLines(_ old: [String], _ new: [String]) -> [Line] {
        let (n, m) = (old.count, new.count)
        guard n > 0, m > 0, n * m <= 4_000_000 else { return old.map(Line.removed) + new.map(Line.added) }
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = old[i] == new[j] ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var result: [Line] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if old[i] == new[j] {
                result.append(.same(old[i])); i += 1; j += 1
            } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                result.append(.removed(old[i])); i += 1
            } else {
                result.append(.added(new[j])); j += 1
            }
        }
        result += old[i...].map(Line.removed) + new[j...].map(Line.added)
        return result
    }

    /// `--- old` / `+++ new` headers, then the changed lines with `context` lines around them.
    static func unified(from old: String, to new: String, labels: (String, String), context: Int = 3) -> String {
        let edits = lines(from: split(old), to: split(new))
        let changed = edits.indices.filter { edits[$0] != .same(text(edits[$0])) }
        var shown = Set<Int>()
        for index in changed { shown.formUnion(max(0, index - context)...min(edits.count - 1, index + context)) }
        var out = ["--- \(labels.0)", "+++ \(labels.1)"]
        var skipped = false
        for index in edits.indices {
            guard shown.contains(index) else { skipped = true; continue }
            if skipped { out.append("...") }
            skipped = false
            switch edits[index] {
            case .same(let line): out.append("  " + line)
            case .removed(let line): out.append("- " + line)
            case .added(let line): out.append("+ " + line)
            }
        }
        if skipped { out.append("...") }
        return out.joined(separator: "\n")
    }

    private static func split(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func text(_ line: Line) -> String {
        switch line {
        case .same(let text), .removed(let text), .added(let text): text
        }
    }
}
