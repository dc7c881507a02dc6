/// Drag to reorder (docs/scripting.md, "Drag to reorder"): where a dragged item lands and the
/// move it makes, as pure functions of the model, so the host, `run` and specs share them.
extension Container {
    /// The 0-based index the item `id` takes when dropped on the item `target`: the target's
    /// place, so a tab dragged rightwards lands after it and one dragged leftwards before it.
    /// Nil when the drop moves nothing (either id unknown, or the item dropped on itself).
    ///
    /// Items stay in their zone (docs/scripting.md, "Drag to reorder"): the items pinned to the
    /// start, those between, and those pinned to the end. A drop on an item of another zone is
    /// clamped to the edge of the dragged item's own zone nearest that item, so a pinned tab
    /// never leaves its group and an unpinned one never lands among the pinned.
    public func dropIndex(of id: String, onto target: String) -> Int? {
        guard id != target, let from = index(of: id), let onto = index(of: target) else { return nil }
        let zone = Self.zoneRank(items[from].pinned)
        let targetZone = Self.zoneRank(items[onto].pinned)
        let to: Int
        if targetZone == zone {
            to = onto
        } else {
            let own = items.indices.filter { Self.zoneRank(items[$0].pinned) == zone }
            // `own` holds `from`, so it is never empty.
            to = targetZone < zone ? own[0] : own[own.count - 1]
        }
        return from == to ? nil : to
    }

    /// The order of the zones in the bar: pinned to the start, between, pinned to the end.
    private static func zoneRank(_ edge: PinnedEdge?) -> Int {
        switch edge {
        case .start: 0
        case nil: 1
        case .end: 2
        }
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
