/// The bar's geometry, computed from a container without drawing anything.
///
/// One pass in four steps, each O(n) in the number of items: measure every visible item,
/// choose widths for the layout mode (falling back to scrolling when it does not fit), place
/// the strip (alignment or scrolling with overflow markers), then describe the tabs that reach
/// the screen. Only those get their titles transformed and truncated.
public enum Layout {
    /// The geometry of `container`'s bar at `width` cells.
    ///
    /// With `revealSelection` (the default) the strip scrolls as little as possible from
    /// `container.scrollOffset` to show the cursor whole (the item with the keyboard focus,
    /// else the selected tab): the offset the update settles on (`revealCursor`). Without it
    /// the strip is drawn at `container.scrollOffset` as it is, which is how the runtime draws
    /// a settled container.
    public static func bar(_ container: Container, width: Int, revealSelection: Bool = true) -> BarLayout {
        let width = max(0, width)
        let parameters = LayoutParameters(container.style)
        var strip = Strip(measuring: container, parameters)
        let mode = strip.size(toFit: width, style: container.style, parameters)
        strip.place(parameters)
        let placement = Placement(strip, width: width, container: container, parameters, mode: mode, revealSelection: revealSelection)
        let range = strip.positions(overlapping: placement.contentRange)
        return BarLayout(
            width: width,
            slots: range.map { strip.slot(at: $0, container: container, placement: placement, parameters) },
            markers: placement.markers,
            scrollOffset: placement.scroll,
            mode: mode,
            isScrolling: placement.isScrolling,
            viewport: placement.viewport,
            separators: strip.separators(around: range, placement: placement, glyph: container.style.tabsSeparator),
            mark: parameters.mark,
            visibleCount: strip.count,
            indicator: nil)
    }
}

/// The style's geometry parameters, clamped once so no arithmetic can overflow or go negative.
struct LayoutParameters {
    var gap: Int
    var left: Int
    var right: Int
    var padding: Int
    var minWidth: Int
    var maxWidth: Int
    var tabWidth: Int
    var mark: SelectionMark

    init(_ style: BarStyle) {
        gap = clampedSize(style.tabsGap)
        left = clampedSize(style.insets.left)
        right = clampedSize(style.insets.right)
        padding = clampedSize(style.itemPadding)
        minWidth = clampedSize(style.minTabWidth)
        maxWidth = style.maxTabWidth.map(clampedSize) ?? 10_000
        tabWidth = max(1, clampedSize(style.tabWidth))
        mark = style.selectionMark
    }

    /// The padding of one tab: a bracketed tab needs at least one cell on each side.
    func padding(bracketed: Bool) -> Int { bracketed ? max(1, padding) : padding }

    /// True when the selected tab is marked with brackets (`background` draws them too, so
    /// the selection still shows without colors).
    func isBracketed(selected: Bool) -> Bool { selected && (mark == .brackets || mark == .background) }
}

/// The visible items of a bar in content coordinates: column 0 is the start of the left inset.
struct Strip {
    /// Positions in `Container.items` of the items that are not hidden.
    var indices: [Int] = []
    /// Each tab's width: intrinsic first, then as the layout mode decides.
    var widths: [Int] = []
    /// Each tab's first column, once placed.
    var starts: [Int] = []
    /// The position (in `indices`) of the selected tab.
    var selected: Int?
    /// The position of the item the strip keeps in view: the focused one, else the selected tab.
    var cursor: Int?
    /// The width of the whole strip, insets included, once placed.
    var contentWidth = 0

    var count: Int { indices.count }

    /// The intrinsic width of every visible item: the container's measurements when it has
    /// them (only the selected tab is measured again), else measured now.
    init(measuring container: Container, _ parameters: LayoutParameters) {
        let measured = container.measurements ?? Measurements(container, positions: false)
        indices = measured.indices
        widths = measured.widths
        defer { cursor = container.focusID.flatMap { position(of: $0, in: container) } ?? selected }
        guard let id = container.selectedID, let index = container.index(of: id), container.items[index].kind == .tab,
              let position = position(of: id, in: container) else { return }
        selected = position
        widths[position] = Self.intrinsicWidth(of: container.items[index], style: container.style, parameters, selected: true)
    }

    /// The position of the item `id`, nil when it is hidden or gone.
    private func position(of id: String, in container: Container) -> Int? {
        guard let index = container.index(of: id) else { return nil }
        let position = firstPosition { indices[$0] >= index }
        return position < count && indices[position] == index ? position : nil
    }

    /// One item's content width plus its padding, within `minTabWidth`...`maxTabWidth`.
    static func intrinsicWidth(of item: Item, style: BarStyle, _ parameters: LayoutParameters, selected: Bool) -> Int {
        let content = ItemContent(item, style: style, isOn: selected || (item.kind == .toggle && item.isOn))
        let padding = parameters.padding(bracketed: parameters.isBracketed(selected: selected))
        return max(parameters.minWidth, min(parameters.maxWidth, content.width + 2 * padding))
    }

    /// Sets `starts` and `contentWidth` from the widths.
    mutating func place(_ parameters: LayoutParameters) {
        starts = []
        starts.reserveCapacity(count)
        var column = parameters.left
        for (position, width) in widths.enumerated() {
            if position > 0 { column += parameters.gap }
            starts.append(column)
            column += width
        }
        contentWidth = column + parameters.right
    }

    /// The end (exclusive) of the tab at `position`.
    func end(_ position: Int) -> Int { starts[position] + widths[position] }

    /// Positions of the tabs overlapping the content columns `range`, found by binary search.
    func positions(overlapping range: Range<Int>) -> Range<Int> {
        let first = firstPosition { end($0) > range.lowerBound }
        let last = firstPosition { starts[$0] >= range.upperBound }
        return first..<max(first, last)
    }

    /// The first position where `predicate` holds, for a predicate that holds from some
    /// position on (the columns only grow); `count` when it never does.
    func firstPosition(where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
