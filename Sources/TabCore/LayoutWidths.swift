/// Tab widths per layout mode (SPEC section 4), and the fallbacks when they do not fit.
extension Strip {
    /// Chooses the widths for `width` cells and returns the mode actually used.
    ///
    /// `fixed`, `fit` and `cluster` fall back to `intrinsic` (which scrolls) when the bar is too
    /// narrow for them, as MDCTabBarView does. With `overflow = "shrink"` intrinsic tabs then
    /// give up title cells down to `minTabWidth` before the strip scrolls.
    mutating func size(toFit width: Int, style: BarStyle, _ parameters: LayoutParameters) -> LayoutMode {
        guard count > 0 else { return style.effectiveLayout }
        let available = width - parameters.left - parameters.right - parameters.gap * (count - 1)
        let mode = style.effectiveLayout
        if mode != .intrinsic, let sized = widths(for: mode, available: available, parameters) {
            widths = sized
            return mode
        }
        if style.overflow == .shrink, widths.reduce(0, +) > available {
            shrink(to: available, floor: max(parameters.minWidth, parameters.readableWidth))
        }
        return .intrinsic
    }

    /// The widths `mode` gives, or nil when the tabs would not fit in `available` cells.
    ///
    /// `maxTabWidth` caps every mode (intrinsic widths are already capped, so cluster is too);
    /// capped `fit` tabs no longer fill the bar and the alignment places them.
    private func widths(for mode: LayoutMode, available: Int, _ parameters: LayoutParameters) -> [Int]? {
        let widest = widths.max() ?? 0
        switch mode {
        case .intrinsic:
            return nil
        case .fixed:
            let width = min(parameters.tabWidth, parameters.maxWidth)
            return width * count <= available ? Array(repeating: width, count: count) : nil
        case .cluster:
            return widest * count <= available ? Array(repeating: widest, count: count) : nil
        case .fit:
            return Self.equalDivision(available, count: count, atLeast: max(1, widest))?.map { min($0, parameters.maxWidth) }
        }
    }

    /// `available` cells split into `count` equal widths, the remainder spread one cell each
    /// from the left; nil when a width would be under `atLeast` (a title would not fit).
    static func equalDivision(_ available: Int, count: Int, atLeast minimum: Int) -> [Int]? {
        guard available >= 0, available / count >= minimum else { return nil }
        let base = available / count
        let remainder = available % count
        return (0..<count).map { base + ($0 < remainder ? 1 : 0) }
    }

    /// Caps the widest tabs at one common width so the total fits `available` ("water
    /// filling"): wide titles are truncated first and narrow tabs are left alone. No tab goes
    /// under `floor` (or its own width, if smaller), and the selected tab keeps its whole
    /// title; what still does not fit scrolls.
    mutating func shrink(to available: Int, floor: Int) {
        var widths = self.widths
        var available = available
        if let selected {  // kept whole: the others share what it leaves
            available -= widths[selected]
            widths[selected] = 0
        }
        let widest = widths.max() ?? 0
        let total = { (cap: Int) in widths.reduce(0) { $0 + min($1, cap) } }
        var low = floor
        var high = widest
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
        for position in widths.indices where widths[position] > cap && position != selected {
            self.widths[position] = cap + (spare > 0 ? 1 : 0)
            spare -= 1
        }
    }
}
