import Testing
@testable import TabCore

/// Drag to reorder: where a dropped item lands, for every pair of places in lists of 1 to 30.
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
}
