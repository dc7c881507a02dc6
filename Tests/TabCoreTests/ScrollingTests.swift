import Testing
@testable import TabCore

/// The overflow scroll is part of the update (`revealCursor`); drawing reads it as it is.
@Suite struct ScrollingTests {
    let twelve = (1...12).map { "Tab\($0)" }

    /// A user activation as the runtime does it, then the update's last step.
    func press(_ key: Key, _ container: inout Container, width: Int) {
        switch container.action(forKey: key) {
        case .activate(let id):
            if case .select(let activation) = container.plan(activating: id) { _ = container.complete(activation) }
        case .focus(let id): container.apply(focus: id)
        case .none, .quit, .close: break
        }
        container.revealCursor(width: width)
    }

    @Test func theUpdateScrollsAsLittleAsItCanAndTheStripStaysWhileTheSelectionShows() {
        var container = makeContainer(twelve)
        var strips: [String] = []
        for key: Key in ["end", "left", "left", "home"] {
            press(key, &container, width: 30)
            strips.append(draw(container, 30, 1).screen.lines[0])
        }
        #expect(strips == [
            "‹ +9   Tab10   Tab11  [Tab12]",
            "‹ +9   Tab10  [Tab11]  Tab12",  // Tab11 is in view: the strip stays
            "‹ +9  [Tab10]  Tab11   Tab12",
            " [Tab1]  Tab2   Tab3      +9 ›",
        ])
    }

    @Test func aSettledStripIsDrawnWhereTheUpdateLeftItWithTheSelectionInView() {
        for width in [9, 12, 20, 30, 40] {
            for alignment in [BarAlignment.leading, .centerSelected] {
                var container = makeContainer(twelve) { $0.alignment = alignment }
                for key: Key in ["right", "right", "right", "right", "right", "right", "left", "left", "end", "left", "home", "5"] {
                    press(key, &container, width: width)
                    let drawn = Layout.bar(container, width: width, revealSelection: false)
                    #expect(drawn.scrollOffset == container.scrollOffset, "\(width) \(alignment) \(key)")
                    guard width >= 20, let slot = drawn.selectedSlot else { continue }  // narrower: markers leave no room
                    #expect(slot.x >= drawn.viewport.lowerBound && slot.x + slot.width <= drawn.viewport.upperBound,
                            "\(width) \(alignment) \(key)")
                }
            }
        }
    }

    @Test func theKeyboardFocusIsKeptInViewToo() {
        var container = makeContainer(["One", "Two"] + (1...8).map { "Toggle\($0)" })
        for index in 2..<container.items.count { container.items[index].kind = .toggle }
        for _ in 0..<7 { press("right", &container, width: 30) }  // onto the toggles: focus only
        #expect(container.selectedID == "2")
        #expect(container.focusID == "8")
        let layout = Layout.bar(container, width: 30, revealSelection: false)
        let focused = layout.slot(id: "8")
        #expect(focused.map { layout.viewport.contains($0.x) && $0.x + $0.width <= layout.viewport.upperBound } == true)
        #expect(layout.slot(id: "2") == nil)  // the selected tab scrolled out of view meanwhile
    }

    @Test func aPinnedBarKeepsTheOffsetTheUserScrolledTo() {
        var container = makeContainer(twelve)
        container.scrollOffset = 40
        container.revealCursor(width: 30, keeping: [])
        #expect(container.scrollOffset == 40)
        container.revealCursor(width: 30)
        #expect(container.scrollOffset == 0)
    }
}
