import TabCore

/// Escape-coded text for terminals.
public enum ANSI {
    /// One `Screen` as text for stdout (`tabhost render`), styled with SGR sequences.
    ///
    /// Each row is written left to right, the second halves of wide characters skipped. A style
    /// sequence is written only where the style (as `mode` shows it) changes, and a row that
    /// ends styled ends with a reset, so every row starts plain and can be read on its own.
    /// Trailing blanks in plain style are left out. Rows are joined with `\n` and the text
    /// ends with `\n`. With `.never` there are no escape bytes at all: the text is
    /// `screen.text` plus `\n` (not `lines.joined`, whose generic code makes the runtime scan
    /// every protocol conformance of the binary at start-up: ~0.2 MB more of its pages resident).
    public static func frame(_ screen: Screen, mode: ColorMode) -> String {
        guard mode != .never else { return screen.text + "\n" }
        var out = ""
        out.reserveCapacity(screen.cells.count + 16 * screen.height + 1)
        var shown = ShownStyle(mode: mode)
        for y in 0..<screen.height {
            if y > 0 { out.append("\n") }
            appendRow(y, of: screen, to: &out, shown: &shown)
        }
        out.append("\n")
        return out
    }

    /// Appends one row with its style changes, ending plain.
    private static func appendRow(_ y: Int, of screen: Screen, to out: inout String, shown: inout ShownStyle) {
        let start = y * screen.width
        let end = start + visibleWidth(ofRow: y, in: screen, shown: &shown)
        var current = Style.plain
        for cell in screen.cells[start..<end] where !cell.isContinuation {
            let style = shown.style(of: cell)
            SGR.appendTransition(from: current, to: style, to: &out)
            current = style
            out.append(cell.symbol)
        }
        SGR.appendTransition(from: current, to: .plain, to: &out)
    }

    /// The number of cells of row `y` before its trailing plain blanks.
    private static func visibleWidth(ofRow y: Int, in screen: Screen, shown: inout ShownStyle) -> Int {
        var width = screen.width
        while width > 0 {
            let cell = screen.cells[y * screen.width + width - 1]
            if cell.symbol != " " || shown.style(of: cell) != .plain { break }
            width -= 1
        }
        return width
    }
}

/// Styles as an output shows them, remembering the last one converted.
///
/// Neighbouring cells mostly share a style, so one remembered pair saves nearly every
/// nearest-color search.
struct ShownStyle {
    let mode: ColorMode
    private var lastWritten = Style.plain
    private var lastShown = Style.plain

    init(mode: ColorMode) { self.mode = mode }

    mutating func style(of cell: Cell) -> Style {
        if cell.style != lastWritten {
            lastWritten = cell.style
            lastShown = cell.style.downsampled(to: mode)
        }
        return lastShown
    }
}
