import Glibc

/// The field names a decoder knows, matched against a table's keys by their bytes while a
/// list is read (`LuaVM.readList`): a key that is one of them comes back as that very
/// `String`, so a million records with the same three fields make no key strings at all.
package struct LuaKeyNames: Sendable {
    /// The names, in the order given.
    package let names: [String]
    /// Each name's place in the names sorted (`LuaTable.entries` order).
    let ranks: [Int]
    /// The names' positions in that order (`byRank[ranks[p]] == p`).
    let byRank: [Int]
    private let bytes: [[UInt8]]
    /// Open addressing by `hash`: a name's position plus one, 0 for an empty slot.
    private let slots: [Int32]

    package init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
        byRank = names.indices.sorted { names[$0] < names[$1] }
        var ranks = [Int](repeating: 0, count: names.count)
        for (rank, position) in byRank.enumerated() { ranks[position] = rank }
        self.ranks = ranks
        var slots = [Int32](repeating: 0, count: Self.capacity(for: names.count))
        for (position, name) in bytes.enumerated() {
            var slot = name.withUnsafeBytes(Self.hash) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(position + 1)
        }
        self.slots = slots
    }

    /// The position of `name` among them, if it is one (cheaper than hashing it for a
    /// dictionary).
    package func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(spelledBy: UnsafeRawBufferPointer($0)) }
    }

    /// The names at `positions` as a set `LuaTextRecord.hasOnly` takes.
    package func set(_ positions: [Int]) -> UInt64 {
        positions.reduce(0) { $0 | 1 << ranks[$1] }
    }

    /// The position of the name spelled by `key`, if it is one of them.
    func index(spelledBy key: UnsafeRawBufferPointer) -> Int? {
        var slot = Self.hash(key) & (slots.count - 1)
        while case let entry = Int(slots[slot]), entry != 0 {
            let name = bytes[entry - 1]
            if name.count == key.count, key.isEmpty || name.withUnsafeBytes({ memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 }) {
                return entry - 1
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// A power of two with at least twice as many slots as names, so probes stay short.
    private static func capacity(for count: Int) -> Int {
        var capacity = 4
        while capacity < 2 * count { capacity *= 2 }
        return capacity
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
