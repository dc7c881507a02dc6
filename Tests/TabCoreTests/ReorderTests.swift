import Testing
@testable import TabCore

/// Drag to reorder: where a dropped item lands, for every pair of places in lists of 1 to 30,
/// and in lists mixing pinned and unpinned items.
@Suite struct ReorderTests {
    @Test func aDropTakesTheTargetsPlaceAndKeepsTheOthersInOrder() {
        for count in 1...30 {
            let ids = (1...count).map { "t\($0)" }
            for from in ids.indices {
                for to in ids.indices {
                    var container = Container()
                    container.items = Fixture.items(ids.joined(separator: " "))
                    let move = container.drop(ids[from], onto: ids[to])
                    let order = container.items.map(\.id)
                    #expect(order.filter { $0 != ids[from] } == ids.filter { $0 != ids[from] })
                    if from == to {
                        #expect(move == nil && order == ids)
                    } else {
                        #expect(order[to] == ids[from], "\(ids[from]) onto \(ids[to])")
                        #expect(move == ItemMove(id: ids[from], from: from + 1, to: to + 1))
                    }
                }
            }
        }
    }

    @Test func anUnknownIdMovesNothing() {
        var container = Container()
        container.items = Fixture.items("a b c")
        #expect(container.drop("a", onto: "zz") == nil)
        #expect(container.drop("zz", onto: "a") == nil)
        #expect(container.items.map(\.id) == ["a", "b", "c"])
    }

    /// Every list of 1 to 6 items where each is pinned to the start, between or pinned to the end,
    /// in any list order (pinned items need not be grouped in the list), and every drop in it:
    /// the dragged item stays in its zone, taking the target's place there, or its zone's edge
    /// nearest a target in another zone; every other item keeps its place in the bar.
    @Test func aDropKeepsTheItemInItsZone() {
        let edges: [PinnedEdge?] = [.start, nil, .end]
        for count in 1...6 {
            for code in 0..<(1...count).reduce(1, { product, _ in product * 3 }) {
                var zones: [PinnedEdge?] = []
                var rest = code
                for _ in 0..<count {
                    zones.append(edges[rest % 3])
                    rest /= 3
                }
                let ids = (1...count).map { "t\($0)" }
                for from in ids.indices {
                    for to in ids.indices {
                        var container = Container()
                        container.items = Fixture.items(ids.joined(separator: " "))
                        for index in ids.indices { container.items[index].pinned = zones[index] }
                        let before = barOrder(container)
                        let move = container.drop(ids[from], onto: ids[to])
                        let expected = expectedBar(before, zones: Dictionary(uniqueKeysWithValues: zip(ids, zones)),
                                                   dragged: ids[from], target: ids[to])
                        #expect(barOrder(container) == expected, "\(zones) \(ids[from]) onto \(ids[to])")
                        #expect((move == nil) == (expected == before))
                        if let move {
                            #expect(move.id == ids[from] && move.from == from + 1)
                            #expect(container.items[move.to - 1].id == ids[from])
                        }
                    }
                }
            }
        }
    }

    /// The ids in the order the bar shows them: pinned to the start, between, pinned to the end.
    private func barOrder(_ container: Container) -> [String] {
        [PinnedEdge.start, nil, .end].flatMap { edge in
            container.items.filter { $0.pinned == edge }.map(\.id)
        }
    }

    /// The bar after the drop, worked out on the bar's zones rather than on the list.
    private func expectedBar(_ bar: [String], zones: [String: PinnedEdge?], dragged: String, target: String) -> [String] {
        let zone = rankOf(zones[dragged]!)
        let targetZone = rankOf(zones[target]!)
        var own = bar.filter { rankOf(zones[$0]!) == zone }
        let place: Int
        if dragged == target {
            return bar
        } else if targetZone == zone {
            place = own.firstIndex(of: target)!
        } else {
            place = targetZone < zone ? 0 : own.count - 1
        }
        own.removeAll { $0 == dragged }
        own.insert(dragged, at: place)
        return [0, 1, 2].flatMap { rank in rank == zone ? own : bar.filter { rankOf(zones[$0]!) == rank } }
    }

    /// The zone's place in the bar: 0 pinned to the start, 1 between, 2 pinned to the end.
    private func rankOf(_ edge: PinnedEdge?) -> Int { edge == .start ? 0 : edge == nil ? 1 : 2 }
}
