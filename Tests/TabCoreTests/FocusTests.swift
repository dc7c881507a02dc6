import Testing
@testable import TabCore

/// docs/scripting.md, `activation` and `c:focus`: the keyboard focus apart from the selection.
@Suite struct FocusTests {
    @Test func manualActivationMovesTheFocusAndEnterSelects() {
        var c = Fixture.container("1 2 3")
        c.style.activation = .manual
        #expect(c.action(forKey: "right") == .focus("2"))
        #expect(c.action(forKey: "end") == .focus("3"))
        #expect(c.action(forKey: "home") == .focus("1"))
        c.apply(focus: "2")
        #expect(c.focusID == "2")
        #expect(c.selectedID == "1")
        #expect(c.action(forKey: "right") == .focus("3"))  // moves on from the focus
        #expect(c.action(forKey: "enter") == .activate("2"))
        #expect(c.action(forKey: "space") == .activate("2"))
        c.apply(focus: "1")
        #expect(c.focusID == nil)  // back on the selection
    }

    @Test func theFocusedTabIsFramedAndNothingMoves() {
        var c = makeContainer(["Alpha", "Beta", "Gamma"]) { $0.activation = .manual }
        let before = Layout.bar(c, width: 40).slots.map(\.x)
        c.apply(focus: "3")
        expectScreen(draw(c, 40, 2), [
            "  Alpha   Beta  <Gamma>",
            " ╺━━━━━╸",
        ])
        #expect(Layout.bar(c, width: 40).slots.map(\.x) == before)
    }

    @Test func layoutKeepsTheFocusedTabOnScreen() {
        var c = makeContainer((1...40).map { "Tab\($0)" }) { $0.activation = .manual }
        for id in ["40", "20", "1", "33"] {
            c.apply(focus: id)
            let layout = Layout.bar(c, width: 30)
            let slot = layout.slot(id: id)
            #expect(slot.map { layout.viewport.contains($0.x) && $0.x + $0.width <= layout.viewport.upperBound } == true, "\(id)")
        }
    }

    @Test func neverOnAHiddenOrDisabledItem() throws {
        var c = Fixture.container("1 2 3 4")
        c.items[1].isDisabled = true
        c.items[2].isHidden = true
        #expect(throws: ContainerError("cannot focus '2': it is disabled")) { try c.focus("2") }
        #expect(throws: ContainerError("cannot focus '3': it is hidden")) { try c.focus("3") }
        #expect(throws: ContainerError("no item with id '9'")) { try c.focus("9") }
        try c.focus("4")
        #expect(c.focusID == "4")
        c.items[3].isDisabled = true
        c.reconcileSelection(formerPosition: nil)
        #expect(c.focusID == nil)  // a focused item that became disabled gives the focus back
        try c.focus(nil)
        #expect(c.focusID == nil)
    }
}
