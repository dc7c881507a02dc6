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
        cells = Array(repeating: fill, count: self.width * self.height)
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
    /// Text whose scalars are each a cluster of their own (`TextWidth.isSimple`) is drawn
    /// scalar by scalar, without breaking it into `Character`s (the renderer's hot path).
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        let end = min(limit ?? width, width)
        guard y >= 0, y < height else { return x }
        var column = x
        if TextWidth.isSimple(text) {
            for scalar in text.unicodeScalars {
                if column >= end { break }
                let cellWidth = TextWidth.simpleWidth(scalar.value) ?? 1
                if cellWidth == 0 { continue }
                let cell = Cell(scalars: CollectionOfOne(scalar), width: cellWidth, style: style)
                guard place(cell, at: &column, y: y, end: end) else { break }
            }
        } else {
            for character in text {
                if column >= end { break }
                let cellWidth = TextWidth.of(character)
                if cellWidth == 0 { continue }  // stray combining marks and controls are dropped
                let cell = Cell(scalars: character.unicodeScalars, width: cellWidth, style: style)
                guard place(cell, at: &column, y: y, end: end) else { break }
            }
        }
        return column
    }

    /// Draws `cell` at `column` of row `y` and moves `column` past it; false (and a blank in
    /// its place) when it would cross `end`, since a wide character never straddles the edge.
    /// Cells left of the grid are skipped, but still move `column`.
    private mutating func place(_ cell: Cell, at column: inout Int, y: Int, end: Int) -> Bool {
        let cellWidth = Int(cell.width)
        if column + cellWidth > end {
            setCell(Cell(symbol: " ", style: cell.style), x: column, y: y)
            column += 1
            return false
        }
        if cellWidth == 2, column + 1 >= 0 {
            setCell(Cell(symbol: " ", style: cell.style), x: column + 1, y: y)  // frees the cell first
            if column >= 0 {
                setCell(cell, x: column, y: y)
                cells[y * width + column + 1] = .continuation(cell.style)
            }
        } else if column >= 0 {
            setCell(cell, x: column, y: y)
        }
        column += cellWidth
        return true
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
        for row in area.rows {
            for column in area.columns { setCell(Cell(symbol: " ", style: style), x: column, y: row) }
        }
    }

    /// The rows and columns of a rectangle that lie on the grid; empty ranges when none do.
    private func onGrid(x: Int, y: Int, width w: Int, height h: Int) -> (rows: Range<Int>, columns: Range<Int>) {
        (max(0, y)..<max(max(0, y), min(height, y + h)), max(0, x)..<max(max(0, x), min(width, x + w)))
    }

    /// Stores a cell, first blanking the other half of any wide character it overwrites.
    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let index = y * width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1].symbol = " "
        } else if cells[index].width == 2, x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].symbol = " "
        }
        cells[index] = cell
    }

    /// One row as text, wide characters once, trailing spaces kept.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<width where !self[x, y].isContinuation { text += self[x, y].symbol }
        return text
    }

    /// The rows as text, trailing spaces trimmed.
    public var lines: [String] {
        (0..<height).map { y in
            var row = line(y)
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    /// The frame as text: rows joined with `\n`, trailing spaces trimmed (`app:screen()`).
    public var text: String { lines.joined(separator: "\n") }
}
