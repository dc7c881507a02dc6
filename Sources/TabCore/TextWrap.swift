/// Breaking text into rows, one row at a time: the status rows take as many as can show.
extension TextWidth {
    /// `text` broken into rows at most `width` cells wide: at spaces where it can, inside a
    /// word that is wider than a row, never inside a wide character. Tabs are expanded
    /// (columns counted from the start of the text). The spaces a break falls on are dropped.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        Array(WrappedRows(text[...], width: width))
    }

    /// The start of `text` with its tabs expanded (columns from `column`), cut after the first
    /// character that makes it wider than `cells` (whole when it is not wider): what
    /// `truncate(expandingTabs(text, from: column), to: cells)` reads, without expanding or
    /// reading the rest.
    static func expandedPrefix(_ text: some StringProtocol, cells: Int, from column: Int = 0) -> String {
        let hasTab = text.utf8.withContiguousStorageIfAvailable { $0.contains(9) } ?? text.utf8.contains(9)
        if !hasTab, text.utf8.count * 2 <= cells { return String(text) }  // too short to be wider
        let text = Substring(text)
        if !hasTab, let simple = simplePrefix(text, cells: cells) { return String(simple) }
        var cursor = WrappedRows.Cursor(text.startIndex)
        cursor.column = column
        var shown = ""
        var used = 0
        while used <= cells, let (character, cellWidth, next) = cursor.next(in: text) {
            shown.append(character)
            used += cellWidth
            cursor = next
        }
        return shown
    }

    /// What of a grapheme cluster a cell can show: the whole scalars in its first
    /// `Cell.inlineBytes` bytes (all of it, as a rule; a letter with a million combining marks
    /// is measured and drawn by its first few).
    static func shownCluster(_ character: Character) -> Character {
        guard character.utf8.count > Cell.inlineBytes else { return character }
        return shownCluster(character.unicodeScalars)
    }

    /// The grapheme cluster at `index` as a cell shows it (`shownCluster`), and where the next
    /// starts: its end found once, and a long one never made a `Character` whole.
    static func cluster(at index: String.Index, in text: Substring) -> (Character, String.Index) {
        let end = text.index(after: index)
        guard text.utf8.distance(from: index, to: end) > Cell.inlineBytes else { return (text[index], end) }
        return (shownCluster(text[index..<end].unicodeScalars), end)
    }

    /// The whole scalars of a cluster in its first `Cell.inlineBytes` bytes, as a character.
    private static func shownCluster(_ scalars: some Sequence<Unicode.Scalar>) -> Character {
        var shown = String.UnicodeScalarView()
        var bytes = 0
        for scalar in scalars {
            bytes += scalar.utf8.count
            if bytes > Cell.inlineBytes { break }
            shown.append(scalar)
        }
        return Character(String(shown))
    }

    /// `visiblePrefix` read scalar by scalar, when every scalar up to the cut (and the one
    /// after it) is a character of its own with a known width (`simpleWidth`); nil otherwise.
    static func simplePrefix(_ text: Substring, cells: Int) -> Substring? {
        let cut = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in  // bytes kept
            var used = 0
            for (value, offset, _) in UTF8Scalars(bytes) {
                guard let cellWidth = simpleWidth(value) else { return nil }
                if used > cells { return offset }
                used += cellWidth
            }
            return bytes.count
        }
        guard let cut, let cut else { return nil }
        return text[..<text.utf8.index(text.utf8.startIndex, offsetBy: cut)]
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
            var after = self
            after.column += 1
            let (character, end) = Self.character(at: index, in: text)
            guard Self.isByte(character, 0x09) else {
                let cells = TextWidth.of(character)
                after.column = column + cells
                after.index = end
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

        /// The cursor past the spaces here (a tab's all at once), where a row after a break starts.
        func skippingSpaces(in text: Substring) -> Cursor {
            var cursor = self
            while cursor.index < text.endIndex {
                if text.utf8[cursor.index] == 0x09 {  // a tab is a character of its own
                    cursor.column += TextWidth.tabStop - (cursor.column - cursor.tabSpaces) % TextWidth.tabStop - cursor.tabSpaces
                    cursor.tabSpaces = 0
                    cursor.index = text.utf8.index(after: cursor.index)
                } else if let (character, _, after) = cursor.next(in: text), Self.isByte(character, 0x20) {
                    cursor = after
                } else {
                    break
                }
            }
            return cursor
        }

        /// Whether `character` is the one-byte character `byte`, without the normalization
        /// that `==` on characters does (on accented text it costs more than the wrapping).
        @inline(__always)
        static func isByte(_ character: Character, _ byte: UInt8) -> Bool {
            var bytes = character.utf8.makeIterator()
            return bytes.next() == byte && bytes.next() == nil
        }

        /// The character at `index` and where the next starts. An ASCII byte followed by
        /// another (or by the end) is a character of its own, save a carriage return (which
        /// joins a line feed), so it is read without finding grapheme boundaries.
        private static func character(at index: String.Index, in text: Substring) -> (Character, String.Index) {
            let utf8 = text.utf8
            let byte = utf8[index]
            if byte < 0x80, byte != 0x0D {
                let end = utf8.index(after: index)
                if end == utf8.endIndex || utf8[end] < 0x80 { return (Character(Unicode.Scalar(byte)), end) }
            }
            return TextWidth.cluster(at: index, in: text)
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
            if Cursor.isByte(character, 0x20), cursor != rowStart { lastSpace = cursor }
            used += cells
            cursor = after
        }
        guard let (overflow, headEnd) = stop else {  // the rest fits: the last row
            start = nil
            return row(from: rowStart, to: cursor)
        }
        var cut = !Cursor.isByte(overflow, 0x20) ? lastSpace ?? headEnd : headEnd
        if cut == rowStart, let (_, _, after) = cut.next(in: text) { cut = after }  // one character wider than a row
        start = cut.skippingSpaces(in: text)
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
