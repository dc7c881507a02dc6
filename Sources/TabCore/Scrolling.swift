/// The overflow scroll as part of the update (`overflow = "scroll"`: docs/scripting.md,
/// "Geometry").
///
/// Where a scrolled strip stands is model state (`Container.scrollOffset`), decided when the
/// model changes, never when it is drawn: the update ends with `revealCursor`, and the
/// renderer draws the offset as it is (`Layout.bar(_:width:revealSelection: false)`). So the
/// same inputs give the same strip however many frames were drawn in between, and reading a
/// frame changes nothing.
extension Container {
    /// Scrolls every bar on screen (this one and those nested in the selected pages) as little
    /// as possible to show its cursor whole (the item with the keyboard focus, else the
    /// selected tab) in a bar `width` cells wide, and measures the bars for the next frames.
    /// The bar at `pinned` keeps its offset: the user scrolled it from a marker, away from
    /// the cursor, until the next selection change.
    public mutating func revealCursor(width: Int, keeping pinned: [String]? = nil) {
        for path in shownPaths {
            updateNested(at: path) { bar in
                bar.measure()
                guard path != pinned else { return }
                let revealed = Layout.bar(bar, width: width)
                bar.scrollOffset = revealed.scrollOffset  // 0 for a strip that fits
                if revealed.isScrolling {
                    // As drawn: where the markers leave a narrower bar the offset may be
                    // clamped, and what is stored is what every frame shows.
                    bar.scrollOffset = Layout.bar(bar, width: width, revealSelection: false).scrollOffset
                }
            }
        }
    }
}
