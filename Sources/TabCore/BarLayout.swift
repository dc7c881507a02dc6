/// The geometry of one bar at one width: where each tab on screen sits and what it shows,
/// the overflow markers and the resolved scroll position.
///
/// `Layout.bar` computes it without drawing; the renderer paints from it, and the runtime reads
/// `scrollOffset` back into the container so the strip does not jump between frames. Columns
/// are 0-based screen columns.
public struct BarLayout: Sendable, Equatable {
    /// The bar's width in cells.
    public var width: Int
    /// The tabs on screen, in order. One cut by an edge of `viewport` is narrowed to its cells
    /// inside it, its content fitted (ending in `…`); one too narrow for that is left out.
    public var slots: [TabSlot]
    /// `‹ +N` at the left edge and `+N ›` at the right edge, when items are hidden there.
    public var markers: [OverflowMarker]
    /// The first visible cell of the scrolled strip (0 when everything fits).
    public var scrollOffset: Int
    /// The layout actually used, after a non-scrolling layout fell back to `intrinsic`.
    public var mode: LayoutMode
    /// True when the tabs do not fit and the strip scrolls.
    public var isScrolling: Bool
    /// The columns where tabs are drawn (the bar minus the markers' cells).
    public var viewport: Range<Int>
    /// Columns of the `tabsSeparator` glyphs in the gaps on screen.
    public var separators: [Int]
    /// How the selected tab is marked.
    public var mark: SelectionMark
    /// The number of visible (not hidden) items.
    public var visibleCount: Int
    /// What a `selectionIndicatorTemplate` function returned, one row of spans per indicator
    /// row, drawn from the selected tab's left edge instead of the underline. `Layout.bar`
    /// leaves it nil; the runtime sets it after calling the function.
    public var indicator: [Row]?

    /// The slot of the selected tab, when it is on screen.
    public var selectedSlot: TabSlot? { slots.first { $0.isSelected } }

    /// The slot of the item with `id`, when it is on screen.
    public func slot(id: String) -> TabSlot? { slots.first { $0.id == id } }

    /// The marker scrolling in `direction` (-1 left, +1 right), if shown.
    public func marker(_ direction: Int) -> OverflowMarker? { markers.first { $0.direction == direction } }

    /// Draws the default close marks as `BarStyle.plainCloseMark`, for an output that cannot
    /// show `×`; both are one cell, so nothing moves.
    public mutating func plainCloseMarks() {
        for index in slots.indices where slots[index].close == BarStyle.standardCloseMark {
            slots[index].close = BarStyle.plainCloseMark
        }
    }
}

/// One tab on screen.
///
/// `x`/`width` is the whole tab including its padding; `contentX`/`contentWidth` the image,
/// title and badge (what `indicatorWidth = "content"` underlines).
public struct TabSlot: Sendable, Equatable {
    /// The item's position in `Container.items`.
    public var index: Int
    public var id: String
    public var x: Int
    public var width: Int
    public var contentX: Int
    public var contentWidth: Int
    /// The title as shown: transformed and truncated with `…`; empty when not shown.
    public var title: String
    public var titleX: Int
    public var titleWidth: Int
    /// The image glyph shown (`selectedImage` when on), if any.
    public var image: String?
    public var imageX: Int
    public var imageWidth: Int
    /// True when the image has its own row above the title.
    public var imageAbove: Bool
    /// `●`, or the badge value in its pill (` 5 `), if shown.
    public var badge: String?
    public var badgeX: Int
    public var badgeWidth: Int
    /// True when the badge is on the stacked image's row, after the image.
    public var badgeAbove: Bool
    /// `☑` or `☐` before a toggle whose images do not show its state, if shown.
    public var mark: String?
    public var markX: Int
    /// The selected `tab` item.
    public var isSelected: Bool
    /// Selected, or a toggle that is on.
    public var isOn: Bool
    public var isDisabled: Bool
    /// A toggle or button with keyboard focus.
    public var isFocused: Bool
    /// `[` and `]` are drawn around the content.
    public var isBracketed: Bool
    /// The tab's cells are drawn in reverse video (`selectionIndicatorTemplate = "background"`).
    public var isReversed: Bool
    /// The close mark (`closeMark`) and its first column; nil when the tab has none or it
    /// did not fit.
    public var close: String? = nil
    public var closeX = 0
    /// The item is pinned: drawn outside the scrolled viewport, at an edge of the bar.
    public var isPinned = false

    /// The columns of the whole tab.
    public var span: Range<Int> { x..<(x + width) }
}

/// An overflow marker: how many items are hidden on one side, and where clicking it scrolls.
public struct OverflowMarker: Sendable, Equatable {
    /// -1 for the left marker, +1 for the right one.
    public var direction: Int
    /// Items hidden on that side, wholly or partly.
    public var count: Int
    /// The reserved cells (the glyphs plus a space towards the tabs).
    public var x: Int
    public var width: Int
    /// `‹ +N` or `+N ›`.
    public var text: String
    /// The `scrollOffset` that brings the nearest hidden item on that side fully into view.
    public var scrollTarget: Int
}
