/// Drag to reorder (docs/scripting.md, "Drag to reorder"): where a dragged item lands and the
/// move it makes, as pure functions of the model, so the host, `run` and specs share them.
extension Container {
    /// The 0-based index the item `id` takes when dropped on the item `target`: the target's
    /// place, so a tab dragged rightwards lands after it and one dragged leftwards before it.
    /// Nil when the drop moves nothing (either id unknown, or the item dropped on itself).
    ///
    /// Every drop is decided here, so a rule about zones the items keep has one place to go.
    public func dropIndex(of id: String, onto target: String) -> Int? {
        guard id != target, let from = index(of: id), let to = index(of: target) else { return nil }
        return from == to ? nil : to
    }

    /// Moves the item `id` as a drop on `target` does (`dropIndex`); the move made, if any.
    public mutating func drop(_ id: String, onto target: String) -> ItemMove? {
        guard let from = index(of: id), let to = dropIndex(of: id, onto: target) else { return nil }
        let item = items.remove(at: from)
        items.insert(item, at: to)
        return ItemMove(id: id, from: from + 1, to: to + 1)
    }
}

/// An item the user moved by dragging: its id and its 1-based positions before and after
/// (`didMove(c, item, from, to)`).
public struct ItemMove: Hashable, Sendable {
    public var id: String
    public var from: Int
    public var to: Int
    public init(id: String, from: Int, to: Int) {
        self.id = id
        self.from = from
        self.to = to
    }
}
