/// Writes the elements of `ScreenPicture.svg`, row by row: backgrounds first, then text and
/// shapes over them, then the marks of changed cells.
struct PictureWriter {
    let screen: Screen
    var out = ""
    private let w = ScreenPicture.cellWidth
    private let h = ScreenPicture.cellHeight

    init(screen: Screen) {
        self.screen = screen
        out.reserveCapacity(screen.width * screen.height * 12 + 600)
    }

    mutating func open() {
        let (width, height) = (screen.width * w, screen.height * h)
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" xml:space=\"preserve\">\n")
        out.append("<style>text{font-family:\(ScreenPicture.fontStack);font-size:\(ScreenPicture.fontSize)px;white-space:pre}")
        out.append(".b{font-weight:bold}.i{font-style:italic}</style>\n")
        out.append("<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(ScreenPicture.defaultBackground.hex)\"/>\n")
    }

    /// One rectangle per run of cells of one background other than the default.
    mutating func backgrounds(row y: Int) {
        var x = 0
        while x < screen.width {
            let bg = CellPaint(screen[x, y].style).bg
            var end = x + 1
            while end < screen.width, CellPaint(screen[end, y].style).bg == bg { end += 1 }
            if bg != ScreenPicture.defaultBackground { rect(x: x * w, y: y * h, width: (end - x) * w, height: h, fill: bg) }
            x = end
        }
    }

    /// The row's characters: runs of narrow one-scalar text of one style (spaces between
    /// words included) as one `<text>`, other characters alone, box and block characters as
    /// one path per run of one color; underline and strike.
    mutating func foregrounds(row y: Int) {
        var run = TextRun()
        var path = ShapeRun()
        for x in 0..<screen.width {
            let cell = screen[x, y]
            if cell.isContinuation { continue }
            decorations(cell, x: x, y: y)
            let scalars = cell.symbol.unicodeScalars
            guard let first = scalars.first else { continue }
            if cell.isSpace {
                if run.style == cell.style, run.end == x, !run.text.isEmpty { run.spaces += 1 } else { flush(&run, y: y) }
                continue
            }
            if scalars.count == 1, let shape = CellShape.of(first) {
                flush(&run, y: y)
                add(shape, x: x, y: y, style: cell.style, to: &path)
            } else if scalars.count == 1, cell.width == 1, first.value < 0x1F000 {
                flushShapes(&path)
                if !run.text.isEmpty, run.style != cell.style || run.end + run.spaces != x { flush(&run, y: y) }
                if run.text.isEmpty { (run.start, run.style) = (x, cell.style) }
                run.text.append(String(repeating: " ", count: run.spaces))
                run.text.unicodeScalars.append(first)
                (run.end, run.spaces) = (x + 1, 0)
            } else {
                flush(&run, y: y)
                flushShapes(&path)
                text(cell.symbol, x: x, y: y, cells: Int(cell.width), style: cell.style)
            }
        }
        flush(&run, y: y)
        flushShapes(&path)
    }

    /// Washes and outlines each marked cell.
    mutating func marks(_ marked: Set<Int>) {
        let color = ScreenPicture.markColor.hex
        for index in marked.sorted() where index >= 0 && index < screen.width * screen.height {
            let (x, y) = (index % screen.width, index / screen.width)
            out.append("<rect class=\"mark\" x=\"\(x * w)\" y=\"\(y * h)\" width=\"\(w)\" height=\"\(h)\" fill=\"\(color)\" fill-opacity=\"0.25\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n")
        }
    }

    /// Characters of one style on consecutive cells, not yet written.
    private struct TextRun {
        var text = ""
        var start = 0
        /// The column after the last character, and the blanks of the run's style after it
        /// (written only when another character follows).
        var end = 0
        var spaces = 0
        var style = Style.plain
    }

    /// Box and block characters of one color on one row, not yet written: a path's data.
    private struct ShapeRun {
        var fill = PictureColor(r: 0, g: 0, b: 0)
        var opacity = 1.0
        var data = ""
    }

    private mutating func flush(_ run: inout TextRun, y: Int) {
        if !run.text.isEmpty { text(run.text, x: run.start, y: y, cells: run.end - run.start, style: run.style) }
        run.text = ""
        run.spaces = 0
    }

    private mutating func flushShapes(_ run: inout ShapeRun) {
        guard !run.data.isEmpty else { return }
        out.append("<path fill=\"\(run.fill.hex)\"")
        if run.opacity < 1 { out.append(" fill-opacity=\"\(Self.number(run.opacity))\"") }
        out.append(" d=\"\(run.data)\"/>\n")
        run.data = ""
    }

    /// `<text>` of `symbols` stretched over `cells` cells from column `x`.
    private mutating func text(_ symbols: String, x: Int, y: Int, cells: Int, style: Style) {
        out.append("<text x=\"\(x * w)\" y=\"\(y * h + ScreenPicture.baseline)\" fill=\"\(CellPaint(style).fg.hex)\"")
        let attributes = style.attributes
        if attributes.contains(.bold) || attributes.contains(.italic) {
            out.append(attributes.contains(.bold) ? (attributes.contains(.italic) ? " class=\"b i\"" : " class=\"b\"") : " class=\"i\"")
        }
        out.append(" textLength=\"\(cells * w)\" lengthAdjust=\"spacingAndGlyphs\">")
        out.append(ScreenPicture.escaped(symbols))
        out.append("</text>\n")
    }

    /// Adds a box or block character's rectangles to the row's path of its color.
    private mutating func add(_ shape: (boxes: [CellShape.Box], opacity: Double), x: Int, y: Int, style: Style,
                              to run: inout ShapeRun) {
        let fill = CellPaint(style).fg
        if run.fill != fill || run.opacity != shape.opacity { flushShapes(&run) }
        (run.fill, run.opacity) = (fill, shape.opacity)
        let (left, top) = (Double(x * w), Double(y * h))
        for box in shape.boxes {
            run.data.append("M\(Self.number(left + box.x)) \(Self.number(top + box.y))h\(Self.number(box.width))v\(Self.number(box.height))h\(Self.number(-box.width))z")
        }
    }

    /// Underline and strike-through as thin rectangles under and across the cell.
    private mutating func decorations(_ cell: Cell, x: Int, y: Int) {
        let attributes = cell.style.attributes
        guard attributes.contains(.underline) || attributes.contains(.strike) else { return }
        let cells = max(1, Int(cell.width))
        let fg = CellPaint(cell.style).fg
        if attributes.contains(.underline) { rect(x: x * w, y: y * h + h - 3, width: cells * w, height: 1, fill: fg) }
        if attributes.contains(.strike) { rect(x: x * w, y: y * h + h / 2, width: cells * w, height: 1, fill: fg) }
    }

    private mutating func rect(x: Int, y: Int, width: Int, height: Int, fill: PictureColor) {
        out.append("<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"\(fill.hex)\"/>\n")
    }

    /// `value` as SVG writes numbers: no `.0` on whole ones.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
