/// The positions of a container's pinned items (docs/scripting.md, `pinned`), each edge in
/// list order: found in one pass when the items are measured, and kept with the measurements
/// until the items change, so a frame or a key never scans a million items for the few
/// pinned ones.
struct PinnedPositions: Sendable, Equatable {
    var start: [Int] = []
    var end: [Int] = []
    /// Both edges together, ascending.
    var all: [Int] = []

    init(_ items: [Item]) {
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                guard let edge = items[index].pinned else { continue }
                if edge == .start { start.append(index) } else { end.append(index) }
                all.append(index)
            }
        }
    }

    var isEmpty: Bool { all.isEmpty }

    /// How many pinned items sit before `index` in the list.
    func countBefore(_ index: Int) -> Int {
        var low = 0, high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The order the bar shows a container's items in: pinned to the start first, then the
/// others, then pinned to the end, each in list order. Keys and digits move through the items
/// in this order. It maps both ways without listing the items between, so moving by one costs
/// the same at 10 items as at a million.
struct VisualOrder {
    let count: Int
    let pinned: PinnedPositions

    /// The item shown at visual position `position` (0-based, below `count`).
    subscript(position: Int) -> Int {
        if position < pinned.start.count { return pinned.start[position] }
        let endStart = count - pinned.end.count
        if position >= endStart { return pinned.end[position - endStart] }
        // The k-th item that is not pinned: k plus the pinned ones before it.
        var index = position - pinned.start.count
        for pinnedIndex in pinned.all where pinnedIndex <= index { index += 1 }
        return index
    }

    /// Calls `body` with each item's index in the list and its visual position, in the
    /// bar's order, in one pass.
    func forEach(_ body: (_ index: Int, _ position: Int) -> Void) {
        var position = 0
        for index in pinned.start {
            body(index, position)
            position += 1
        }
        var nextPinned = 0  // into pinned.all, ascending as the list is walked
        for index in 0..<count {
            if nextPinned < pinned.all.count, pinned.all[nextPinned] == index {
                nextPinned += 1
                continue
            }
            body(index, position)
            position += 1
        }
        for index in pinned.end {
            body(index, position)
            position += 1
        }
    }

    /// The visual position of the item at `index` in the list.
    func position(of index: Int) -> Int {
        if let p = pinned.start.firstIndex(of: index) { return p }
        if let p = pinned.end.firstIndex(of: index) { return count - pinned.end.count + p }
        return pinned.start.count + index - pinned.countBefore(index)
    }
}

extension Container {
    /// Where the pinned items are: from the measurements, else found by a pass over the items.
    var pinnedPositions: PinnedPositions {
        measurements?.pinned ?? PinnedPositions(items)
    }

    /// The order the bar shows the items in (`VisualOrder`).
    var visualOrder: VisualOrder {
        VisualOrder(count: items.count, pinned: pinnedPositions)
    }
}
