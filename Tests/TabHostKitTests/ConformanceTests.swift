import Testing
@testable import TabHostKit

/// docs/scripting.md, "Callbacks and the activation sequence", against the seeds
/// (research/seeds.md), driven through real Lua scripts: every test asserts the whole ordered
/// callback log.
@Suite struct ConformanceTests {
    /// BTabViewController: didSelect on every tap (a re-tap too), tabSwitched only on a change.
    static let btab = """
        return {
          tabs = { { title = "First" }, { title = "Second" }, { title = "Third" } },
          didSelect = function(c, item, index) end,
          tabSwitched = function(c, to, from) end,
        }
        """

    /// MDC: shouldSelect vetoes first; will/did on re-taps too.
    static let mdc = """
        return {
          tabs = { { id = "a", title = "A" }, { id = "b", title = "B" }, { id = "locked", title = "Locked" } },
          shouldSelect = function(c, item, index) return item.id ~= "locked" end,
          willSelect = function(c, item, index) end,
          didSelect = function(c, item, index) end,
          tabSwitched = function(c, to, from) end,
        }
        """

    /// RKTabView: radio, toggle and button in one bar, reporting became enabled/disabled.
    static let rk = """
        return {
          tabs = {
            { id = "home", kind = "usual" }, { id = "search", kind = "excludable" },
            { id = "mute", kind = "unexcludable" }, { id = "refresh", kind = "button", action = function(c, item) end },
          },
          tabBecameEnabled = function(c, item, index) end,
          tabBecameDisabled = function(c, item, index) end,
        }
        """

    @Test func btabReportsDidSelectThenTabSwitched() throws {
        let host = try load(Self.btab)
        host.activate("2")
        host.activate("2")
        host.press("right")
        #expect(host.log == ["didSelect 2", "tabSwitched 2 1", "didSelect 2", "didSelect 3", "tabSwitched 3 2"])
        #expect(host.errors == [])
    }

    @Test func mdcVetoStopsEverythingAndRetapsAskAgain() throws {
        let host = try load(Self.mdc)
        host.activate("locked")
        #expect(host.container.selectedID == "a")
        host.activate("b")
        host.activate("b")
        #expect(host.log == [
            "shouldSelect locked",
            "shouldSelect b", "willSelect b", "didSelect b", "tabSwitched b a",
            "shouldSelect b", "willSelect b", "didSelect b",
        ])
    }

    @Test func rkMixesRadioTogglesAndButtons() throws {
        let host = try load(Self.rk)
        host.activate("search")
        host.activate("search")  // a re-tap of the enabled radio tab reports nothing in RK
        host.activate("mute")
        host.activate("mute")
        host.activate("refresh")
        #expect(host.log == [
            "tabBecameEnabled search", "tabBecameEnabled mute", "tabBecameDisabled mute", "action refresh",
        ])
        #expect(host.container.selectedID == "search")
    }

    @Test func callbackErrorsAreCollectedAndTheHostKeepsRunning() throws {
        let host = try load("""
            return {
              tabs = { { id = "a" }, { id = "b" } },
              didSelect = function(c, item) error("boom in " .. item.id) end,
              tabSwitched = function(c, to, from) end,
            }
            """)
        host.activate("b")
        #expect(host.errors.count == 1)
        #expect(host.errors.first?.message.hasPrefix("test.lua:3: boom in b") == true)
        #expect(host.log == ["didSelect b", "tabSwitched b a"])
        #expect(host.container.selectedID == "b")
    }
}
