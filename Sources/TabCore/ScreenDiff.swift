/// One cell a terminal must redraw: where, and what to draw there.
public struct CellChange: Hashable, Sendable {
    /// 0-based column.
    public var x: Int
    /// 0-based row.
    public var y: Int
    public var cell: Cell

    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

extension Screen {
    /// The cells a terminal showing `previous` must redraw to show this screen, in reading order.
    ///
    /// Only cells that differ are listed, so a tab switch writes a few dozen cells instead of a
    /// whole frame. When the sizes differ the terminal's content is unknown and every cell is
    /// listed. Wide characters need care because one glyph spans two cells; `我` below is wide
    /// and `·` stands for its continuation cell:
    ///
    /// | case                                        | Prev  | Next  | Updates       |
    /// |---------------------------------------------|-------|-------|---------------|
    /// | a wide character changes                    | `我·`  | `你·`  | `(0,你)`       |
    /// | a wide character becomes narrow ones        | `我·`  | `ab`  | `(0,a) (1,b)` |
    /// | narrow ones become a wide character         | `ab`  | `我·`  | `(0,我)`       |
    /// | a wide character moves right                | `我·c` | `a我·` | `(0,a) (1,我)` |
    /// | a wide character moves left                 | `a我·` | `我·c` | `(0,我) (2,c)` |
    /// | a wide character stays, a neighbour changes | `我·a` | `我·b` | `(2,b)`       |
    ///
    /// A continuation is never listed on its own: drawing its wide character covers it. The cell
    /// that was the continuation of a replaced wide character is listed, because it now shows
    /// something else. A continuation without a wide character before it (only possible by
    /// setting cells directly) is listed whenever the glyph that spanned it was redrawn, since
    /// the terminal erased that glyph whole.
    public func changes(from previous: Screen) -> [CellChange] {
        let comparable = previous.width == width && previous.height == height
        var changes: [CellChange] = []
        for y in 0..<height {
            appendChanges(row: y, previous: comparable ? previous : nil, to: &changes)
        }
        return changes
    }

    /// Appends the changes of one row; a wide character never spans two rows.
    ///
    /// `covered` counts the cells still hidden under a wide character of this screen;
    /// `disturbed` counts the cells still spanned by a glyph of `previous` that may have been
    /// overwritten, whose content the terminal no longer shows as `previous` says.
    private func appendChanges(row y: Int, previous: Screen?, to changes: inout [CellChange]) {
        var covered = 0
        var disturbed = 0
        for x in 0..<width {
            let index = y * width + x
            let cell = cells[index]
            let old = previous?.cells[index]
            let oldSpan = old.map { Int($0.width) } ?? 0
            if covered > 0 {
                covered -= 1
            } else {
                if old != cell || disturbed > 0 { changes.append(CellChange(x: x, y: y, cell: cell)) }
                covered = max(0, Int(cell.width) - 1)
            }
            disturbed = max(disturbed - 1, oldSpan - 1, 0)
        }
    }
}
