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
            }
        }
    }
}
