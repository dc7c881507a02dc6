/// A Screen being painted together with its hit map, so cells and hit regions come from the
/// same pass and cannot disagree.
///
/// Every write is clipped to the columns given and to `rows`; a wide character cut by a clip
/// edge on either side is drawn as a blank, never split.
struct Canvas {
    var screen: Screen
    var regions: [HitRegion] = []
    /// The screen's rows: writes outside them are dropped.
    var rows: Range<Int> { 0..<screen.height }

    init(width: Int, height: Int) {
        screen = Screen(width: width, height: height)
    }

    init(screen: Screen, regions: [HitRegion]) {
        self.screen = screen
        self.regions = regions
    }

    var frame: Frame { Frame(screen: screen, hits: HitMap(regions: regions)) }

    /// Draws `text` from column `x`, keeping only the cells inside `clip`. Returns the column
    /// after the text as if unclipped, except where the clip's right edge cut it (where drawing
    /// stopped, at or past `clip.upperBound`) or `y` is not writable (`x`).
    @discardableResult
    mutating func text(_ text: String, x: Int, y: Int, style: Style, clip: Range<Int>) -> Int {
        guard rows.contains(y), !text.isEmpty else { return x }
        let clip = clip.clamped(to: 0..<screen.width)
        guard x < clip.upperBound else { return x + TextWidth.of(text) }
        if x >= clip.lowerBound {
            return screen.put(text, x: x, y: y, style: style, limit: clip.upperBound)
        }
        let (rest, straddle) = TextWidth.dropping(text, cells: clip.lowerBound - x)
        if straddle > 0 { fill(clip.lowerBound..<(clip.lowerBound + straddle), y: y, style: style, clip: clip) }
        let end = screen.put(String(rest), x: clip.lowerBound + straddle, y: y, style: style, limit: clip.upperBound)
        return rest.isEmpty ? x + TextWidth.of(text) : end  // wholly left of the clip: where it would end
    }

    /// Draws the narrow `glyph` in every cell of `columns` on row `y` inside `clip` (an
    /// indicator, a separator line), as `text` of it repeated would.
    mutating func repeatGlyph(_ glyph: Unicode.Scalar, _ columns: Range<Int>, y: Int, style: Style, clip: Range<Int>) {
        guard rows.contains(y) else { return }
        let visible = columns.clamped(to: clip)
        screen.repeatGlyph(glyph, x: visible.lowerBound, y: y, width: visible.count, style: style)
    }

    /// Fills `columns` of row `y` with blanks of `style`.
    mutating func fill(_ columns: Range<Int>, y: Int, style: Style, clip: Range<Int>) {
        guard rows.contains(y) else { return }
        let visible = columns.clamped(to: clip)
        screen.clear(x: visible.lowerBound, y: y, width: visible.count, style: style)
    }

    /// Records that `columns` of row `y` belong to `hit`.
    mutating func hit(_ columns: Range<Int>, y: Int, _ hit: Hit, clip: Range<Int>) {
        let visible = columns.clamped(to: clip.clamped(to: 0..<screen.width))
        guard rows.contains(y), !visible.isEmpty else { return }
        regions.append(HitRegion(x: visible.lowerBound, y: y, width: visible.count, hit: hit))
    }

    /// Copies a frame drawn for the page area (a nested container's) onto rows from `top`,
    /// with its hit regions moved there and put under the item `id` of this bar.
    mutating func embed(_ frame: Frame, atRow top: Int, under id: String) {
        let width = min(frame.screen.width, screen.width)
        for y in 0..<frame.screen.height where rows.contains(top + y) {
            for x in 0..<width { screen[x, top + y] = frame.screen[x, y] }
        }
        for var region in frame.hits.regions where rows.contains(top + region.y) {
            region.y += top
            region.hit.path.insert(id, at: 0)
            regions.append(region)
        }
    }
}
