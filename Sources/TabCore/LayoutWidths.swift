/// Tab widths per layout mode (docs/scripting.md, "Geometry"), and the fallbacks when they do
/// not fit.
extension Strip {
    /// Chooses the sizing for `width` cells and returns the mode actually used.
    ///
    /// `fixed`, `fit` and `cluster` fall back to `intrinsic` (which scrolls) when the bar is too
    /// narrow for them, as MDCTabBarView does. With `overflow = "shrink"` intrinsic tabs then
    /// give up title cells down to `minTabWidth` before the strip scrolls.
    mutating func size(toFit width: Int, style: BarStyle, _ parameters: LayoutParameters) -> LayoutMode {
        guard count > 0 else { return style.effectiveLayout }
        let available = width - parameters.left - parameters.right - parameters.gap * (count - 1)
        let mode = style.effectiveLayout
        if mode != .intrinsic, let sizing = sizing(for: mode, available: available, parameters) {
            self.sizing = sizing
            return mode
        }
        if style.overflow == .shrink, intrinsicTotal > available {
            sizing = shrunk(to: available, floor: max(parameters.minWidth, parameters.readableWidth))
        }
        return .intrinsic
    }

    /// The sizing `mode` gives, or nil when the tabs would not fit in `available` cells.
    ///
    /// `maxTabWidth` caps every mode (intrinsic widths are already capped, so cluster is too);
    /// capped `fit` tabs no longer fill the bar and the alignment places them.
    private func sizing(for mode: LayoutMode, available: Int, _ parameters: LayoutParameters) -> Sizing? {
        let widest = widestIntrinsic
        switch mode {
        case .intrinsic:
            return nil
        case .fixed:
            let width = min(parameters.tabWidth, parameters.maxWidth)
            return width * count <= available ? .uniform(width) : nil
        case .cluster:
            return widest * count <= available ? .uniform(widest) : nil
        case .fit:
            guard available >= 0, available / count >= max(1, widest) else { return nil }  // a title would not fit
            return .divided(base: available / count, remainder: available % count, cap: parameters.maxWidth)
        }
    }

    /// Caps the widest tabs at one common width so the total fits `available` ("water
    /// filling"): wide titles are truncated first and narrow tabs are left alone. No tab goes
    /// under `floor` (or its own width, if smaller), and the selected tab keeps its whole
    /// title; what still does not fit scrolls.
    ///
    /// Lists every width: shrinking visits each tab, once per frame.
    func shrunk(to available: Int, floor: Int) -> Sizing {
        var widths = (0..<count).map(intrinsicWidth)
        var available = available
        if let selected {  // kept whole: the others share what it leaves
            available -= widths[selected]
            widths[selected] = 0
        }
        let total = { (cap: Int) in widths.reduce(0) { $0 + min($1, cap) } }
        var low = floor
        var high = widths.max() ?? 0
        if total(low) > available {
            high = low  // even the floor does not fit: every wide tab at the floor, then scroll
        } else {
            while low < high {  // the largest cap whose total fits
                let mid = (low + high + 1) / 2
                if total(mid) <= available { low = mid } else { high = mid - 1 }
            }
        }
        let cap = high
        var spare = max(0, available - total(cap))
        var shrunk = widths
        if let selected { shrunk[selected] = intrinsicWidth(selected) }
        for position in widths.indices where widths[position] > cap && position != selected {
            shrunk[position] = cap + (spare > 0 ? 1 : 0)
            spare -= 1
        }
        var offsets = [0]
        offsets.reserveCapacity(count + 1)
        for width in shrunk { offsets.append(offsets[offsets.count - 1] + width) }
        return .listed(widths: shrunk, offsets: offsets)
    }
}
