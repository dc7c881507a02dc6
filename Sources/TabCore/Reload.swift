/// What a hot reload keeps from the previous generation (docs/scripting.md, "Hot reload,
/// `state` and `onReload`").
extension Container {
    /// Takes over from `old`: the selection by id (a selected tab the new items dropped gives
    /// the selection to its nearest neighbour, as every edit does: `reconcileSelection`),
    /// toggles' `on` by id, the overflow scroll position and the keyboard focus (by id, while
    /// the item can still take it apart from the selection); the same, recursively, for every
    /// container nested in the page of an item whose id is in both.
    public mutating func keepState(of old: Container) {
        var oldPositions: [String: Int] = [:]
        oldPositions.reserveCapacity(old.items.count)
        for (position, item) in old.items.enumerated() where oldPositions[item.id] == nil { oldPositions[item.id] = position }
        for (index, item) in items.enumerated() {
            let isNested = if case .container = item.page { true } else { false }
            guard item.kind == .toggle || isNested, let oldIndex = oldPositions[item.id] else { continue }
            let oldItem = old.items[oldIndex]
            if item.kind == .toggle, oldItem.kind == .toggle { items[index].isOn = oldItem.isOn }
            if case .container(var inner) = item.page, case .container(let oldInner) = oldItem.page {
                inner.keepState(of: oldInner)
                items[index].page = .container(inner)
            }
        }
        if let selected = old.selectedID {
            // A selection the new items dropped goes where `c:remove` and `c:setTabs` send it.
            selectedID = selected
            reconcileSelection(formerPosition: old.selectedPosition)
        }
        if let focus = old.focusID, let i = index(of: focus), items[i].kind != .tab || style.activation == .manual {
            try? self.focus(focus)  // refused for an item now hidden or disabled
        }
        scrollOffset = old.scrollOffset
        focusInside = old.focusInside
    }
}
