import Testing
@testable import TabHostKit

/// The examples behave as the seeds they reproduce (research/seeds.md).
@Suite struct ExampleTests {
    static let examples = String(#filePath.dropLast("Tests/TabHostKitTests/ExampleTests.swift".count)) + "examples/"

    func open(_ name: String) throws -> ScriptHost {
        let host = try ScriptHost(path: Self.examples + name)
        host.setInitialSize(width: 60, height: 8)
        return host
    }

    @Test func btabCountsSwitchesButNotRetaps() throws {
        let h = try open("btab.lua")
        h.press("right")
        h.press("2")
        h.press("3")
        #expect(h.log == ["didSelect 2", "tabSwitched 2 1", "didSelect 2", "didSelect 3", "tabSwitched 3 2"])
        #expect(h.frame().screen.lines[5] == "Tab switches so far: 2")
    }

    @Test func materialVetoesTheLockedTab() throws {
        let h = try open("material.lua")
        h.press("end")
        #expect(h.log == ["shouldSelect locked"])
        #expect(h.container.selectedID == "recents")
        h.press("2")
        #expect(h.log.suffix(3) == ["shouldSelect favorites", "willSelect favorites", "didSelect favorites"])
    }

    @Test func rktabMixesRadioTogglesAndAButton() throws {
        let h = try open("rktab.lua")
        h.press("right")   // search: a radio tab
        h.press("right")   // mute: a toggle takes focus
        h.press("enter")
        h.press("enter")
        h.press("right")   // refresh: a button
        h.press("space")
        #expect(h.log == ["tabBecameEnabled search", "tabBecameEnabled mute", "tabBecameDisabled mute", "action refresh"])
        #expect(h.container.selectedID == "search")
        #expect(h.errors == [])
    }
}
