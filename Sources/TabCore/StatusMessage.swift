/// What the status rows show: errors and warnings (the banner of `run`), then a notice (a
/// disabled item's reason, or the script's own `c.status`).
///
/// Each entry wraps to as many rows as it needs at the frame's width, up to a bound (a third
/// of the frame); what does not fit ends the last row as `(+N more)`. The rows sit at the
/// bottom of the page area: under the page with the bar at the top, right above the bar at
/// the bottom, so the bar never moves for them. Errors and warnings stand out in colors and
/// carry a marker that survives `--color never` (`✗ `, `! `); continuation rows are indented
/// under the text.
public struct StatusMessage: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case error, warning, notice
    }

    public struct Entry: Sendable, Equatable {
        public var text: String
        public var kind: Kind
        public init(_ text: String, kind: Kind) {
            self.text = text
            self.kind = kind
        }
    }

    /// One row as drawn.
    public struct Line: Sendable, Equatable {
        public var text: String
        public var kind: Kind
    }

    public var entries: [Entry]

    public init(_ entries: [Entry]) { self.entries = entries }

    /// `text` as one entry of `kind`; each of its lines shows as an entry of its own.
    public init(_ text: String, kind: Kind = .notice) {
        self.init([Entry(text, kind: kind)])
    }

    /// The marker before an entry's first row: errors and warnings show without colors too.
    static func marker(_ kind: Kind) -> String {
        switch kind {
        case .error: "✗ "
        case .warning: "! "
        case .notice: ""
        }
    }

    /// The look of a row of that kind, across the whole width.
    static func style(_ kind: Kind) -> Style {
        switch kind {
        case .error: Style(fg: .ansi(15), bg: .ansi(1), attributes: .bold)
        case .warning: Style(fg: .ansi(0), bg: .ansi(3))
        case .notice: .plain
        }
    }

    /// The rows at `width`, at most `limit` of them (at least one when there is anything).
    ///
    /// Each line of an entry's text (up to a line break) is an entry of its own. When they do
    /// not all fit, the last row shown holds as much of the rest of its entry as fits, cut
    /// with `…`, and ends with `(+N more)` for the entries left out (when that leaves the row
    /// half its width). Only the rows that can show are wrapped, and the entries left out are
    /// only counted: a status of 10 MB costs what its first rows hold, and one pass at most.
    public func lines(width: Int, limit: Int) -> [Line] {
        guard width > 0, limit > 0 else { return [] }
        var lines: [Line] = []
        for (position, entry) in entries.enumerated() {
            var rest: Substring? = entry.text[...]
            while let text = rest {
                let (line, after) = Self.firstLine(of: text)
                rest = after
                var rows = WrappedRows(line, width: width - Self.indent(entry.kind).count)
                var shown = 0  // rows of this line in `lines`
                while let row = rows.next() {
                    guard lines.count < limit else {  // one row too many: the last one kept is cut
                        lines[limit - 1].text = Self.lastRow(line, entry.kind, after: shown - 1, hidden: hidden(after: rest, position), width: width)
                        return lines
                    }
                    lines.append(Line(text: (shown == 0 ? Self.marker(entry.kind) : Self.indent(entry.kind)) + row, kind: entry.kind))
                    shown += 1
                }
                if lines.count == limit, hasRows(after: rest, position, width: width) {  // the lines after it are left out
                    lines[limit - 1].text = Self.lastRow(line, entry.kind, after: shown - 1, hidden: hidden(after: rest, position), width: width)
                    return lines
                }
            }
        }
        return lines
    }

    /// The text up to the first line break (`\n`, not `\r\n`, which is one character of its
    /// own), and the text after it (nil when there is none).
    static func firstLine(of text: Substring) -> (line: Substring, rest: Substring?) {
        var search = text.utf8.startIndex
        while let newline = text.utf8[search...].firstIndex(of: 0x0A) {
            if newline > text.utf8.startIndex, text.utf8[text.utf8.index(before: newline)] == 0x0D {
                search = text.utf8.index(after: newline)
                continue
            }
            return (text[..<newline], text[text.utf8.index(after: newline)...])
        }
        return (text, nil)
    }

    /// The lines after the one at hand: the rest of its entry's text, then the later entries'.
    private func hidden(after rest: Substring?, _ position: Int) -> Int {
        entries[(position + 1)...].reduce(rest.map(Self.lineCount) ?? 0) { $0 + Self.lineCount($1.text[...]) }
    }

    /// The lines of `text`: one more than its line breaks, counted in one pass over its bytes.
    static func lineCount(_ text: Substring) -> Int {
        func count(_ bytes: some Sequence<UInt8>) -> Int {
            var breaks = 0, previous: UInt8 = 0
            for byte in bytes {
                if byte == 0x0A, previous != 0x0D { breaks += 1 }
                previous = byte
            }
            return breaks + 1
        }
        return text.utf8.withContiguousStorageIfAvailable(count) ?? count(text.utf8)
    }

    /// Whether a line after the one at hand has rows at `width` (an entry whose marker takes
    /// the whole width has none).
    private func hasRows(after rest: Substring?, _ position: Int, width: Int) -> Bool {
        (rest != nil && width > Self.indent(entries[position].kind).count)
            || entries[(position + 1)...].contains { width > Self.indent($0.kind).count }
    }

    /// The last row shown when not everything fits: `line` from its row `shownBefore` on (the
    /// text itself when that is its first row, else its rows joined by spaces), cut to the
    /// width with `(+N more)` for the `hidden` lines after it. Reads only what can show.
    private static func lastRow(_ line: Substring, _ kind: Kind, after shownBefore: Int, hidden: Int, width: Int) -> String {
        let more = hidden > 0 ? " (+\(hidden) more)" : ""
        let suffix = TextWidth.of(more) * 2 <= width ? more : ""
        let room = width - TextWidth.of(suffix)
        var tail = marker(kind)
        if shownBefore == 0 {
            tail += TextWidth.expandedPrefix(line, cells: room)
        } else {
            tail = indent(kind)
            var rows = WrappedRows(line, width: width - tail.count).dropFirst(shownBefore).makeIterator()
            var cells = tail.count, joined = 0
            while cells <= room, let row = rows.next() {  // rows past the width cannot show
                tail += (joined > 0 ? " " : "") + row
                cells += (joined > 0 ? 1 : 0) + TextWidth.of(row)
                joined += 1
            }
        }
        return TextWidth.truncate(tail, to: room) + suffix
    }

    /// Spaces as wide as the marker, before an entry's continuation rows.
    private static func indent(_ kind: Kind) -> String {
        String(repeating: " ", count: TextWidth.of(marker(kind)))
    }

    /// The most rows a frame `height` rows high gives the status: a third, at least one.
    public static func rowLimit(height: Int) -> Int { max(1, height / 3) }
}
