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
        let oldIndex = selectedID.flatMap(index(of:))
        items = newItems
        reconcileSelection(formerIndex: oldIndex)
    }

    /// Inserts an item before or after another one, or at the end (`c:insert`).
    public mutating func insert(_ item: Item, before: String? = nil, after: String? = nil) throws(ContainerError) {
        guard index(of: item.id) == nil else { throw ContainerError("duplicate id '\(NameEcho.shown(item.id))'") }
        var position = items.count
        if let before { position = try existing(before) }
        if let after { position = try existing(after) + 1 }
        items.insert(item, at: position)
        reconcileSelection(formerIndex: nil)
    }

    /// Removes an item (`c:remove(id)`).
    public mutating func remove(_ id: String) throws(ContainerError) {
        let i = try existing(id)
        let formerIndex = selectedID.flatMap(index(of:))
        items.remove(at: i)
        if focusID == id { focusID = nil }
        reconcileSelection(formerIndex: formerIndex)
    }

    /// Replaces the item with the same id (a field written at runtime); a selected tab that
    /// became hidden or stopped being a tab gives up the selection to its nearest neighbour.
    public mutating func update(_ item: Item) throws(ContainerError) {
        let i = try existing(item.id)
        items[i] = item
        reconcileSelection(formerIndex: i)
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

    /// Keeps the selection when its tab is still there; else picks the tab nearest to where
    /// it was (the one now in its place first, then earlier ones), or the first tab when
    /// nothing was selected; with `autoselect = "none"` a lost selection stays empty.
    mutating func reconcileSelection(formerIndex: Int?) {
        if let focusID, index(of: focusID).map({ !items[$0].isSelectable }) ?? true { self.focusID = nil }
        if let selectedID, let i = index(of: selectedID), items[i].kind == .tab, !items[i].isHidden { return }
        guard autoselect == .first else { return selectedID = nil }
        let tabs = items.indices.filter { items[$0].kind == .tab && items[$0].isSelectable }
        let anchor = selectedID == nil ? 0 : formerIndex ?? 0
        let nearest = tabs.min { a, b in
            let da = abs(a - anchor), db = abs(b - anchor)
            return da != db ? da < db : a > b
        }
        selectedID = nearest.map { items[$0].id }
    }
}
