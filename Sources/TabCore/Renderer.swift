/// Draws a whole frame: the bar (with its extra rows), the page area and the status rows.
///
/// Rendering never changes the container; it reads it and returns a `Frame` whose hit map
/// comes from the same pass as its cells. Any size, zero and negative included, is drawn as
/// far as it fits. When the selected tab's page is a container, its bar and page are drawn in
/// the page area, recursively; their hit regions carry the container's path.
public enum Renderer {
    /// Draws `container` at `width` x `height` with `page` in the (innermost) page area and,
    /// when given, `status` in the status rows (see `StatusMessage`).
    public static func render(_ container: Container, page: [Row], width: Int, height: Int, status: StatusMessage? = nil) -> Frame {
        render(container, layouts: [], page: page, width: width, height: height, status: status)
    }

    /// Draws `container` from a layout computed beforehand with `Layout.bar` (the runtime keeps
    /// the layout to store its `scrollOffset`, or computes it without revealing the selection).
    public static func render(
        _ container: Container, layout: BarLayout, page: [Row], width: Int, height: Int, status: StatusMessage? = nil
    ) -> Frame {
        render(container, layouts: [layout], page: page, width: width, height: height, status: status)
    }

    /// Draws `container` and the nested bars on screen, with one layout per bar of
    /// `container.shownPaths` computed beforehand; a missing one is computed here.
    public static func render(
        _ container: Container, layouts: [BarLayout], page: [Row], width: Int, height: Int, status: StatusMessage? = nil
    ) -> Frame {
        draw(container, layouts: layouts[...], page: page, width: width, height: height, status: status, focusReached: true)
    }

    /// `focusReached`: the keyboard focus is in this bar or one nested in it (the bars around
    /// it all moved their focus inside).
    private static func draw(
        _ container: Container, layouts: ArraySlice<BarLayout>, page: [Row], width: Int, height: Int,
        status: StatusMessage?, focusReached: Bool
    ) -> Frame {
        let lines = statusLines(status, width: width, height: height)
        let rows = FrameRows(container.style, height: height, statusRows: lines.count)
        var canvas = Canvas(width: width, height: height)
        let layout = layouts.first ?? Layout.bar(container, width: width)
        let selectedNested = container.selectedNested
        let nestedFocus = container.focusInside && selectedNested != nil
        BarRenderer(layout: layout, rows: rows, hasFocus: focusReached && !nestedFocus).paint(container, &canvas)
        if let (id, inner) = selectedNested {
            let nested = draw(
                inner, layouts: layouts.dropFirst(), page: page, width: width, height: rows.page.count, status: nil,
                focusReached: focusReached && nestedFocus)
            canvas.embed(nested, atRow: rows.page.lowerBound, under: id)
        } else {
            PageRenderer.paint(page, rows: rows.page, width: width, &canvas)
        }
        PageRenderer.paintStatus(lines, rows: rows.status, width: width, &canvas)
        return canvas.frame
    }

    /// The rows `status` takes at that size.
    /// `frame` with `status` drawn over its bottom rows (as many as it takes, at most a third
    /// of them): how the host shows an error over the last good frame when drawing a new one
    /// ran out of its budget (`Budget`).
    package static func overlay(_ status: StatusMessage, on frame: Frame) -> Frame {
        let width = frame.screen.width, height = frame.screen.height
        let lines = statusLines(status, width: width, height: height)
        var canvas = Canvas(screen: frame.screen, regions: frame.hits.regions)
        PageRenderer.paintStatus(lines, rows: max(0, height - lines.count)..<height, width: width, &canvas)
        return canvas.frame
    }

    private static func statusLines(_ status: StatusMessage?, width: Int, height: Int) -> [StatusMessage.Line] {
        status?.lines(width: width, limit: StatusMessage.rowLimit(height: height)) ?? []
    }

    /// The page area for that size, so the runtime can give a page function its
    /// `ctx.width` and `ctx.height` before rendering.
    public static func pageArea(
        _ container: Container, width: Int, height: Int, status: StatusMessage? = nil
    ) -> (x: Int, y: Int, width: Int, height: Int) {
        let rows = FrameRows(container.style, height: height, statusRows: statusLines(status, width: width, height: height).count)
        return (0, rows.page.lowerBound, max(0, width), rows.page.count)
    }

    /// Where each bar of `container.shownPaths` is drawn at that size, outermost first.
    public static func shownBars(_ container: Container, width: Int, height: Int, status: StatusMessage? = nil) -> [ShownBar] {
        var bars: [ShownBar] = []
        let statusRows = statusLines(status, width: width, height: height).count
        var top = 0
        var height = max(0, height)
        for path in container.shownPaths {
            let statusRows = path.isEmpty ? statusRows : 0
            guard let rows = container.withNested(at: path, { FrameRows($0.style, height: height, statusRows: statusRows) })
            else { break }
            bars.append(ShownBar(
                path: path, rows: top..<(top + height),
                page: (top + rows.page.lowerBound)..<(top + rows.page.upperBound),
                status: (top + rows.status.lowerBound)..<(top + rows.status.upperBound),
                indicator: (top + rows.indicator.lowerBound)..<(top + rows.indicator.upperBound)))
            top += rows.page.lowerBound
            height = rows.page.count
        }
        return bars
    }
}

/// Where one bar of the frame sits: the rows its container takes (bar, page area and, for the
/// outermost, the status rows), its page area, its status rows and its indicator rows, as
/// 0-based screen rows.
public struct ShownBar: Sendable, Equatable {
    public var path: [String]
    public var rows: Range<Int>
    public var page: Range<Int>
    public var status: Range<Int>
    public var indicator: Range<Int>

    /// Whether screen row `y` is one of this bar's own rows (not its page, not the status rows).
    public func isBarRow(_ y: Int) -> Bool { rows.contains(y) && !page.contains(y) && !status.contains(y) }
}
