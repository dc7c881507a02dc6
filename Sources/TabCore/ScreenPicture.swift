/// A picture of a `Screen` as SVG (docs/pictures.md): every cell's character in its full
/// truecolor colors and attributes, whatever color mode the text output uses.
///
/// A cell is `cellWidth` x `cellHeight` units. Text is drawn in runs of narrow one-scalar
/// characters of one style, each run stretched to exactly its cells (`textLength`), so the grid
/// never drifts whatever the viewer's monospace font measures; a wide or composed character is
/// drawn alone over its cells. Box-drawing and block characters are not text: they are drawn
/// as rectangles (`ScreenPicture+Shapes.swift`), so lines join without gaps across cells and
/// rows whatever the font. Backgrounds, underline and strike-through are rectangles too.
///
/// The SVG is self-contained: one `<style>` with a font stack of installed monospace fonts,
/// no external fonts, images or scripts.
public enum ScreenPicture {
    public static let cellWidth = 10
    public static let cellHeight = 20
    /// The font size: a monospace font advances about 0.6 em, 9.6 units of the cell's 10; the
    /// rest of the row's 20 units is line spacing (only text uses the font).
    static let fontSize = 16
    /// The baseline's distance below a row's top.
    static let baseline = 15
    /// The terminal's default colors: light gray on near black.
    public static let defaultForeground = PictureColor(r: 0xD4, g: 0xD4, b: 0xD4)
    public static let defaultBackground = PictureColor(r: 0x1E, g: 0x1E, b: 0x1E)
    /// What marks a changed cell (`marked`): a translucent magenta wash with an outline.
    public static let markColor = PictureColor(r: 0xFF, g: 0x00, b: 0xFF)

    static let fontStack = "'DejaVu Sans Mono','Liberation Mono',Menlo,Consolas,'Noto Sans Mono',monospace"

    /// The SVG of `screen`; the cells whose index (`y * width + x`) is in `marked` are washed
    /// and outlined in `markColor`.
    public static func svg(_ screen: Screen, marked: Set<Int> = []) -> String {
        var writer = PictureWriter(screen: screen)
        writer.open()
        for y in 0..<screen.height { writer.backgrounds(row: y) }
        for y in 0..<screen.height { writer.foregrounds(row: y) }
        writer.marks(marked)
        writer.out.append("</svg>\n")
        return writer.out
    }

    /// One HTML file showing the SVG of `screen`, titled `title`.
    public static func html(_ screen: Screen, title: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(escaped(title))</title>"
            + "<style>body{margin:16px;background:#101010}svg{display:block}</style></head>\n<body>\n"
            + svg(screen) + "</body></html>\n"
    }

    /// The cells (`y * width + x`) of two screens of one size that look different: another
    /// character, or with `styles` other colors or attributes where they show (a blank's
    /// foreground and font do not, unless it is underlined or struck through).
    public static func changedCells(_ a: Screen, _ b: Screen, styles: Bool) -> Set<Int> {
        Set(a.cells.indices.filter { index in
            guard index < b.cells.count else { return true }
            let (left, right) = (a.cells[index], b.cells[index])
            if left.symbol != right.symbol { return true }
            guard styles, left.style != right.style else { return false }
            let (paintA, paintB) = (CellPaint(left.style), CellPaint(right.style))
            let lines: Attributes = [.underline, .strike]
            let blank = left.isSpace && left.style.attributes.isDisjoint(with: lines) && right.style.attributes.isDisjoint(with: lines)
            return blank ? paintA.bg != paintB.bg : paintA != paintB || left.style.attributes != right.style.attributes
        })
    }

    /// `text` with the five XML special characters escaped, for text and attribute values.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out.append("&amp;")
            case "<": out.append("&lt;")
            case ">": out.append("&gt;")
            case "\"": out.append("&quot;")
            case "'": out.append("&#39;")
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}

/// A 24-bit color as a picture draws it.
public struct PictureColor: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8) { (self.r, self.g, self.b) = (r, g, b) }

    /// `#rrggbb`.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [0x23]
        for channel in [r, g, b] { bytes += [digits[Int(channel >> 4)], digits[Int(channel & 15)]] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Halfway to `other` (how dim text is drawn: halfway to its background).
    func mixed(with other: PictureColor) -> PictureColor {
        PictureColor(r: UInt8((Int(r) + Int(other.r)) / 2), g: UInt8((Int(g) + Int(other.g)) / 2),
                     b: UInt8((Int(b) + Int(other.b)) / 2))
    }

    /// The color a terminal shows for `color`: palette entries as xterm shows them by default.
    init(_ color: Color, default fallback: PictureColor) {
        switch color {
        case .default: self = fallback
        case let .ansi(n), let .indexed(n):
            let rgb = XtermPalette.rgb(ofIndex: n)
            self.init(r: UInt8(rgb.r), g: UInt8(rgb.g), b: UInt8(rgb.b))
        case let .rgb(r, g, b): self.init(r: r, g: g, b: b)
        }
    }
}

/// The colors a cell is drawn in: reverse applied, dim text mixed halfway to the background.
struct CellPaint: Equatable {
    var fg: PictureColor
    var bg: PictureColor

    init(_ style: Style) {
        var fg = PictureColor(style.fg, default: ScreenPicture.defaultForeground)
        var bg = PictureColor(style.bg, default: ScreenPicture.defaultBackground)
        if style.attributes.contains(.reverse) { swap(&fg, &bg) }
        if style.attributes.contains(.dim) { fg = fg.mixed(with: bg) }
        (self.fg, self.bg) = (fg, bg)
    }
}
