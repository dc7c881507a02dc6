/// The positions of items by id: a table of 4-byte slots (a `[String: Int]` of a million
/// ids takes 50 MB and hashes each id with SipHash; this takes 8 MB and hashes with FNV-1a).
///
/// It holds positions only; the ids stay in the items, which every lookup is given.
package struct ItemIndex: Sendable {
    /// A position plus one, 0 for an empty slot; open addressing, at most half full.
    private var slots: [Int32]
    private var count = 0

    /// An index of the items' positions; of items sharing an id, the first is found.
    package init(_ items: [Item]) {
        self.init(capacity: items.count)
        items.withUnsafeBufferPointer { items in
            for position in items.indices { _ = insert(position, of: items) }
        }
    }

    /// An empty index with room for `count` positions.
    package init(capacity count: Int) {
        var size = 8
        while size < 2 * count { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// The position of the item with `id` among `items` (those the index was built on).
    package func position(of id: String, in items: [Item]) -> Int? {
        items.withUnsafeBufferPointer { items in  // reads the ids in place, no copy of an item
            var slot = Self.hash(id) & (slots.count - 1)
            while slots[slot] != 0 {
                let position = Int(slots[slot]) - 1
                if items[position].id == id { return position }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Adds the item at `position` of `items`; returns the position already indexed for its
    /// id instead, if there is one (then nothing is added).
    package mutating func insert(_ position: Int, of items: [Item]) -> Int? {
        items.withUnsafeBufferPointer { insert(position, of: $0) }
    }

    private mutating func insert(_ position: Int, of items: UnsafeBufferPointer<Item>) -> Int? {
        if 2 * (count + 1) > slots.count { grow(items) }
        let id = items[position].id  // read in place, no copy of the item
        var slot = Self.hash(id) & (slots.count - 1)
        while slots[slot] != 0 {
            let other = Int(slots[slot]) - 1
            if items[other].id == id { return other }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(truncatingIfNeeded: position + 1)
        count += 1
        return nil
    }

    /// Twice the slots, the positions placed again.
    private mutating func grow(_ items: UnsafeBufferPointer<Item>) {
        let old = slots
        slots = [Int32](repeating: 0, count: 2 * old.count)
        count = 0
        for entry in old where entry != 0 { _ = insert(Int(entry) - 1, of: items) }
    }

    /// FNV-1a over the id's bytes, its high bits folded in.
    private static func hash(_ id: String) -> Int {
        var id = id
        return id.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 32))
        }
    }
}
