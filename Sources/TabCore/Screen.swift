/// A grid of cells: the only render target.
///
/// The renderer draws a frame into a `Screen`; stdout prints it, the TTY writes the diff of two
/// of them, and tests read it as text. Coordinates are 0-based columns (`x`) and rows (`y`).
/// Writes outside the grid are clipped, and a wide character is never split: one that would
/// straddle the right edge (or a clip boundary) is replaced by a blank.
public struct Screen: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    /// A blank screen; negative sizes are treated as zero.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Self.cells(repeating: fill, count: self.width * self.height)
    }

    /// `count` copies of `cell`, made by doubling copies of memory (a cell is plain bytes):
    /// storing them one by one was a tenth of a frame's instructions at 80x24.
    private static func cells(repeating cell: Cell, count: Int) -> [Cell] {
        [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress, count > 0 else { return }
            base.initialize(to: cell)
            var filled = 1
            while filled < count {
                let copied = min(filled, count - filled)
                (base + filled).initialize(from: base, count: copied)
                filled += copied
            }
            initialized = count
        }
    }

    /// A screen holding plain `lines`, each padded or cut to `width` (for literal test screens).
    public init(lines: [String], width: Int? = nil) {
        self.init(width: width ?? lines.map(TextWidth.of).max() ?? 0, height: lines.count)
        for (y, line) in lines.enumerated() { put(line, x: 0, y: y) }
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
        }
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` starting at (`x`, `y`), stopping at `limit` (exclusive column, default the
    /// right edge). Returns the column after the last cell written.
    ///
    /// Text whose scalars are each a cluster of their own (`TextWidth.isSimple`) is drawn from
    /// its UTF-8 bytes, without breaking it into `Character`s (the renderer's hot path).
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        let end = min(limit ?? width, width)
        guard y >= 0, y < height else { return x }
        var bytes = text
        return withRow(y) { row in
            bytes.withUTF8 { utf8 in
                if TextWidth.isPrintableASCII(utf8) { return row.put(ascii: utf8, x: x, style: style, end: end) }
                return TextWidth.isSimple(utf8) ? Self.putSimple(utf8, x: x, style: style, end: end, row)
                    : Self.putClusters(text, x: x, style: style, end: end, row)
            }
        }
    }

    /// Draws the narrow `glyph` in every cell of `columns` on row `y` (clipped to the grid),
    /// as `put` of it repeated would, without building the text.
    mutating func repeatGlyph(_ glyph: Unicode.Scalar, x: Int, y: Int, width w: Int, style: Style) {
        let columns = max(0, x)..<max(max(0, x), min(width, x + w))
        guard y >= 0, y < height, !columns.isEmpty else { return }
        let cell = Cell(scalars: CollectionOfOne(glyph), width: 1, style: style)
        withRow(y) { $0.fill(columns, with: cell) }
    }

    /// `put` of text whose every scalar has a `TextWidth.simpleWidth`: one cell per scalar,
    /// made from its bytes.
    private static func putSimple(_ utf8: UnsafeBufferPointer<UInt8>, x: Int, style: Style, end: Int, _ row: ScreenRow) -> Int {
        var column = x
        guard let base = utf8.baseAddress else { return column }
        for (value, offset, count) in UTF8Scalars(utf8) {
            if column >= end { break }
            let cellWidth = TextWidth.simpleWidth(value) ?? 1
            if cellWidth == 0 { continue }
            let cell = Cell(utf8: base + offset, count: count, width: cellWidth, style: style)
            guard row.place(cell, at: &column, end: end) else { break }
        }
        return column
    }

    /// `put` of any text: one cell per grapheme cluster.
    private static func putClusters(_ text: String, x: Int, style: Style, end: Int, _ row: ScreenRow) -> Int {
        var column = x
        for character in text {
            if column >= end { break }
            let cellWidth = TextWidth.of(character)
            if cellWidth == 0 { continue }  // stray combining marks and controls are dropped
            let cell = Cell(scalars: character.unicodeScalars, width: cellWidth, style: style)
            guard row.place(cell, at: &column, end: end) else { break }
        }
        return column
    }

    /// Sets the style of every cell in a rectangle, keeping the symbols.
    public mutating func setStyle(_ style: Style, x: Int, y: Int, width w: Int, height h: Int = 1) {
        let area = onGrid(x: x, y: y, width: w, height: h)
        for row in area.rows {
            for column in area.columns { cells[row * width + column].style = style }
        }
    }

    /// Fills a rectangle with blanks of `style`.
    public mutating func clear(x: Int, y: Int, width w: Int, height h: Int = 1, style: Style = .plain) {
        let area = onGrid(x: x, y: y, width: w, height: h)
        guard !area.columns.isEmpty else { return }
        for y in area.rows {
            withRow(y) { $0.fill(area.columns, with: .space(style)) }
        }
    }

    /// Runs `body` on row `y` (which must be on the grid) as a `ScreenRow`.
    private mutating func withRow<Result>(_ y: Int, _ body: (ScreenRow) -> Result) -> Result {
        let (start, count) = (y * width, width)
        return cells.withUnsafeMutableBufferPointer { cells in
            body(ScreenRow(cells: UnsafeMutableBufferPointer(rebasing: cells[start..<(start + count)])))
        }
    }

    /// The rows and columns of a rectangle that lie on the grid; empty ranges when none do.
    private func onGrid(x: Int, y: Int, width w: Int, height h: Int) -> (rows: Range<Int>, columns: Range<Int>) {
        (max(0, y)..<max(max(0, y), min(height, y + h)), max(0, x)..<max(max(0, x), min(width, x + w)))
    }

    /// One row as text, wide characters once, trailing spaces kept.
    public func line(_ y: Int) -> String {
        text(rows: y..<(y + 1), trimmed: false)
    }

    /// The rows as text, trailing spaces trimmed.
    public var lines: [String] {
        (0..<height).map { text(rows: $0..<($0 + 1), trimmed: true) }
    }

    /// The frame as text: rows joined with `\n`, trailing spaces trimmed (`app:screen()`).
    public var text: String { text(rows: 0..<height, trimmed: true) }

    /// `rows` as one string joined with `\n`, built from the cells' bytes in one allocation
    /// (no `String` per cell, and trimming is cutting the row's byte count).
    private func text(rows: Range<Int>, trimmed: Bool) -> String {
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty, width > 0 else { return rows.count > 1 ? String(repeating: "\n", count: rows.count - 1) : "" }
        let cellRange = (rows.lowerBound * width)..<(rows.upperBound * width)
        let capacity = cells[cellRange].reduce(rows.count - 1) { $0 + $1.byteCount }
        return cells.withUnsafeBufferPointer { cells in
            String(unsafeUninitializedCapacity: capacity) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                var length = 0
                for y in rows {
                    if y > rows.lowerBound {
                        base[length] = 0x0A
                        length += 1
                    }
                    length = Self.append(row: cells[(y * width)..<((y + 1) * width)], to: base, at: length, trimmed: trimmed)
                }
                return length
            }
        }
    }

    /// Writes one row's bytes from `offset`; returns the end, before any trailing blanks
    /// when `trimmed`.
    private static func append(row: Slice<UnsafeBufferPointer<Cell>>, to base: UnsafeMutablePointer<UInt8>,
                               at offset: Int, trimmed: Bool) -> Int {
        var length = offset
        var end = offset
        for cell in row {
            cell.copyBytes(to: base + length)
            length += cell.byteCount
            if !trimmed || !cell.isSpace { end = length }
        }
        return end
    }
}
