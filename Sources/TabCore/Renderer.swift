/// Draws a whole frame: the bar (with its extra rows), the page area and the status row.
///
/// Rendering never changes the container; it reads it and returns a `Frame` whose hit map
/// comes from the same pass as its cells. Any size, zero and negative included, is drawn as
/// far as it fits. When the selected tab's page is a container, its bar and page are drawn in
/// the page area, recursively; their hit regions carry the container's path.
public enum Renderer {
    /// Draws `container` at `width` x `height` with `page` in the (innermost) page area and,
    /// when given, `status` on the last row.
    public static func render(_ container: Container, page: [Row], width: Int, height: Int, status: String? = nil) -> Frame {
        render(container, layouts: [], page: page, width: width, height: height, status: status)
    }

    /// Draws `container` from a layout computed beforehand with `Layout.bar` (the runtime keeps
    /// the layout to store its `scrollOffset`, or computes it without revealing the selection).
    public static func render(
        _ container: Container, layout: BarLayout, page: [Row], width: Int, height: Int, status: String? = nil
    ) -> Frame {
        render(container, layouts: [layout], page: page, width: width, height: height, status: status)
    }

    /// Draws `container` and the nested bars on screen, with one layout per bar of
    /// `container.shownPaths` computed beforehand; a missing one is computed here.
    public static func render(
        _ container: Container, layouts: [BarLayout], page: [Row], width: Int, height: Int, status: String? = nil
    ) -> Frame {
        draw(container, layouts: layouts[...], page: page, width: width, height: height, status: status)
    }

    private static func draw(
        _ container: Container, layouts: ArraySlice<BarLayout>, page: [Row], width: Int, height: Int, status: String?
    ) -> Frame {
        let rows = FrameRows(container.style, height: height, status: status != nil)
        var canvas = Canvas(width: width, height: height)
        canvas.rows = rows.room
        let layout = layouts.first ?? Layout.bar(container, width: width)
        BarRenderer(container: container, layout: layout, rows: rows).paint(&canvas)
        if let (id, inner) = container.selectedNested {
            let nested = draw(inner, layouts: layouts.dropFirst(), page: page, width: width, height: rows.page.count, status: nil)
            canvas.embed(nested, atRow: rows.page.lowerBound, under: id)
        } else {
            PageRenderer.paint(page, rows: rows.page, width: width, &canvas)
        }
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

    /// Where each bar of `container.shownPaths` is drawn at that size, outermost first.
    public static func shownBars(_ container: Container, width: Int, height: Int, status: Bool = false) -> [ShownBar] {
        var bars: [ShownBar] = []
        var top = 0
        var height = max(0, height)
        for path in container.shownPaths {
            guard let level = path.isEmpty ? container : container.nested(at: path) else { break }
            let rows = FrameRows(level.style, height: height, status: status && path.isEmpty)
            bars.append(ShownBar(
                path: path, rows: top..<(top + rows.room.count),
                page: (top + rows.page.lowerBound)..<(top + rows.page.upperBound),
                indicator: (top + rows.indicator.lowerBound)..<(top + rows.indicator.upperBound)))
            top += rows.page.lowerBound
            height = rows.page.count
        }
        return bars
    }
}

/// Where one bar of the frame sits: the rows its container takes (bar and page area), its
/// page area and its indicator rows, as 0-based screen rows.
public struct ShownBar: Sendable, Equatable {
    public var path: [String]
    public var rows: Range<Int>
    public var page: Range<Int>
    public var indicator: Range<Int>

    /// Whether screen row `y` is one of this bar's own rows (not its page, not the status row).
    public func isBarRow(_ y: Int) -> Bool { rows.contains(y) && !page.contains(y) }
}
