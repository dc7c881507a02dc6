import Testing
@testable import TabHostKit

/// docs/scripting.md, "The live container `c`": the live container `c` in callbacks, page
/// functions and key bindings.
@Suite struct LiveContainerTests {
    /// A bar whose key bindings run one line of Lua each against `c`; the Nth binding is on
    /// line 2 + N of `test.lua`.
    func host(_ bindings: KeyValuePairs<String, String>, extra: String = "") throws -> ScriptHost {
        let keys = bindings.map { "[\"\($0.key)\"] = function(c) \($0.value) end" }.joined(separator: ",\n")
        return try load("""
            return {
              tabs = { { id = "a", title = "Alpha" }, { id = "b", title = "Beta" }, { id = "m", title = "Mute", kind = "toggle" } },
              keys = { \(keys) },
              didSelect = function(c, item, index) end,
              tabSwitched = function(c, to, from) end,
              \(extra)
            }
            """)
    }

    func lines(_ host: ScriptHost, _ width: Int = 30, _ height: Int = 2) -> [String] {
        host.frame(width: width, height: height).screen.lines
    }

    @Test func selectedTabsAndItemFieldsReadTheModel() throws {
        let h = try host(["x": "c:tab('a').title = table.concat({ c.selected.id, #c.tabs, c.tabs[3].kind, c:tab('b').title, c:tab('b').index, tostring(c:tab('zz')) }, ' ')"])
        h.press("x")
        #expect(h.errors == [])
        #expect(h.container.items[0].title == "a 3 toggle Beta 2 nil")
    }

    @Test func selectIsSilentUnlessNotifying() throws {
        let h = try host(["x": "c:select('b')", "y": "c:select('a', { notify = true })"])
        h.press("x")
        #expect(h.container.selectedID == "b" && h.log == [])
        h.press("y")
        #expect(h.container.selectedID == "a" && h.log == ["didSelect a", "tabSwitched a b"])
    }

    /// `animated` slides the indicator as MDC's `setSelectedItem:animated:` does; an option
    /// the method does not know is an error rather than ignored.
    @Test func selectAnimatedSlidesAndUnknownOptionsAreErrors() throws {
        let h = try host(["x": "c:select('b', { animated = true })", "y": "c:select('a', { animate = true })"])
        h.setInitialSize(width: 30, height: 2)
        h.press("x")
        #expect(h.log == [] && h.container.motion.slide != nil)
        h.advance(150)
        #expect(lines(h)[1] != " ╺━━━━━╸" && lines(h)[1] != "         ╺━━━━╸")  // on its way
        h.advance(150)
        #expect(lines(h)[1] == "         ╺━━━━╸")
        h.press("y")
        #expect(h.errors.first?.message.hasSuffix("select: unknown option 'animate' (did you mean animated?)") == true)
        #expect(h.container.selectedID == "b")
    }

    @Test func anUnknownIdIsALuaErrorWithThePosition() throws {
        let h = try host(["x": "c:select('zz')"])
        h.press("x")
        #expect(h.errors.count == 1)
        #expect(h.errors.first?.message.hasPrefix("test.lua:3: no item with id 'zz'") == true)
    }

    @Test func insertRemoveMoveAndSetTabsRedrawAndKeepTheSelection() throws {
        let h = try host([
            "i": "c:insert({ id = 'n', title = 'New' }, { before = 'b' })",
            "r": "c:remove('a')",
            "v": "c:move('m', 1)",
            "s": "c:setTabs({ { id = 'b', title = 'Beta' }, { id = 'z', title = 'Zed' } })",
        ])
        h.press("i")
        #expect(lines(h) == ["  Alpha   New   Beta   ☐ Mute", " ╺━━━━━╸"])
        h.press("r")  // the selected tab goes: the one now in its place is selected
        #expect(h.container.selectedID == "n")
        h.press("v")
        #expect(h.container.items.map(\.id) == ["m", "n", "b"])
        h.press("s")  // the selected tab is gone: the nearest by position is selected
        #expect(lines(h) == ["  Beta   Zed", "        ╺━━━╸"])
        #expect(h.log == [] && h.errors == [])
    }

    @Test func itemFieldsAndStyleAreWritable() throws {
        let h = try host([
            "b": "c:tab('b').badgeValue = 4; c:tab('b').title = 'B'",
            "g": "c.style.tabsGap = c.style.tabsGap + 2",
        ], extra: "style = { tabsGap = 1 },")
        h.press("b")
        h.press("g")
        #expect(h.errors == [])
        #expect(lines(h) == ["  Alpha     B 4      ☐ Mute", " ╺━━━━━╸"])
    }

    @Test func badWritesAreErrorsWithThePath() throws {
        let h = try host(["x": "c:tab('b').title = 5", "y": "c.style.tabsGapp = 1", "z": "c.selected = 'b'"])
        for key: Key in ["x", "y", "z"] { h.press(key) }
        #expect(h.errors.map { $0.message } == [
            "test.lua:3: tabs[2].title: string expected, got number",
            "test.lua:4: style.tabsGapp: unknown parameter (did you mean tabsGap?)",
            "test.lua:5: c.selected is read-only: use c:select(id)",
        ])
    }

    @Test func stateIsOneTableAcrossCallbacksAndPages() throws {
        let h = try load("""
            return {
              state = { switches = 0 },
              tabs = { { id = "a", page = function(ctx) return "switches " .. ctx.state.switches end }, { id = "b" } },
              tabSwitched = function(c) c.state.switches = c.state.switches + 1 end,
            }
            """)
        h.press("right")
        h.press("left")
        #expect(h.frame(width: 20, height: 3).screen.lines[2] == "switches 2")
    }

    @Test func pageFunctionsGetTheContextAndTheLiveContainer() throws {
        let h = try load("""
            return {
              tabs = { { id = "a", title = "A", page = function(ctx)
                return { ctx.width .. "x" .. ctx.height, ctx.tab.id, ctx.container.selected.title }
              end } },
            }
            """)
        #expect(h.frame(width: 12, height: 5).screen.lines == ["  A", " ╺━╸", "12x3", "a", "A"])
    }

    @Test func togglingIsSilentAndReadable() throws {
        let h = try host(["t": "c:toggle('m'); c.state.on = c:tab('m').on", "u": "c:toggle('m', true)"])
        h.press("t")
        #expect(h.container.items[2].isOn)
        h.press("u")
        #expect(h.container.items[2].isOn && h.log == [])
    }
}

/// The script's own status row (`c.status`) and the initial visit (`onOpen`).
@Suite struct StatusAndOpenTests {
    @Test func cStatusShowsUntilTheScriptClearsIt() throws {
        let h = try load("""
            return {
              style = { position = "bottom" },
              tabs = { { id = "a", title = "A", page = "page" }, { id = "b", title = "B", disabled = "offline" } },
              keys = { s = function(c) c.status = "3 unread" end, n = function(c) c.status = nil end,
                       r = function(c) c:tab("a").title = tostring(c.status) end, x = function(c) c.status = 4.5 end },
            }
            """)
        h.setInitialSize(width: 20, height: 4)
        h.press("s")
        #expect(h.frame().screen.lines == ["page", "", "3 unread", " [A] (B)"])
        h.press("2")  // a disabled item's reason shows over it until the next key
        #expect(h.frame().screen.lines[2] == "B: offline")
        h.press("r")
        #expect(h.frame().screen.lines == ["page", "", "3 unread", " [3 unread] (B)"])
        h.press("x")
        #expect(h.frame().screen.lines[2] == "4.5")
        h.press("n")
        #expect(h.frame().screen.lines[2] == "")
        #expect(h.errors == [])
    }

    @Test func aBadStatusIsAnError() throws {
        let h = try load("return { tabs = {}, keys = { s = function(c) c.status = {} end } }")
        h.press("s")
        #expect(h.errors.first?.message.hasSuffix("c.status: string expected, got table") == true)
    }

    @Test func aMisspelledFieldOfCGetsTheFieldItMeans() throws {
        let h = try load("""
            return {
              tabs = {},
              keys = { s = function(c) c.stauts = 1 end,
                       t = function(c) c.tbas = {} end,
                       z = function(c) c.zzz = 1 end },
            }
            """)
        h.press("s")
        h.press("t")
        h.press("z")
        #expect(h.errors.map { $0.message } == [
            "test.lua:3: cannot set c.stauts (did you mean status?)",
            "test.lua:4: cannot set c.tbas (did you mean tabs?)",
            "test.lua:5: cannot set c.zzz",
        ])
    }

    /// A misspelled read is an error too, so `c:focsu(id)` does not end in "attempt to call a
    /// nil value"; a field or parameter that is only unset still reads nil.
    @Test func aMisspelledReadGetsTheNameItMeans() throws {
        let h = try load("""
            return {
              tabs = { { id = "a", title = "A" } },
              keys = { m = function(c) c:focsu("a") end,
                       i = function(c) return c.selected.titel end,
                       s = function(c) return c.style.closeMrk end,
                       n = function(c) c.status = tostring(c.focused) .. tostring(c.selected.badgeValue) .. tostring(c.style.closeMark) end },
            }
            """)
        h.press("m")
        h.press("i")
        h.press("s")
        h.press("n")
        #expect(h.errors.map { $0.message } == [
            "test.lua:3: c.focsu: no such field or method (did you mean focus?)",
            "test.lua:4: item.titel: no such field (did you mean title?)",
            "test.lua:5: style.closeMrk: unknown parameter (did you mean closeMark?)",
        ])
        #expect(h.scriptStatus == "nilnilnil")
    }

    @Test func onOpenRunsOnceBeforeTheFirstKeyAndNotOnReload() throws {
        let source = """
            return {
              tabs = { { id = "a", title = "A" }, { id = "b", title = "B" } },
              onOpen = function(c) c:tab(c.selected.id).badgeValue = "new" end,
              onReload = function(c) end,
              didSelect = function(c, item) end,
            }
            """
        let s = try Session(source: source, name: "open.lua", root: "/tmp", size: CellSize(width: 20, height: 2))
        #expect(s.host.log == ["onOpen"])  // once sized, before anything else
        s.host.open()
        #expect(s.host.log == ["onOpen"])
        #expect(s.host.frame().screen.lines[0] == "  A new    B")
        try s.reload(source: source)
        #expect(s.host.log == ["onOpen", "onReload"])
        let unopened = try Session(source: source, name: "open.lua", opening: false)  // tabhost check
        #expect(unopened.host.log == [])
    }
}
