/// Fitting text into a number of cells: the helpers behind titles, `tabhost.truncate` and
/// `tabhost.pad`.
extension TextWidth {
    /// `s` cut to at most `width` cells, ending in `ellipsis` when it had to be cut.
    ///
    /// Works by display width and never splits a wide character: when the cut falls inside one,
    /// the result is a cell narrower than `width` (nothing is padded in). When even the
    /// ellipsis does not fit, the text is cut without it.
    public static func truncate(_ s: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(s) <= width { return s }
        let ellipsisWidth = of(ellipsis)
        if ellipsisWidth > width { return String(prefix(s, fitting: width).text) }
        return String(prefix(s, fitting: width - ellipsisWidth).text) + ellipsis
    }

    /// `s` made exactly `width` cells wide: truncated with `…` when wider, then padded with
    /// spaces on the side(s) `align` leaves open (center puts the odd cell on the right).
    public static func pad(_ s: String, to width: Int, align: TextAlignment = .left) -> String {
        guard width > 0 else { return "" }
        let text = truncate(s, to: width)
        let extra = width - of(text)
        let left = alignmentOffset(extra, align)
        return String(repeating: " ", count: left) + text + String(repeating: " ", count: extra - left)
    }

    /// The distance between tab stops: a tab character moves to the next multiple of 8.
    public static let tabStop = 8

    /// `s` with each tab character replaced by the spaces up to the next tab stop, counting
    /// columns from `column` (where `s` starts); `s` itself when it has no tab.
    public static func expandingTabs(_ s: String, from column: Int = 0) -> String {
        guard s.containsUTF8Byte(where: { $0 == 9 }) else { return s }
        var out = ""
        var x = column
        for character in s {
            if character == "\t" {
                let spaces = tabStop - ((x % tabStop) + tabStop) % tabStop
                out += String(repeating: " ", count: spaces)
                x += spaces
            } else {
                out.append(character)
                x += of(character)
            }
        }
        return out
    }

    /// The shortest start of `s` wider than `cells` (all of `s` when it is not wider): what a
    /// room of `cells` can show of it, and enough to tell that the rest does not fit. Reads
    /// only that start (nothing at all when `s` is too short to be wider), each grapheme
    /// cluster cut to what a cell shows of it (`shownCluster`).
    static func visiblePrefix(_ s: String, cells: Int) -> String {
        if s.utf8.count * 2 <= cells { return s }  // a character takes at most 2 cells
        if let simple = simplePrefix(s[...], cells: cells) { return String(simple) }
        var used = 0
        var index = s.startIndex
        var shown = ""
        let text = s[...]
        while used <= cells, index < text.endIndex {
            let (character, next) = cluster(at: index, in: text)
            used += of(character)
            shown.append(character)
            index = next
        }
        return shown
    }

    /// The longest prefix of `s` at most `width` cells wide, and the cells it takes.
    static func prefix(_ s: String, fitting width: Int) -> (text: Substring, width: Int) {
        guard width > 0 else { return (s[s.startIndex..<s.startIndex], 0) }
        var used = 0
        var end = s.startIndex
        var index = s.startIndex
        while index < s.endIndex {
            let cells = of(s[index])
            if used + cells > width { break }
            used += cells
            index = s.index(after: index)
            end = index
        }
        return (s[..<end], used)
    }

    /// The suffix of `s` that starts `cells` cells in, and how many cells of a wide character
    /// the cut fell inside (0 or 1), for drawing text clipped on the left.
    static func dropping(_ s: String, cells: Int) -> (text: Substring, straddle: Int) {
        var skipped = 0
        var index = s.startIndex
        while index < s.endIndex, skipped < cells {
            skipped += of(s[index])
            index = s.index(after: index)
        }
        return (s[index...], max(0, skipped - cells))
    }
}
