/// One row of a `Screen`'s cells being written, as plain memory: `Screen.put` and
/// `Screen.clear` take the row once and write cell after cell without the array's checks.
///
/// Keeps the Screen's rule that a wide character is never split: a write over either half of
/// one blanks the other half, and a wide character that would cross `end` becomes a blank.
struct ScreenRow {
    let cells: UnsafeMutableBufferPointer<Cell>

    /// Draws `cell` at `column` and moves `column` past it; false (and a blank in its place)
    /// when it would cross `end`. Cells left of the row are skipped, but still move `column`.
    func place(_ cell: Cell, at column: inout Int, end: Int) -> Bool {
        let cellWidth = Int(cell.width)
        if column + cellWidth > end {
            set(.space(cell.style), at: column)
            column += 1
            return false
        }
        if cellWidth == 2, column + 1 >= 0 {
            set(.space(cell.style), at: column + 1)  // frees the cell first
            if column >= 0 {
                set(cell, at: column)
                cells[column + 1] = .continuation(cell.style)
            }
        } else if column >= 0 {
            set(cell, at: column)
        }
        column += cellWidth
        return true
    }

    /// Draws printable ASCII from column `x` up to `end`: one narrow cell per byte, so only
    /// the two ends can cut a wide character. Returns the column after the last cell.
    func put(ascii utf8: UnsafeBufferPointer<UInt8>, x: Int, style: Style, end: Int) -> Int {
        let stop = min(end, x + utf8.count)
        let columns = max(0, x)..<max(max(0, x), stop)
        guard let first = columns.first, let last = columns.last else { return max(x, min(stop, x + utf8.count)) }
        set(Cell(ascii: utf8[first - x], style: style), at: first)
        set(Cell(ascii: utf8[last - x], style: style), at: last)
        for column in columns.dropFirst().dropLast() { cells[column] = Cell(ascii: utf8[column - x], style: style) }
        return stop
    }

    /// Stores a cell, first blanking the other half of any wide character it overwrites.
    func set(_ cell: Cell, at x: Int) {
        guard x >= 0, x < cells.count else { return }
        if cells[x].isContinuation, x > 0 {
            cells[x - 1] = .space(cells[x - 1].style)
        } else if cells[x].width == 2, x + 1 < cells.count, cells[x + 1].isContinuation {
            cells[x + 1] = .space(cells[x + 1].style)
        }
        cells[x] = cell
    }

    /// Fills `columns` (on the row) with `cell`, a narrow one: only the ends can cut a wide
    /// character, the cells between are simply replaced.
    func fill(_ columns: Range<Int>, with cell: Cell) {
        guard let first = columns.first, let last = columns.last else { return }
        set(cell, at: first)
        set(cell, at: last)
        for x in columns.dropFirst().dropLast() { cells[x] = cell }
    }
}
