import Testing
@testable import TabCore

/// The strip computes each tab's width and column from the measurements' running sums and
/// the mode's rule instead of listing them: the same geometry as adding the widths up one by
/// one, for any tab, without visiting the others.
struct LayoutSizingTests {
    /// Titles of several widths, one hidden and one wide, with a badge on the third.
    func container(_ count: Int, selected: String?, _ configure: (inout BarStyle) -> Void = { _ in }) -> Container {
        let words = ["A", "Inbox", "日本語", "Longer title", "x"]
        var container = makeContainer((0..<count).map { words[$0 % words.count] + "\($0)" }, selected: selected, style: configure)
        if count > 4 { container.items[4].isHidden = true }
        if count > 2 { container.items[2].badgeValue = "7" }
        container.measure()
        return container
    }

    /// Every tab's width and column the slow way: the mode's widths listed, then summed.
    func listed(_ strip: Strip) -> [(start: Int, width: Int)] {
        var column = strip.left
        return (0..<strip.count).map { position in
            if position > 0 { column += strip.gap }
            defer { column += strip.width(position) }
            return (column, strip.width(position))
        }
    }

    @Test(arguments: [LayoutMode.intrinsic, .fixed, .fit, .cluster])
    func columnsAreTheRunningSumsOfTheWidths(mode: LayoutMode) {
        for (selected, width) in [("1", 300), ("4", 300), ("7", 80), (nil, 500)] as [(String?, Int)] {
            let container = container(9, selected: selected) { $0.layout = mode; $0.tabsGap = 2; $0.tabInset = 3 }
            let parameters = LayoutParameters(container.style)
            var strip = Strip(measuring: container, parameters)
            _ = strip.size(toFit: width, container: container, parameters)
            let expected = listed(strip)
            for position in 0..<strip.count {
                #expect(strip.start(position) == expected[position].start, "\(mode) \(position)")
                #expect(strip.end(position) == expected[position].start + expected[position].width)
            }
            #expect(strip.contentWidth == (expected.last.map { $0.start + $0.width } ?? strip.left) + strip.right)
        }
    }

    @Test func theSelectedTabsOwnWidthMovesOnlyTheTabsAfterIt() {
        let container = container(9, selected: "4") { $0.selectionIndicatorTemplate = .brackets; $0.itemPadding = 0 }
        let strip = Strip(measuring: container, LayoutParameters(container.style))
        #expect(strip.selected == 3)
        #expect(strip.selectedWidth == strip.measured.widths[3] + 2)  // a cell for each bracket
        #expect(strip.start(3) == strip.measured.offsets[3] + 3 * strip.gap + strip.left)
        #expect(strip.start(4) == strip.measured.offsets[4] + 2 + 4 * strip.gap + strip.left)
    }

    @Test func theWidestTabIsKnownWithoutOneOfThem() {
        let measured = container(9, selected: nil).measurements!
        #expect(measured.widths.max() == measured.widths[measured.widest.first!])
        let others = measured.widths.indices.filter { $0 != measured.widest.first }.map { measured.widths[$0] }
        #expect(measured.widestWidth(excluding: measured.widest.first) == others.max())
        #expect(measured.widestWidth(excluding: 0) == measured.widths.max())
        #expect(measured.offsets == measured.widths.reduce(into: [0]) { $0.append($0.last! + $1) })
    }

    @Test func aHundredThousandTabsLayOutAroundTheSelectedOne() {
        var container = Container()
        container.items = (1...100_000).map { Item(id: String($0), title: "T\($0)") }
        container.selectedID = "77777"
        container.measure()
        let layout = Layout.bar(container, width: 60)
        #expect(layout.slots.map(\.id) == (77_773...77_777).map(String.init))
        #expect(layout.markers.map(\.count) == [77_773, 22_223])  // T77773 is partly hidden
        expectScreen(draw(container, 60, 2), [
            "‹ +77773  T7…   T77774   T77775   T77776   T77777   +22223 ›",  // cut at the edge: …
            "                                          ╺━━━━━━╸",
        ])
    }
}
