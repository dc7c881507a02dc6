/// Breaking text into rows, one row at a time: the status rows take as many as can show.
extension TextWidth {
    /// `text` broken into rows at most `width` cells wide: at spaces where it can, inside a
    /// word that is wider than a row, never inside a wide character. Tabs are expanded
    /// (columns counted from the start of the text). The spaces a break falls on are dropped.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        Array(WrappedRows(text[...], width: width))
    }

    /// The start of `text` with its tabs expanded (columns from 0), cut after the first
    /// character that makes it wider than `cells` (whole when it is not wider): what
    /// `truncate(expandingTabs(text), to: cells)` reads, without expanding the rest.
    static func expandedPrefix(_ text: some StringProtocol, cells: Int) -> String {
        if text.utf8.count * 2 <= cells,  // too short to be wider
           !(text.utf8.withContiguousStorageIfAvailable { $0.contains(9) } ?? text.utf8.contains(9)) { return String(text) }
        let text = Substring(text)
        var cursor = WrappedRows.Cursor(text.startIndex)
        var shown = ""
        var used = 0
        while used <= cells, let (character, cellWidth, next) = cursor.next(in: text) {
            shown.append(character)
            used += cellWidth
            cursor = next
        }
        return shown
    }
}

/// The rows `TextWidth.wrap` makes, made when asked for: each costs the text it holds (and
/// the spaces dropped after it), so taking the first rows of a long text reads only them.
public struct WrappedRows: Sequence, IteratorProtocol {
    private let text: Substring
    private let width: Int
    /// Where the next row starts; nil once the last row is out.
    private var start: Cursor?

    public init(_ text: Substring, width: Int) {
        self.text = text
        self.width = width
        start = width > 0 ? Cursor(text.startIndex) : nil
    }

    /// The text not yet wrapped, read as `Character`s with tabs expanded: a tab is the spaces
    /// up to the next tab stop, each a step of its own.
    struct Cursor: Equatable {
        var index: String.Index
        /// Spaces of the tab at `index` already read.
        var tabSpaces = 0
        /// Cells of the expanded text before this point (tab stops count from there).
        var column = 0

        init(_ index: String.Index) { self.index = index }

        /// The next character (a tab's spaces one by one), its cells, and the cursor after it.
        func next(in text: Substring) -> (Character, Int, Cursor)? {
            guard index < text.endIndex else { return nil }
            let character = text[index]
            var after = self
            after.column += 1
            guard character == "\t" else {
                let cells = TextWidth.of(character)
                after.column = column + cells
                after.index = text.index(after: index)
                return (character, cells, after)
            }
            let tabStart = column - tabSpaces
            let spaces = TextWidth.tabStop - tabStart % TextWidth.tabStop
            if tabSpaces + 1 < spaces {
                after.tabSpaces += 1
            } else {
                after.tabSpaces = 0
                after.index = text.index(after: index)
            }
            return (" ", 1, after)
        }
    }

    public mutating func next() -> String? {
        guard let rowStart = start else { return nil }
        var cursor = rowStart
        var used = 0
        var lastSpace: Cursor?  // the last space after the row's first character
        var stop: (Character, Cursor)?  // the first character that does not fit, and where it is
        while let (character, cells, after) = cursor.next(in: text) {
            if used + cells > width { stop = (character, cursor); break }
            if character == " ", cursor != rowStart { lastSpace = cursor }
            used += cells
            cursor = after
        }
        guard let (overflow, headEnd) = stop else {  // the rest fits: the last row
            start = nil
            return row(from: rowStart, to: cursor)
        }
        var cut = overflow != " " ? lastSpace ?? headEnd : headEnd
        if cut == rowStart, let (_, _, after) = cut.next(in: text) { cut = after }  // one character wider than a row
        var rest = cut
        while let (character, _, after) = rest.next(in: text), character == " " { rest = after }
        start = rest
        return row(from: rowStart, to: cut)
    }

    /// The expanded text from `from` up to `to`.
    private func row(from: Cursor, to end: Cursor) -> String {
        var cursor = from
        var row = ""
        while cursor != end, let (character, _, after) = cursor.next(in: text) {
            row.append(character)
            cursor = after
        }
        return row
    }
}
