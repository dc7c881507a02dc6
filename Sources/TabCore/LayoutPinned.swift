/// Pinned items (docs/scripting.md, `pinned`): the items pinned to the start keep their place
/// at the bar's left edge, those pinned to the end at its right edge, in list order; the
/// items between are laid out as a bar of their own in the cells left, so overflow, its
/// markers and the scroll position apply to them only.
extension Layout {
    /// The layout of a bar with pinned items, or nil when it has none, or when they would
    /// take more than half the bar (it then scrolls as if none were pinned, so the selected
    /// tab always has room).
    ///
    /// Each group is laid out as a container of its own (the pinned ones at their whole
    /// width, the middle at what they leave) and the slots put back into the bar's columns
    /// and the container's indices. The middle's scroll offset is the bar's.
    static func pinnedBar(_ container: Container, width: Int, revealSelection: Bool) -> BarLayout? {
        guard container.pinnedPositions.all.contains(where: { !container.items[$0].isHidden }) else { return nil }
        let groups = PinnedGroups(container)
        let parameters = LayoutParameters(container.style)
        let start = groups.part(groups.start, insets: Insets(left: parameters.left, right: parameters.gap))
        let end = groups.part(groups.end, insets: Insets(left: parameters.gap, right: parameters.right))
        let startWidth = groups.start.isEmpty ? 0 : min(width, Strip(measuring: start, LayoutParameters(start.style)).contentWidth)
        let endWidth = groups.end.isEmpty ? 0 : min(width - startWidth, Strip(measuring: end, LayoutParameters(end.style)).contentWidth)
        guard startWidth + endWidth <= width / 2 else { return nil }  // else the tabs between would have no room
        let middle = groups.part(groups.middle, insets: Insets(
            left: groups.start.isEmpty ? parameters.left : 0, right: groups.end.isEmpty ? parameters.right : 0))
        var layout = bar(middle, width: width - startWidth - endWidth, revealSelection: revealSelection)
        var slots = placed(bar(start, width: startWidth), groups.start, shift: 0, pinned: true)
        slots += placed(layout, groups.middle, shift: startWidth, pinned: false)
        slots += placed(bar(end, width: endWidth), groups.end, shift: width - endWidth, pinned: true)
        layout.markers = layout.markers.map { marker in
            var marker = marker
            marker.x += startWidth
            return marker
        }
        layout.viewport = (layout.viewport.lowerBound + startWidth)..<(layout.viewport.upperBound + startWidth)
        layout.width = width
        layout.slots = slots
        layout.separators = BarLayout.separators(between: slots, glyph: container.style.tabsSeparator)
        layout.visibleCount = groups.start.count + groups.middle.count + groups.end.count
        return layout
    }

    /// The slots of a group's layout in the bar's columns and the container's indices.
    private static func placed(_ layout: BarLayout, _ indices: [Int], shift: Int, pinned: Bool) -> [TabSlot] {
        layout.slots.map { slot in
            var slot = slot
            slot.index = indices[slot.index]
            for keyPath in [\TabSlot.x, \.contentX, \.titleX, \.imageX, \.badgeX, \.markX, \.closeX] { slot[keyPath: keyPath] += shift }
            slot.isPinned = pinned
            return slot
        }
    }
}

/// A container's visible items split by where they sit: pinned to the start, between, pinned
/// to the end, each in list order (positions in `Container.items`).
struct PinnedGroups {
    let container: Container
    var start: [Int] = []
    var middle: [Int] = []
    var end: [Int] = []

    init(_ container: Container) {
        self.container = container
        for index in container.items.indices where !container.items[index].isHidden {
            switch container.items[index].pinned {
            case .start: start.append(index)
            case .end: end.append(index)
            case nil: middle.append(index)
            }
        }
    }

    /// The container with only the items at `indices`, between `insets`, unpinned in it.
    func part(_ indices: [Int], insets: Insets) -> Container {
        var part = container
        part.items = indices.map { index in
            var item = container.items[index]
            item.pinned = nil
            return item
        }
        part.style.horizontalInsets = insets
        return part
    }
}
