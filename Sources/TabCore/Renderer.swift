/// Draws a whole frame: the bar (with its extra rows), the page area and the status row.
///
/// Rendering never changes the container; it reads it and returns a `Frame` whose hit map
/// comes from the same pass as its cells. Any size, zero and negative included, is drawn as
/// far as it fits.
public enum Renderer {
    /// Draws `container` at `width` x `height` with `page` in the page area and, when given,
    /// `status` on the last row.
    public static func render(_ container: Container, page: [Row], width: Int, height: Int, status: String? = nil) -> Frame {
        render(container, layout: Layout.bar(container, width: width), page: page, width: width, height: height, status: status)
    }

    /// Draws `container` from a layout computed beforehand with `Layout.bar` (the runtime keeps
    /// the layout to store its `scrollOffset`, or computes it without revealing the selection).
    public static func render(
        _ container: Container, layout: BarLayout, page: [Row], width: Int, height: Int, status: String? = nil
    ) -> Frame {
        let rows = FrameRows(container.style, height: height, status: status != nil)
        var canvas = Canvas(width: width, height: height)
        canvas.rows = rows.room
        BarRenderer(container: container, layout: layout, rows: rows).paint(&canvas)
        PageRenderer.paint(page, rows: rows.page, width: width, &canvas)
        if let status, let y = rows.status {
            canvas.rows = 0..<canvas.screen.height
            PageRenderer.paintStatus(status, y: y, width: width, &canvas)
        }
        return canvas.frame
    }

    /// The page area for that size, so the runtime can give a page function its
    /// `ctx.width` and `ctx.height` before rendering.
    public static func pageArea(
        _ container: Container, width: Int, height: Int, status: Bool = false
    ) -> (x: Int, y: Int, width: Int, height: Int) {
        let rows = FrameRows(container.style, height: height, status: status)
        return (0, rows.page.lowerBound, max(0, width), rows.page.count)
    }
}
