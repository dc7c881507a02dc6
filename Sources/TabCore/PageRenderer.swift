/// Paints a page's rows into the page area, and the status rows.
enum PageRenderer {
    /// Draws `page` from the top-left of `rows`, span after span; rows and cells that do not
    /// fit are clipped (a wide character at the right edge becomes a blank). Tab characters
    /// move to the next tab stop (every 8 columns of the page). A span is read only as far as
    /// the row can show it.
    static func paint(_ page: [Row], rows: Range<Int>, width: Int, _ canvas: inout Canvas) {
        let columns = 0..<max(0, width)
        for (y, row) in zip(rows, page) {
            var x = 0
            for span in row where x < columns.upperBound {
                if Budget.isSpent { return }  // the frame is cut short and not shown (Budget)
                let shown = TextWidth.expandedPrefix(span.text, cells: columns.upperBound - x, from: x)
                x = canvas.text(shown, x: x, y: y, style: span.style, clip: columns)
            }
        }
    }

    /// Draws the status lines on `rows`, each across the whole width in its kind's look.
    static func paintStatus(_ lines: [StatusMessage.Line], rows: Range<Int>, width: Int, _ canvas: inout Canvas) {
        let columns = 0..<max(0, width)
        for (y, line) in zip(rows, lines) {
            if Budget.isSpent { return }
            let look = StatusMessage.style(line.kind)
            canvas.fill(columns, y: y, style: look, clip: columns)
            canvas.text(line.text, x: 0, y: y, style: look, clip: columns)
        }
    }
}
