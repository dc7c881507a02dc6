import Testing
@testable import TabCore

/// A hot reload keeps the selection, toggles, scroll and focus by id, nested ones included.
@Suite struct ReloadTests {
    func generation(_ titles: [String]) -> Container {
        var inner = Container()
        inner.items = Fixture.items("a b mute:toggle")
        inner.selectInitially(nil)
        var outer = Container()
        outer.items = Fixture.items(titles.joined(separator: " "))
        if let i = outer.index(of: "nest") { outer.items[i].page = .container(inner) }
        outer.selectInitially(nil)
        return outer
    }

    @Test func selectionTogglesScrollAndFocusCarryOver() {
        var old = generation(["1", "nest", "wifi:toggle"])
        old.selectedID = "nest"
        old.items[2].isOn = true
        old.scrollOffset = 7
        old.updateNested(at: ["nest"]) {
            $0.selectedID = "b"
            $0.items[2].isOn = true
        }
        old.focus(bar: ["nest"])
        var new = generation(["1", "new", "nest", "wifi:toggle"])
        new.keepState(of: old)
        #expect(new.selectedID == "nest")
        #expect(new.items[3].isOn)
        #expect(new.scrollOffset == 7)
        #expect(new.focusPath == ["nest"])
        #expect(new.nested(at: ["nest"])?.selectedID == "b")
        #expect(new.nested(at: ["nest"])?.items[2].isOn == true)
    }

    @Test func whatIsGoneOrChangedKindIsNotCarried() {
        var old = generation(["1", "2", "wifi:toggle"])
        old.selectedID = "2"
        old.items[2].isOn = true
        var new = generation(["1", "wifi"])  // 2 is gone, wifi became a tab
        new.keepState(of: old)
        #expect(new.selectedID == "1")
        #expect(!new.items[1].isOn)
    }
}
