/// Paints a page's rows into the page area, and the status row.
enum PageRenderer {
    /// Draws `page` from the top-left of `rows`, span after span; rows and cells that do not
    /// fit are clipped (a wide character at the right edge becomes a blank).
    static func paint(_ page: [Row], rows: Range<Int>, width: Int, _ canvas: inout Canvas) {
        let columns = 0..<max(0, width)
        for (y, row) in zip(rows, page) {
            var x = 0
            for span in row where x < columns.upperBound {
                x = canvas.text(span.text, x: x, y: y, style: span.style, clip: columns)
            }
        }
    }

    /// Draws `status` on row `y`, truncated with `…` to the width.
    static func paintStatus(_ status: String, y: Int, width: Int, _ canvas: inout Canvas) {
        let text = TextWidth.truncate(status, to: width)
        canvas.text(text, x: 0, y: y, style: .plain, clip: 0..<max(0, width))
    }
}
