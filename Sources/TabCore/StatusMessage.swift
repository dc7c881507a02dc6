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

    /// One entry per line of `text`, all of `kind`.
    public init(_ text: String, kind: Kind = .notice) {
        self.init(text.split(separator: "\n", omittingEmptySubsequences: false).map { Entry(String($0), kind: kind) })
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
    /// When they do not all fit, the last row shown holds as much of the rest of its entry as
    /// fits, cut with `…`, and ends with `(+N more)` for the entries left out (when that
    /// leaves the row half its width).
    public func lines(width: Int, limit: Int) -> [Line] {
        guard width > 0, limit > 0 else { return [] }
        var lines: [Line] = []
        var owners: [Int] = []  // the entry of each line
        for (position, entry) in entries.enumerated() {
            if Budget.isSpent { break }  // what is made then is not shown (Budget)
            for row in rows(of: entry, width: width) {
                lines.append(Line(text: row, kind: entry.kind))
                owners.append(position)
            }
            if lines.count > limit { break }  // the entries after it are only counted
        }
        guard lines.count > limit else { return lines }
        var kept = Array(lines.prefix(limit))
        let owner = owners[limit - 1]
        let first = owners.firstIndex(of: owner) ?? 0
        let entry = entries[owner]
        let shownBefore = limit - 1 - first  // rows of this entry above the last one kept
        let tail = shownBefore == 0
            ? Self.marker(entry.kind) + TextWidth.expandingTabs(entry.text)
            : Self.indent(entry.kind) + Self.remainder(of: entry, after: shownBefore, width: width)
        let hidden = entries.count - 1 - owner
        let more = hidden > 0 ? " (+\(hidden) more)" : ""
        let suffix = TextWidth.of(more) * 2 <= width ? more : ""
        kept[limit - 1].text = TextWidth.truncate(tail, to: width - TextWidth.of(suffix)) + suffix
        return kept
    }

    /// An entry's rows: the marker, then the text wrapped under it.
    private func rows(of entry: Entry, width: Int) -> [String] {
        let marker = Self.marker(entry.kind)
        let indent = Self.indent(entry.kind)
        return TextWidth.wrap(entry.text, to: width - indent.count).enumerated().map { ($0.offset == 0 ? marker : indent) + $0.element }
    }

    /// The text of `entry` after its first `rows` wrapped rows, unwrapped.
    private static func remainder(of entry: Entry, after rows: Int, width: Int) -> String {
        TextWidth.wrap(entry.text, to: width - indent(entry.kind).count).dropFirst(rows).joined(separator: " ")
    }

    /// Spaces as wide as the marker, before an entry's continuation rows.
    private static func indent(_ kind: Kind) -> String {
        String(repeating: " ", count: TextWidth.of(marker(kind)))
    }

    /// The most rows a frame `height` rows high gives the status: a third, at least one.
    public static func rowLimit(height: Int) -> Int { max(1, height / 3) }
}

extension TextWidth {
    /// `text` broken into rows at most `width` cells wide: at spaces where it can, inside a
    /// word that is wider than a row, never inside a wide character. Tabs are expanded.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        if Budget.isSpent { return [] }  // what is made then is not shown (Budget)
        let text = expandingTabs(text)
        guard width > 0 else { return [] }
        var rows: [String] = []
        var rest = text
        while of(rest) > width {
            if Budget.isSpent { break }  // what is made then is not shown (Budget)
            let head = prefix(rest, fitting: width).text
            var cut = head.endIndex
            if rest[cut] != " ", let space = head.lastIndex(of: " "), space > head.startIndex { cut = space }
            if cut == rest.startIndex { cut = rest.index(after: cut) }  // one character wider than a row
            rows.append(String(rest[..<cut]))
            rest = String(rest[cut...].drop { $0 == " " })
        }
        rows.append(String(rest))
        return rows
    }
}
