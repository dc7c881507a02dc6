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

    /// The keyboard focus stays where the user moved it, by id, while that item can still
    /// take it: a manual strip's tab, a toggle; not a tab of a strip now automatic, not an
    /// item now disabled or gone.
    @Test func theFocusIsKeptByIdWhileItsItemCanTakeIt() throws {
        var old = generation(["1", "2", "3", "wifi:toggle"])
        old.style.activation = .manual
        try old.focus("3")
        var same = generation(["1", "2", "3", "wifi:toggle"])
        same.style.activation = .manual
        same.keepState(of: old)
        #expect(same.focusID == "3")
        var automatic = generation(["1", "2", "3", "wifi:toggle"])
        automatic.keepState(of: old)
        #expect(automatic.focusID == nil)
        var disabled = same
        disabled.focusID = nil
        disabled.items[2].isDisabled = true
        disabled.keepState(of: old)
        #expect(disabled.focusID == nil)
        try old.focus("wifi")
        var toggle = generation(["wifi:toggle", "1"])
        toggle.keepState(of: old)
        #expect(toggle.focusID == "wifi")
        var gone = generation(["1", "2"])
        gone.keepState(of: old)
        #expect(gone.focusID == nil)
    }

    @Test func whatIsGoneOrChangedKindIsNotCarried() {
        var old = generation(["1", "2", "wifi:toggle"])
        old.selectedID = "2"
        old.items[2].isOn = true
        var new = generation(["1", "wifi"])  // 2 is gone, wifi became a tab
        new.keepState(of: old)
        #expect(new.selectedID == "wifi")  // the tab now in 2's place, as `c:remove` picks
        #expect(!new.items[1].isOn)
    }

    /// Every way the list changes picks the same neighbour: for lists of 1 to 12 items of
    /// every kind, each selected tab and many sets of dropped items, a reload selects what
    /// `setItems` (and so `c:setTabs`, `c:remove`) does.
    @Test func aReloadThatDropsTheSelectionPicksTheNeighbourAnEditWould() {
        var random = SystemRandomNumberGenerator()
        let kinds = ["", ":toggle", ":button"]
        for count in 1...12 {
            for _ in 0..<40 {
                let words = (0..<count).map { "i\($0)" + (Int.random(in: 0..<4, using: &random) == 0 ? kinds.randomElement(using: &random)! : "") }
                var old = Container()
                old.items = Fixture.items(words.joined(separator: " "))
                for index in old.items.indices where Int.random(in: 0..<5, using: &random) == 0 {
                    old.items[index].pinned = Bool.random(using: &random) ? .start : .end
                }
                guard let selected = old.items.filter({ $0.kind == .tab }).randomElement(using: &random) else { continue }
                old.selectedID = selected.id
                let kept = old.items.filter { $0.id != selected.id && Bool.random(using: &random) }
                var edited = old
                try? edited.setItems(kept)
                var reloaded = Container()
                reloaded.items = kept
                reloaded.selectInitially(nil)
                reloaded.keepState(of: old)
                #expect(reloaded.selectedID == edited.selectedID, "\(words) without \(selected.id), kept \(kept.map(\.id))")
                var removed = old
                try? removed.remove(selected.id)
                var rest = old
                try? rest.setItems(old.items.filter { $0.id != selected.id })
                #expect(removed.selectedID == rest.selectedID, "\(words) without \(selected.id)")
            }
        }
    }

    /// The neighbour is the one the bar shows beside the tab that went: "x" is listed between
    /// "a" and "b" but pinned to the start, so closing "a" selects "b", on its right.
    @Test func theNeighbourIsTheOneBesideItInTheBar() {
        var old = Container()
        old.items = Fixture.items("a x b")
        old.items[1].pinned = .start
        old.selectedID = "a"
        var removed = old
        try? removed.remove("a")
        #expect(removed.selectedID == "b")
        var reloaded = Container()
        reloaded.items = Fixture.items("x b")
        reloaded.items[0].pinned = .start
        reloaded.selectInitially(nil)
        reloaded.keepState(of: old)
        #expect(reloaded.selectedID == "b")
        var last = old
        last.selectedID = "b"
        try? last.remove("b")
        #expect(last.selectedID == "a")  // the last tab gone: the one before it on screen
    }

    /// With the tab after it disabled, the tabs one and two places away were "a" and "d":
    /// the earlier one, which was the nearer, is selected.
    @Test func aTieGoesToTheEarlierTab() {
        var container = Container()
        container.items = Fixture.items("a b c d")
        container.items[2].isDisabled = true
        container.selectedID = "b"
        try? container.remove("b")
        #expect(container.selectedID == "a")
    }
}
