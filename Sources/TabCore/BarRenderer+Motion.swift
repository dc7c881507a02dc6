/// The animated parts of the bar, drawn from `Container.motion`: the indicator on its way to
/// the selected tab (`isIndicatorSlide`) and the ink flash of an activated item (`inkColor`).
///
/// Kept apart from `BarRenderer`, which calls in at two places, so the static look and the
/// animation can change independently.
extension BarRenderer {
    /// Paints `inkColor` behind the flashing item's cells on the strip rows, keeping their
    /// glyphs and text colors.
    func paintFlash(_ container: Container, _ canvas: inout Canvas) {
        let motion = container.motion
        guard let flash = motion.flash, flash.isVisible(at: motion.time), let ink = container.style.inkColor,
              let slot = layout.slot(id: flash.itemID) else { return }
        for y in rows.strip { canvas.paintBackground(ink, slot.span.clamped(to: layout.viewport), y: y) }
    }
}

/// The columns of the indicator under the selected `slot` at the motion's time: the slot's
/// own columns, or a point on the way there while a slide runs.
func animatedIndicatorColumns(_ container: Container, _ slot: TabSlot) -> Range<Int> {
    let target = indicatorColumns(slot, container.style.indicatorWidth).clamped(to: slot.span)
    guard let slide = container.motion.slide else { return target }
    return slide.columns(toward: target, at: container.motion.time)
}

extension Renderer {
    /// The columns the indicator covers in a frame of `container` drawn from `layout` (at
    /// `container.motion.time`), clipped to the bar's viewport; nil when the selection is not
    /// marked by an indicator or is off screen. The runtime keeps it as the start of the next
    /// slide.
    public static func indicatorColumns(_ container: Container, layout: BarLayout) -> Range<Int>? {
        guard layout.mark == .underline, let slot = layout.selectedSlot else { return nil }
        return animatedIndicatorColumns(container, slot).clamped(to: layout.viewport)
    }
}

extension Canvas {
    /// Sets the background of `columns` on row `y`, leaving symbols and other attributes.
    mutating func paintBackground(_ color: Color, _ columns: Range<Int>, y: Int) {
        guard rows.contains(y) else { return }
        for x in columns.clamped(to: 0..<screen.width) { screen[x, y].style.bg = color }
    }
}
