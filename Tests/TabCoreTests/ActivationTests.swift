import Testing
@testable import TabCore

/// docs/scripting.md, "Callbacks and the activation sequence": the user activation sequence,
/// asserted as whole ordered logs.
@Suite struct ActivationTests {
    @Test func switchingTabsRunsTheFullSequenceInOrder() {
        var c = Fixture.container("1 2 3")
        #expect(c.tap("2") == ["shouldSelect 2", "willSelect 2", "didSelect 2", "tabBecameEnabled 2", "tabSwitched 2 1"])
        #expect(c.selectedID == "2")
    }

    @Test func reactivatingTheSelectedTabFiresOnlyVetoWillAndDidSelect() {
        var c = Fixture.container("1 2 3")
        #expect(c.tap("1") == ["shouldSelect 1", "willSelect 1", "didSelect 1"])
        #expect(c.selectedID == "1")
    }

    @Test func aVetoChangesNothing() {
        var c = Fixture.container("1 2 3")
        #expect(c.tap("2", allow: false) == ["shouldSelect 2"])
        #expect(c.selectedID == "1")
    }

    @Test func onlyDefinedCallbacksAreCalled() {
        var c = Fixture.container("1 2", callbacks: false)
        c.callbacks.tabSwitched = Fixture.tabSwitched
        #expect(c.tap("2") == ["tabSwitched 2 1"])
    }

    @Test func togglesFlipAndReportOnThenOffWithoutSwitchingTabs() {
        var c = Fixture.container("1 mute:toggle")
        #expect(c.tap("mute") == ["shouldSelect mute", "willSelect mute", "didSelect mute", "tabBecameEnabled mute"])
        #expect(c.items[1].isOn)
        #expect(c.tap("mute") == ["shouldSelect mute", "willSelect mute", "didSelect mute", "tabBecameDisabled mute"])
        #expect(!c.items[1].isOn)
        #expect(c.selectedID == "1")
    }

    @Test func buttonsRunOnlyTheirAction() {
        var c = Fixture.container("1 go:button")
        #expect(c.tap("go") == ["action go"])
        #expect(c.selectedID == "1")
    }

    @Test func disabledAndHiddenItemsDoNothing() {
        var c = Fixture.container("1 2 3")
        c.items[1].isDisabled = true
        c.items[1].disabledReason = "Needs login"
        c.items[2].isHidden = true
        #expect(c.plan(activating: "2") == .disabled(title: "2", reason: "Needs login"))
        #expect(c.plan(activating: "3") == .ignored)
        #expect(c.plan(activating: "nope") == .ignored)
        #expect(c.tap("2") == [] && c.tap("3") == [])
        #expect(c.selectedID == "1")
    }

    @Test func theFirstSelectionFromNothingSwitchesFromNil() {
        var c = Fixture.container("1 2")
        c.autoselect = .none
        c.selectInitially(nil)
        #expect(c.selectedID == nil)
        #expect(c.tap("2").last == "tabSwitched 2 nil")
    }

    @Test func completingRechecksTheItemAfterTheScriptChangedIt() {
        var c = Fixture.container("1 2")
        guard case .select(let activation) = c.plan(activating: "2") else { Issue.record("not a select"); return }
        try? c.remove("2")  // willSelect removed it
        #expect(c.complete(activation) == [])
        #expect(c.selectedID == "1")
    }

    @Test func indexesAreOneBasedPositions() {
        var c = Fixture.container("a b c")
        guard case .select(let activation) = c.plan(activating: "c") else { Issue.record("not a select"); return }
        #expect(activation.shouldSelect?.index == 3)
        #expect(c.complete(activation).map(\.index) == [3, 3, 3])
    }
}
