/// Tab widths per layout mode (docs/scripting.md, "Geometry"), and the fallbacks when they do
/// not fit.
extension Strip {
    /// Chooses the sizing for `width` cells and returns the mode actually used.
    ///
    /// `fixed`, `fit` and `cluster` fall back to `intrinsic` (which scrolls) when the bar is too
    /// narrow for them, as MDCTabBarView does. With `overflow = "shrink"` intrinsic tabs then
    /// give up title cells down to their readable width before the strip scrolls.
    mutating func size(toFit width: Int, container: Container, _ parameters: LayoutParameters) -> LayoutMode {
        let style = container.style
        guard count > 0 else { return style.effectiveLayout }
        let available = width - parameters.left - parameters.right - parameters.gap * (count - 1)
        let mode = style.effectiveLayout
        if mode != .intrinsic, let sizing = sizing(for: mode, available: available, parameters) {
            self.sizing = sizing
            return mode
        }
        if style.overflow == .shrink, intrinsicTotal > available {
            sizing = shrunk(to: available, container: container, parameters)
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
    /// under its readable width (`readableWidth(of:)`: its image, three characters of its
    /// title and `…`, its badge, or `minTabWidth` when wider) unless its own width is smaller,
    /// and the selected tab keeps its whole title; what still does not fit scrolls.
    ///
    /// Lists every width: shrinking visits each tab, once per frame.
    func shrunk(to available: Int, container: Container, _ parameters: LayoutParameters) -> Sizing {
        var widths = (0..<count).map(intrinsicWidth)
        let floors = (0..<count).map { position in
            min(widths[position], Self.readableWidth(of: container.items[indices[position]], style: container.style, parameters))
        }
        var available = available
        if let selected {  // kept whole: the others share what it leaves
            available -= widths[selected]
            widths[selected] = 0
        }
        let capped = { (position: Int, cap: Int) in min(widths[position], max(floors[position], cap)) }
        let total = { (cap: Int) in widths.indices.reduce(0) { $0 + capped($1, cap) } }
        var low = 0
        var high = widths.max() ?? 0
        while low < high {  // the largest cap whose total fits (at 0 every tab is at its floor)
            let mid = (low + high + 1) / 2
            if total(mid) <= available { low = mid } else { high = mid - 1 }
        }
        let cap = low
        var spare = max(0, available - total(cap))
        var shrunk = widths.indices.map { capped($0, cap) }
        if let selected { shrunk[selected] = intrinsicWidth(selected) }
        for position in widths.indices where spare > 0 && position != selected && widths[position] > shrunk[position] {
            shrunk[position] += 1  // the cells the common width leaves over go to the first capped tabs
            spare -= 1
        }
        var offsets = [0]
        offsets.reserveCapacity(count + 1)
        for width in shrunk { offsets.append(offsets[offsets.count - 1] + width) }
        return .listed(widths: shrunk, offsets: offsets)
    }

    /// The narrowest a shrunk tab gets: its image, three characters of its title (grapheme
    /// clusters, so `日本語…` as well as `Doc…`) and `…`, its badge, between its padding; or
    /// `minTabWidth` when wider.
    static func readableWidth(of item: Item, style: BarStyle, _ parameters: LayoutParameters) -> Int {
        var content = ItemContent(item, style: style, isOn: item.kind == .toggle && item.isOn)
        content.keepReadableStart(transform: style.titleTextTransform)
        let padding = parameters.padding(marked: parameters.isMarked(item, selected: false))
        return max(parameters.minWidth, content.width + 2 * padding)
    }
}

extension ItemContent {
    /// The characters of a title a shrunk tab keeps, before its `…`.
    static let readableCharacters = 3

    /// Cuts the title to its first `readableCharacters` characters and `…`, as a shrunk tab
    /// shows it at its narrowest.
    mutating func keepReadableStart(transform: TextTransform) {
        let limit = Self.readableCharacters
        guard let cut = title.index(title.startIndex, offsetBy: limit, limitedBy: title.endIndex), cut < title.endIndex else { return }
        title = transform.apply(String(title[..<cut])) + "…"
        titleWidth = TextWidth.of(title)
    }
}
