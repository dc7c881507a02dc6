/// A programmatic change the container refuses, with the message the script sees.
public struct ContainerError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Programmatic changes (docs/scripting.md, "Callbacks and the activation sequence"): silent,
/// no callbacks.
///
/// Every change keeps the selection by id; when the selected tab is gone the nearest
/// remaining tab is selected, or none with `autoselect = "none"`.
extension Container {
    /// Selects the tab `id` silently (`c:select(id)`).
    public mutating func select(_ id: String) throws(ContainerError) {
        let i = try existing(id)
        guard items[i].kind == .tab else {
            throw ContainerError("cannot select '\(NameEcho.shown(id))': it is a \(items[i].kind.rawValue), not a tab")
        }
        selectedID = id
        focusID = nil
    }

    /// Sets a toggle's state silently (`c:toggle(id, on)`); nil flips it.
    public mutating func toggle(_ id: String, on: Bool? = nil) throws(ContainerError) {
        let i = try existing(id)
        guard items[i].kind == .toggle else {
            throw ContainerError("cannot toggle '\(NameEcho.shown(id))': it is a \(items[i].kind.rawValue), not a toggle")
        }
        items[i].isOn = on ?? !items[i].isOn
    }

    /// Replaces the items (`c:setTabs(items)`), keeping the selection by id.
    public mutating func setItems(_ newItems: [Item]) throws(ContainerError) {
        try Container.checkUnique(newItems)
        let former = selectedPosition
        items = newItems
        reconcileSelection(formerPosition: former)
    }

    /// Inserts an item before or after another one, or at the end (`c:insert`).
    public mutating func insert(_ item: Item, before: String? = nil, after: String? = nil) throws(ContainerError) {
        guard index(of: item.id) == nil else { throw ContainerError("duplicate id '\(NameEcho.shown(item.id))'") }
        var position = items.count
        if let before { position = try existing(before) }
        if let after { position = try existing(after) + 1 }
        items.insert(item, at: position)
        reconcileSelection(formerPosition: nil)
    }

    /// Removes an item (`c:remove(id)`).
    public mutating func remove(_ id: String) throws(ContainerError) {
        let i = try existing(id)
        let former = id == selectedID ? selectedPosition : nil  // only a removed selection moves
        items.remove(at: i)
        if focusID == id { focusID = nil }
        reconcileSelection(formerPosition: former)
    }

    /// Replaces the item with the same id (a field written at runtime); a selected tab that
    /// became hidden or stopped being a tab gives up the selection to its nearest neighbour.
    public mutating func update(_ item: Item) throws(ContainerError) {
        let i = try existing(item.id)
        // Only the selected tab's own change can move the selection; asked of any other item,
        // the bar's order would cost a pass over the items at every field written.
        let former = item.id == selectedID ? visualOrder.position(of: i) : nil
        items[i] = item
        reconcileSelection(formerPosition: former)
    }

    /// Moves an item to a 1-based position, clamped to the list (`c:move(id, index)`).
    public mutating func move(_ id: String, to position: Int) throws(ContainerError) {
        let i = try existing(id)
        let item = items.remove(at: i)
        items.insert(item, at: min(max(position - 1, 0), items.count))
    }

    /// The index of `id`, or the error a script sees for an unknown id.
    public func existing(_ id: String) throws(ContainerError) -> Int {
        guard let i = index(of: id) else { throw ContainerError("no item with id '\(NameEcho.shown(id))'") }
        return i
    }

    /// Rejects a list with two items of the same id.
    static func checkUnique(_ items: [Item]) throws(ContainerError) {
        var seen = Set<String>()
        for item in items where !seen.insert(item.id).inserted {
            throw ContainerError("duplicate id '\(NameEcho.shown(item.id))'")
        }
    }

    /// Where the selected tab is shown in the bar's order (`VisualOrder`), or nil.
    var selectedPosition: Int? {
        selectedID.flatMap(index(of:)).map { visualOrder.position(of: $0) }
    }

    /// Keeps the selection when its tab is still there; else picks the tab nearest, in the
    /// bar's order (pinned items at their edges), to where it was shown: the tab now in its
    /// place, else the nearest, an earlier one on a tie (the items after a removed one moved
    /// up by one, so the earlier was the nearer in the bar the user saw); or the first tab
    /// when nothing was selected. With `autoselect = "none"` a lost selection stays empty.
    mutating func reconcileSelection(formerPosition: Int?) {
        if let focusID, index(of: focusID).map({ !items[$0].isSelectable }) ?? true { self.focusID = nil }
        if let selectedID, let i = index(of: selectedID), items[i].kind == .tab, !items[i].isHidden { return }
        guard autoselect == .first else { return selectedID = nil }
        let anchor = selectedID == nil ? 0 : formerPosition ?? 0
        var nearest: (index: Int, distance: Int)?
        visualOrder.forEach { index, position in
            guard items[index].kind == .tab, items[index].isSelectable else { return }
            let distance = abs(position - anchor)
            if nearest.map({ distance < $0.distance }) ?? true { nearest = (index, distance) }  // a tie goes to the earlier
        }
        selectedID = nearest.map { items[$0.index].id }
    }
}
