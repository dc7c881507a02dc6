/// "Did you mean ...?" hints for misspelled names.
///
/// The names a script misspells are the host's own (fields, parameters, keys) or its ids;
/// a typed name or a candidate longer than `plausibleLength` bytes is no misspelling of
/// either, and is never compared. Comparisons stop after `workLimit` cells of edit-distance
/// tables, so a hint costs at most a fixed amount of work whatever a script hands it (the
/// first candidates in order are the ones compared).
package enum Suggestion {
    /// The longest name (in bytes of UTF-8) a suggestion is looked for, or offered.
    package static let plausibleLength = 64

    /// The most edit-distance cells one hint computes (about a millisecond's work).
    package static let workLimit = 1 << 20

    /// The known name closest to `name`, if it is close enough to be the intended one.
    ///
    /// A name differing only in case always matches. Otherwise the edit distance (with
    /// transpositions) must be at most `max(2, length / 3)` and smaller than both names, so a
    /// short stray key is not "corrected" into an unrelated short field.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        guard name.utf8.count <= plausibleLength else { return nil }
        let lowered = name.lowercased()
        let plausible = candidates.lazy.filter { $0.utf8.count <= plausibleLength }
        if let sameLetters = plausible.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let typed = Array(lowered)
        var best: (name: String, distance: Int)?
        var work = 0
        for candidate in plausible {
            let target = Array(candidate.lowercased())
            let limit = min(max(2, target.count / 3), typed.count - 1, target.count - 1)
            guard limit > 0, abs(target.count - typed.count) <= limit else { continue }
            work += (typed.count + 1) * (target.count + 1)
            if work > workLimit { break }
            let distance = editDistance(typed, target)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// ` (did you mean x?)` for the closest candidate, or the empty string.
    package static func hint(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { " (did you mean \($0)?)" } ?? ""
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps
    /// of two neighbours each cost one.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
