/// The bar's geometry, computed from a container without drawing anything.
///
/// One pass in four steps: take the measured widths (`Container.measure()` keeps them between
/// frames), choose the sizing for the layout mode (falling back to scrolling when it does not
/// fit), place the strip (alignment or scrolling with overflow markers), then describe the
/// tabs that reach the screen. Only those get their titles transformed and truncated, and
/// with measurements kept the cost does not grow with the tabs off screen.
public enum Layout {
    /// The geometry of `container`'s bar at `width` cells.
    ///
    /// With `revealSelection` (the default) the strip scrolls as little as possible from
    /// `container.scrollOffset` to show the selected tab, then the focused toggle or button,
    /// whole: the offset the update settles on (`Container.revealCursor`). Without it the strip
    /// is drawn at `container.scrollOffset` as it is, which is how the runtime draws a settled
    /// container.
    public static func bar(_ container: Container, width: Int, revealSelection: Bool = true) -> BarLayout {
        let width = max(0, width)
        if let pinned = pinnedBar(container, width: width, revealSelection: revealSelection) { return pinned }
        let parameters = LayoutParameters(container.style)
        var strip = Strip(measuring: container, parameters)
        let mode = strip.size(toFit: width, container: container, parameters)
        let placement = Placement(strip, width: width, container: container, parameters, mode: mode, revealSelection: revealSelection)
        let range = strip.positions(overlapping: placement.contentRange)
        let slots = range.compactMap { strip.slot(at: $0, container: container, placement: placement, parameters) }
        return BarLayout(
            width: width,
            slots: slots,
            markers: placement.markers,
            scrollOffset: placement.scroll,
            mode: mode,
            isScrolling: placement.isScrolling,
            viewport: placement.viewport,
            separators: BarLayout.separators(between: slots, glyph: container.style.tabsSeparator),
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
    /// Tabs take the keyboard focus apart from the selection (`activation = "manual"`).
    var focusesTabs: Bool

    init(_ style: BarStyle) {
        gap = clampedSize(style.tabsGap)
        left = clampedSize(style.insets.left)
        right = clampedSize(style.insets.right)
        padding = clampedSize(style.itemPadding)
        minWidth = clampedSize(style.minTabWidth)
        maxWidth = style.maxTabWidth.map(clampedSize) ?? 10_000
        tabWidth = max(1, clampedSize(style.tabWidth))
        mark = style.selectionMark
        focusesTabs = style.activation == .manual
    }

    /// The padding of one tab: a tab whose content may be framed by marks (the selection's
    /// `[ ]`, the keyboard focus's `< >` on a toggle or button, a disabled item's `( )`) needs
    /// at least one cell on each side, so the marks show in plain text.
    func padding(marked: Bool) -> Int { marked ? max(1, padding) : padding }

    /// Whether `item` may be drawn with marks around its content (see `padding(marked:)`).
    /// Toggles and buttons always are, and tabs too with `activation = "manual"`, so moving
    /// the focus never moves the bar.
    func isMarked(_ item: Item, selected: Bool) -> Bool {
        isBracketed(selected: selected) || item.isDisabled || item.kind != .tab || focusesTabs
    }

    /// True when the selected tab is marked with brackets (`background` draws them too, so
    /// the selection still shows without colors).
    func isBracketed(selected: Bool) -> Bool { selected && (mark == .brackets || mark == .background) }
}

/// The visible items of a bar in content coordinates: column 0 is the start of the left inset.
///
/// A tab's width and first column are computed when asked for, from the container's
/// `Measurements` (running sums) and the layout mode's rule, so laying out a bar costs the
/// same for 10 tabs as for 1,000,000: only the tabs on screen (and a binary search's few
/// probes) are visited. Only `overflow = "shrink"` lists every width (see `Sizing.listed`).
struct Strip {
    /// The intrinsic widths of the visible items, measured without a selection.
    let measured: Measurements
    /// The position (in `indices`) of the selected tab.
    var selected: Int?
    /// The position of the toggle or button with the keyboard focus, which the strip keeps in
    /// view too (enter acts on it).
    var focused: Int?
    /// The selected tab's intrinsic width, measured as selected (image, brackets).
    var selectedWidth = 0
    /// How the layout mode sizes the tabs.
    var sizing = Sizing.intrinsic
    let left: Int
    let gap: Int
    let right: Int

    /// The widths a layout mode gives the tabs.
    enum Sizing {
        /// Each tab's intrinsic width (the selected one measured as selected).
        case intrinsic
        /// Every tab the same width (`fixed`, `cluster`).
        case uniform(Int)
        /// `fit`: `base` cells each, one more for the first `remainder` tabs, at most `cap`.
        case divided(base: Int, remainder: Int, cap: Int)
        /// Widths listed one by one, with their running sums (`offsets[p]`, the sum before `p`).
        case listed(widths: [Int], offsets: [Int])
    }

    /// Positions in `Container.items` of the items that are not hidden.
    var indices: [Int] { measured.indices }

    var count: Int { measured.indices.count }

    /// The intrinsic width of every visible item: the container's measurements when it has
    /// them (only the selected tab is measured again), else measured now.
    init(measuring container: Container, _ parameters: LayoutParameters) {
        measured = container.measurements ?? Measurements(container, positions: false)
        (left, gap, right) = (parameters.left, parameters.gap, parameters.right)
        focused = container.focusID.flatMap { visiblePosition(of: $0, in: container) }
        guard let id = container.selectedID, let position = visiblePosition(of: id, in: container) else { return }
        let item = container.items[measured.indices[position]]
        guard item.kind == .tab else { return }
        selected = position
        selectedWidth = Self.intrinsicWidth(of: item, style: container.style, parameters, selected: true)
    }

    /// The position of the visible item `id`, or nil when it is gone or hidden.
    func visiblePosition(of id: String, in container: Container) -> Int? {
        guard let index = container.index(of: id) else { return nil }
        let position = firstPosition { measured.indices[$0] >= index }
        return position < count && measured.indices[position] == index ? position : nil
    }

    /// One item's content width plus its padding, within `minTabWidth`...`maxTabWidth`.
    static func intrinsicWidth(of item: Item, style: BarStyle, _ parameters: LayoutParameters, selected: Bool) -> Int {
        let content = item.showsOnlyTitle && !style.closable
            ? ItemContent.width(ofTitle: item.title, style: style)
            : ItemContent(item, style: style, isOn: selected || (item.kind == .toggle && item.isOn)).width
        let padding = parameters.padding(marked: parameters.isMarked(item, selected: selected))
        return max(parameters.minWidth, min(parameters.maxWidth, content + 2 * padding))
    }

    /// The intrinsic width of the tab at `position` (the selected one measured as selected).
    func intrinsicWidth(_ position: Int) -> Int {
        position == selected ? selectedWidth : measured.widths[position]
    }

    /// The width of the tab at `position`, as the layout mode decides.
    func width(_ position: Int) -> Int {
        switch sizing {
        case .intrinsic: intrinsicWidth(position)
        case .uniform(let width): width
        case .divided(let base, let remainder, let cap): min(base + (position < remainder ? 1 : 0), cap)
        case .listed(let widths, _): widths[position]
        }
    }

    /// The sum of the widths of the tabs before `position`.
    func widthBefore(_ position: Int) -> Int {
        switch sizing {
        case .intrinsic:
            let delta = selected.map { $0 < position ? selectedWidth - measured.widths[$0] : 0 } ?? 0
            return measured.offsets[position] + delta
        case .uniform(let width):
            return width * position
        case .divided(let base, let remainder, let cap):
            let wide = min(position, remainder)
            return min(base + 1, cap) * wide + min(base, cap) * (position - wide)
        case .listed(_, let offsets):
            return offsets[position]
        }
    }

    /// The first column of the tab at `position`.
    func start(_ position: Int) -> Int { left + gap * position + widthBefore(position) }

    /// The end (exclusive) of the tab at `position`.
    func end(_ position: Int) -> Int { start(position) + width(position) }

    /// The width of the whole strip, insets included.
    var contentWidth: Int { (count == 0 ? left : end(count - 1)) + right }

    /// The sum of the intrinsic widths.
    var intrinsicTotal: Int {
        measured.offsets[count] + (selected.map { selectedWidth - measured.widths[$0] } ?? 0)
    }

    /// The widest intrinsic width.
    var widestIntrinsic: Int {
        max(measured.widestWidth(excluding: selected), selected == nil ? 0 : selectedWidth)
    }

    /// Positions of the tabs overlapping the content columns `range`, found by binary search.
    func positions(overlapping range: Range<Int>) -> Range<Int> {
        let first = firstPosition { end($0) > range.lowerBound }
        let last = firstPosition { start($0) >= range.upperBound }
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
