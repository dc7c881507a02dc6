import Testing
@testable import TabCore

/// docs/scripting.md, "Keys and mouse": movement, wrapping, focus, digits.
@Suite struct NavigationTests {
    @Test func rightAndLeftActivateNeighbouringTabs() {
        let c = Fixture.container("1 2 3")
        #expect(c.action(forKey: "right") == .activate("2"))
        #expect(c.action(forKey: "l") == .activate("2"))
        #expect(c.action(forKey: "tab") == .activate("2"))
        #expect(c.action(forKey: "left") == .activate("3"))  // wraps
        #expect(c.action(forKey: "shift+tab") == .activate("3"))
    }

    @Test func withoutWrapTheEndsStop() {
        var c = Fixture.container("1 2 3")
        c.style.wrap = false
        #expect(c.action(forKey: "left") == KeyAction.none)
        try? c.select("3")
        #expect(c.action(forKey: "right") == KeyAction.none)
    }

    @Test func disabledAndHiddenItemsAreSkipped() {
        var c = Fixture.container("1 2 3 4")
        c.items[1].isDisabled = true
        c.items[2].isHidden = true
        #expect(c.action(forKey: "right") == .activate("4"))
    }

    @Test func togglesAndButtonsTakeFocusAndEnterActivatesThem() {
        var c = Fixture.container("1 mute:toggle go:button 2")
        #expect(c.action(forKey: "right") == .focus("mute"))
        c.apply(focus: "mute")
        #expect(c.action(forKey: "enter") == .activate("mute"))
        #expect(c.action(forKey: "space") == .activate("mute"))
        #expect(c.action(forKey: "right") == .focus("go"))
        c.apply(focus: "go")
        #expect(c.action(forKey: "right") == .activate("2"))
    }

    @Test func homeAndEndGoToTheFirstAndLastSelectableItems() {
        var c = Fixture.container("1 2 3 go:button")
        c.items[0].isDisabled = true
        #expect(c.action(forKey: "home") == .activate("2"))
        #expect(c.action(forKey: "end") == .focus("go"))
    }

    @Test func digitsPickTheNthVisibleItem() {
        var c = Fixture.container("1 2 3")
        c.items[0].isHidden = true
        #expect(c.action(forKey: "1") == .activate("2"))
        #expect(c.action(forKey: "2") == .activate("3"))
        #expect(c.action(forKey: "3") == KeyAction.none)
        #expect(c.action(forKey: "0") == KeyAction.none)
    }

    @Test func quitKeys() {
        let c = Fixture.container("1")
        #expect(c.action(forKey: "q") == .quit)
        #expect(c.action(forKey: "ctrl+c") == .quit)
        #expect(c.action(forKey: "x") == KeyAction.none)
    }

    @Test func anEmptyBarIgnoresKeys() {
        let c = Fixture.container("")
        for key: Key in ["left", "right", "home", "end", "enter", "1"] {
            #expect(c.action(forKey: key) == KeyAction.none)
        }
    }
}
