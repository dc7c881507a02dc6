import Testing
@testable import TabCore

/// docs/scripting.md, `pinned`: the bar's order (pinned to the start, the others, pinned to
/// the end, each in list order) as `VisualOrder` maps it both ways without listing the items
/// between, checked against that order written out, over every list of 0 to 7 items in which
/// each is pinned to the start, between or pinned to the end, measured and not.
@Suite struct VisualOrderTests {
    @Test func theOrderIsPinnedStartThenTheOthersThenPinnedEnd() {
        let edges: [PinnedEdge?] = [.start, nil, .end]
        for count in 0...7 {
            for code in 0..<(0..<count).reduce(1, { product, _ in product * 3 }) {
                var container = Container()
                container.items = count == 0 ? [] : Fixture.items((1...count).map { "t\($0)" }.joined(separator: " "))
                var rest = code
                for index in 0..<count {
                    container.items[index].pinned = edges[rest % 3]
                    rest /= 3
                }
                let written = [PinnedEdge?.some(.start), nil, .some(.end)].flatMap { edge in
                    container.items.indices.filter { container.items[$0].pinned == edge }
                }
                for measured in [false, true] {
                    if measured { container.measure() }
                    let order = container.visualOrder
                    #expect((0..<order.count).map { order[$0] } == written, "code \(code) of \(count)")
                    #expect(written.map(order.position(of:)) == Array(0..<count), "code \(code) of \(count)")
                }
            }
        }
    }
}
