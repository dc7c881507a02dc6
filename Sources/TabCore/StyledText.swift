/// The styled text format (docs/testing.md, "The styled text format"): a `Screen` as plain text
/// with its style runs.
///
/// Used by `tabhost render --styled`, `app:styledScreen()` and snapshots, so it is plain,
/// stable across versions and readable in a diff. It has three parts:
///
/// 1. the screen rows, exactly `screen.text` (trailing spaces trimmed);
/// 2. a line `--`;
/// 3. one line per style run, in reading order: `ROW:FIRST-LAST STYLE`.
///
/// `ROW` and the columns are **1-based**, like `app:click(x, y)`, and `FIRST-LAST` is
/// inclusive, written out even for a single cell. Columns count cells: a wide character covers
/// two. `STYLE` is the attributes in the fixed order of `Attributes.named` (`bold dim italic
/// underline reverse strike`), then `fg=COLOR`, then `bg=COLOR`, separated by single spaces,
/// each only when set. A `COLOR` is one of the 16 ANSI names of `Color.ansiNames` (`red`,
/// `brightBlue`, ...), `#rrggbb` (lowercase hex) for rgb, or `@n` for a 256-color palette
/// entry. Colors are written as the script gave them, before any downsampling.
///
/// A run is a maximal stretch of neighbouring cells of one row with the same style; runs never
/// cross rows. Cells in the plain style are in no run, whatever they hold; styled blanks (a
/// background, say) are, even past the trimmed end of their row. The text has no trailing
/// newline. A screen with no rows is just `--`; since no run line is `--`, a reader splits at
/// the last line that is exactly `--`.
///
/// A 20x3 screen with a bold blue selected tab, a dim one, a colored CJK title, its indicator
/// and a red block after the page text:
///
/// ```
///  Inbox  Sent  中文
///  ━━━━━
/// Hello
/// --
/// 1:2-6 bold fg=brightBlue
/// 1:9-12 dim
/// 1:15-18 fg=#ff8700 bg=@236
/// 2:2-6 fg=brightBlue
/// 3:7-10 bg=red
/// ```
public enum StyledText {
    /// The separator between the rows and the runs.
    public static let separator = "--"

    /// `screen` in the styled text format.
    public static func encode(_ screen: Screen) -> String {
        var out = ""
        out.reserveCapacity(screen.cells.count + screen.height + 2)
        for line in screen.lines {
            out.append(line)
            out.append("\n")
        }
        out.append(separator)
        for y in 0..<screen.height {
            for run in runs(inRow: y, of: screen) {
                out.append("\n")
                append(run, to: &out)
            }
        }
        return out
    }

    /// The `STYLE` part of a run line, e.g. `bold underline fg=red bg=#404040`; `plain` for the
    /// plain style (which never appears in a run).
    public static func notation(of style: Style) -> String {
        var out = ""
        appendNotation(of: style, to: &out)
        return out.isEmpty ? "plain" : out
    }

    /// A stretch of cells of one row with one style (0-based, `last` inclusive).
    struct Run: Equatable {
        var row: Int
        var first: Int
        var last: Int
        var style: Style
    }

    /// The styled runs of row `y`; a continuation cell belongs to its wide character's run.
    static func runs(inRow y: Int, of screen: Screen) -> [Run] {
        var runs: [Run] = []
        var current = Run(row: y, first: 0, last: -1, style: .plain)
        for x in 0..<screen.width {
            let cell = screen.cells[y * screen.width + x]
            if cell.isContinuation || cell.style == current.style {
                current.last = x
                continue
            }
            if current.style != .plain { runs.append(current) }
            current = Run(row: y, first: x, last: x, style: cell.style)
        }
        if current.style != .plain { runs.append(current) }
        return runs
    }

    /// Appends `ROW:FIRST-LAST STYLE`, converting to 1-based positions.
    private static func append(_ run: Run, to out: inout String) {
        out.append(String(run.row + 1))
        out.append(":")
        out.append(String(run.first + 1))
        out.append("-")
        out.append(String(run.last + 1))
        out.append(" ")
        appendNotation(of: run.style, to: &out)
    }

    private static func appendNotation(of style: Style, to out: inout String) {
        var separator = ""
        func part(_ text: String) {
            out.append(separator)
            out.append(text)
            separator = " "
        }
        for (name, value) in Attributes.named where style.attributes.contains(value) { part(name) }
        if style.fg != .default { part("fg=" + style.fg.styledName) }
        if style.bg != .default { part("bg=" + style.bg.styledName) }
    }
}

extension Color {
    /// The names of the 16 ANSI colors, indexed by their number (0 `black` ... 15 `brightWhite`).
    ///
    /// Scripts write these names (docs/scripting.md, "Colors") and the styled text format
    /// prints them, so parsing and printing share this one table.
    public static let ansiNames: [String] = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow",
        "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// The color as the styled text format writes it: `default`, an ANSI name, `@n` or `#rrggbb`.
    public var styledName: String {
        switch self {
        case .default: "default"
        case let .ansi(n) where n < 16: Color.ansiNames[Int(n)]
        case let .ansi(n), let .indexed(n): "@" + String(n)
        case let .rgb(r, g, b): "#" + hex(r) + hex(g) + hex(b)
        }
    }

    /// Two lowercase hex digits.
    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
    }
}
