/// Drawing what a `selectionIndicatorTemplate` function returned.
extension BarRenderer {
    /// Draws one row of spans per indicator row from the selected tab's left edge, clipped to
    /// the viewport. A span without a foreground takes the indicator's color, one without a
    /// background the bar's, so `"▔▔▔▔"` alone looks like the built-in indicator.
    func paintTemplate(_ template: [Row], under slot: TabSlot, _ style: BarStyle, _ canvas: inout Canvas) {
        let base = style.indicatorStyle
        for (y, row) in zip(rows.indicator, template) {
            var x = slot.x
            for span in row {
                var look = span.style
                if look.fg == .default { look.fg = base.fg }
                if look.bg == .default { look.bg = base.bg }
                x = canvas.text(span.text, x: x, y: y, style: look, clip: layout.viewport)
            }
        }
    }
}
