import Testing
@testable import TabCore

/// docs/scripting.md, "Callbacks and the activation sequence": programmatic changes are silent
/// and keep the selection by id.
@Suite struct EditingTests {
    @Test func selectIsSilentAndRejectsUnknownIdsAndNonTabs() throws {
        var c = Fixture.container("1 2 mute:toggle")
        try c.select("2")
        #expect(c.selectedID == "2")
        #expect(throws: ContainerError("no item with id 'zz'")) { try c.select("zz") }
        #expect(throws: ContainerError("cannot select 'mute': it is a toggle, not a tab")) { try c.select("mute") }
    }

    @Test func toggleSetsOrFlips() throws {
        var c = Fixture.container("1 mute:toggle")
        try c.toggle("mute", on: true)
        #expect(c.items[1].isOn)
        try c.toggle("mute")
        #expect(!c.items[1].isOn)
        #expect(throws: ContainerError("cannot toggle '1': it is a tab, not a toggle")) { try c.toggle("1") }
    }

    @Test func replacingItemsKeepsTheSelectionById() throws {
        var c = Fixture.container("1 2 3")
        try c.select("3")
        try c.setItems(Fixture.items("3 4 1"))
        #expect(c.selectedID == "3")
    }

    @Test func removingTheSelectedTabSelectsTheNearestRemaining() throws {
        var c = Fixture.container("1 2 3")
        try c.select("2")
        try c.remove("2")
        #expect(c.selectedID == "3")  // the tab now in its place
        try c.remove("3")
        #expect(c.selectedID == "1")  // the last one removed: the previous
        try c.remove("1")
        #expect(c.selectedID == nil)
    }

    @Test func withAutoselectNoneALostSelectionStaysEmpty() throws {
        var c = Fixture.container("1 2")
        c.autoselect = .none
        try c.remove("1")
        #expect(c.selectedID == nil)
    }

    @Test func insertBeforeAfterAndAtTheEnd() throws {
        var c = Fixture.container("1 2")
        try c.insert(Item(id: "a", title: "a"), before: "1")
        try c.insert(Item(id: "b", title: "b"), after: "1")
        try c.insert(Item(id: "c", title: "c"))
        #expect(c.items.map(\.id) == ["a", "1", "b", "2", "c"])
        #expect(c.selectedID == "1")
        #expect(throws: ContainerError("duplicate id 'a'")) { try c.insert(Item(id: "a", title: "")) }
        #expect(throws: ContainerError("no item with id 'x'")) { try c.insert(Item(id: "d", title: ""), after: "x") }
    }

    @Test func moveClampsToTheList() throws {
        var c = Fixture.container("1 2 3")
        try c.move("1", to: 3)
        #expect(c.items.map(\.id) == ["2", "3", "1"])
        try c.move("1", to: -5)
        #expect(c.items.map(\.id) == ["1", "2", "3"])
        #expect(c.selectedID == "1")
    }

    @Test func duplicateIdsAreRejectedWhenReplacing() {
        var c = Fixture.container("1")
        #expect(throws: ContainerError("duplicate id '2'")) { try c.setItems(Fixture.items("2 2")) }
        #expect(c.items.map(\.id) == ["1"])
    }

    @Test func theInitialSelectionHonorsSelectedAndAutoselect() {
        var c = Fixture.container("go:button 1 2")
        #expect(c.selectedID == "1")
        c.selectInitially("2")
        #expect(c.selectedID == "2")
        c.selectInitially("go")  // not a tab: falls back
        #expect(c.selectedID == "1")
        c.autoselect = .none
        c.selectInitially(nil)
        #expect(c.selectedID == nil)
    }
}

@Suite struct UpdatingItemsTests {
    @Test func hidingTheSelectedTabMovesTheSelection() throws {
        var c = Fixture.container("1 2 3")
        var first = c.items[0]
        first.isHidden = true
        try c.update(first)
        #expect(c.selectedID == "2")
    }

    @Test func changingAnotherItemKeepsTheSelection() throws {
        var c = Fixture.container("1 2")
        var second = c.items[1]
        second.title = "Two"
        try c.update(second)
        #expect(c.selectedID == "1" && c.items[1].title == "Two")
        #expect(throws: ContainerError("no item with id 'x'")) { try c.update(Item(id: "x", title: "")) }
    }
}
