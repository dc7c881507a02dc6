import Testing
import TabCore
@testable import TabHostKit

/// Containers nested as pages at runtime: own bar, own callbacks with their own `c`, input
/// routed by the hit map and the focused bar; the outer bar never switches from inner events.
@Suite struct NestedContainerTests {
    static let script = """
        return {
          selected = "settings",
          tabs = {
            { id = "mail", title = "Mail", page = "Inbox" },
            { id = "settings", title = "Settings", page = {
                style = { tabsGap = 2, indicatorIsRounded = false },
                tabs = {
                  { id = "general", title = "General", page = function(ctx)
                      return "General of " .. ctx.container.selected.id .. ", " .. ctx.width .. "x" .. ctx.height
                    end },
                  { id = "colors", title = "Colors", page = "Pick a color" },
                  { id = "mail", title = "Also mail" },
                },
                didSelect = function(c, item, index) c.state.inner = c.selected.id .. " " .. index end,
                tabSwitched = function(c, to, from) end,
                keys = { x = function(c) c:select("colors") end },
            } },
          },
          didSelect = function(c, item, index) end,
          tabSwitched = function(c, to, from) end,
          keys = { y = function(c) c:select("mail") end },
        }
        """

    func host(width: Int = 40, height: Int = 6) throws -> ScriptHost {
        let h = try load(Self.script)
        h.setInitialSize(width: width, height: height)
        return h
    }

    func lines(_ h: ScriptHost) -> [String] { h.frame().screen.lines }

    @Test func theNestedBarAndItsPageAreDrawnInThePageArea() throws {
        let h = try host()
        #expect(lines(h) == [
            "  Mail   Settings",
            "        ╺━━━━━━━━╸",
            "  General    Colors    Also mail",
            " ─────────",  // light: the keys act on the outer bar
            "General of general, 40x2",
            "",
        ])
        #expect(h.errors == [])
    }

    @Test func clicksReachTheInnerBarAndItsOwnCallbacks() throws {
        let h = try host()
        #expect(h.hit(x: 13, y: 2) == Hit(id: "colors", part: .title, path: ["settings"]))
        h.click(x: 13, y: 2)
        #expect(h.log == ["didSelect colors", "tabSwitched colors general"])
        #expect(h.container.selectedID == "settings")
        #expect(h.container.nested(at: ["settings"])?.selectedID == "colors")
        #expect(lines(h)[2...4] == ["  General    Colors    Also mail", "            ━━━━━━━━", "Pick a color"])
        #expect(h.errors == [])
        h.press("y")  // the click focused the inner bar: its bindings first, then the outer ones
        #expect(h.container.selectedID == "mail")
    }

    @Test func clickingByIdPrefersTheOuterBarUnlessAPathIsGiven() throws {
        let h = try host()
        #expect(h.click(tab: "mail", path: ["settings"]))
        #expect(h.log == ["didSelect mail", "tabSwitched mail general"])
        #expect(h.container.selectedID == "settings")
        #expect(h.click(tab: "mail"))
        #expect(h.log.suffix(2) == ["didSelect mail", "tabSwitched mail settings"])
        #expect(h.container.selectedID == "mail")
        #expect(!h.click(tab: "colors"))  // no longer on screen
    }

    @Test func downEntersTheInnerBarAndEscapeLeavesIt() throws {
        let h = try host()
        h.press("down")
        #expect(h.focusedBar == ["settings"])
        #expect(lines(h)[0...3] == [  // heavy marks the bar the keys act on, light the others
            "  Mail   Settings",
            "        ╶────────╴",
            "  General    Colors    Also mail",
            " ━━━━━━━━━",
        ])
        h.press("right")
        h.press("3")
        h.press("escape")
        h.press("left")
        #expect(h.log == [
            "didSelect colors", "tabSwitched colors general",
            "didSelect mail", "tabSwitched mail colors",
            "didSelect mail", "tabSwitched mail settings",
        ])
        #expect(h.focusedBar == [])
        #expect(h.frame().screen.lines[1].contains("╺"))
    }

    @Test func innerKeyBindingsGetTheInnerContainer() throws {
        let h = try host()
        h.press("x")  // focus is outside: the inner binding is not reached
        #expect(h.container.nested(at: ["settings"])?.selectedID == "general")
        h.press("down")
        h.press("x")
        #expect(h.container.nested(at: ["settings"])?.selectedID == "colors")
        #expect(h.log == [])  // c:select is silent
    }

    @Test func theInnerCIsItsOwnContainer() throws {
        let h = try load("""
            return {
              tabs = {
                { id = "outer", title = "Outer", page = {
                    style = { tabsGap = 3 },
                    tabs = { { id = "a", title = "A" }, { id = "b", title = "B" } },
                    didSelect = function(c, item, index)
                      c:tab("a").title = #c.tabs .. " " .. c.selected.id .. " " .. c.style.tabsGap
                      c.style.tabsGap = 1
                      c:insert({ id = "n", title = "N" }, { after = "b" })
                    end,
                } },
              },
            }
            """)
        h.setInitialSize(width: 30, height: 4)
        h.click(x: 8, y: 2)
        #expect(h.errors == [])
        // The click focused the inner bar: the outer indicator is drawn in light lines.
        #expect(h.frame().screen.lines == ["  Outer", " ╶─────╴", "  2 b 3   B   N", "         ╺━╸"])
    }

    @Test func theWheelAndMarkersWorkInTheInnerBar() throws {
        let h = try load("""
            local tabs = {}
            for i = 1, 12 do tabs[i] = { id = "t" .. i, title = "Tab" .. i } end
            return { tabs = { { id = "o", title = "Outer", page = { tabs = tabs, didSelect = function() end } } } }
            """)
        h.setInitialSize(width: 30, height: 4)
        h.scroll(1, x: 4, y: 2)
        h.scroll(1, x: 24, y: 3)  // the inner indicator row is the inner bar's too
        #expect(h.log == ["didSelect t2", "didSelect t3"])
        #expect(h.hit(x: 27, y: 2) == Hit(id: nil, part: .marker, direction: 1, path: ["o"]))
        h.click(x: 27, y: 2)
        #expect(h.frame().screen.lines[2].hasPrefix("‹ +"))
        #expect(h.container.nested(at: ["o"])?.selectedID == "t3")
    }

    @Test func vetoesAndButtonsInTheInnerBar() throws {
        let h = try load("""
            return { tabs = { { id = "o", title = "O", page = {
              tabs = { { id = "a" }, { id = "locked" }, { id = "go", kind = "button", action = function(c, item) c:tab("a").title = "went" end } },
              shouldSelect = function(c, item) return item.id ~= "locked" end,
            } } } }
            """)
        h.setInitialSize(width: 30, height: 4)
        #expect(h.click(tab: "locked"))
        #expect(h.click(tab: "go"))
        #expect(h.log == ["shouldSelect locked", "action go"])
        #expect(h.container.nested(at: ["o"])?.selectedID == "a")
        #expect(h.container.nested(at: ["o"])?.items[0].title == "went")
    }

    @Test func aReloadKeepsTheNestedSelectionAndFocus() throws {
        let session = try Session(source: Self.script, name: "test.lua", root: "/tmp")
        session.host.setInitialSize(width: 40, height: 6)
        session.host.press("down")
        session.host.press("right")
        try session.reload(source: Self.script)
        #expect(session.host.container.nested(at: ["settings"])?.selectedID == "colors")
        #expect(session.host.focusedBar == ["settings"])
        #expect(session.host.frame().screen.lines[4] == "Pick a color")
    }
}

/// Lua functions that run while a frame is made (page functions, indicator templates) may
/// change the model; the frame draws it as it was before them, and the next frame shows
/// the change. No size or change reaches a crash.
@Suite struct FrameConsistencyTests {
    static let script = """
        local n = 0
        return {
          tabs = {
            { id = "a", title = "A", page = function(ctx)
                n = n + 1
                if #ctx.container.tabs > 1 then ctx.container:remove(ctx.container.tabs[#ctx.container.tabs].id) end
                return "frame " .. n
              end },
            { id = "b", title = "B" }, { id = "c", title = "C" },
            { id = "n", title = "Nested", page = {
                style = { selectionIndicatorTemplate = function(ctx)
                  ctx.item.title = ctx.item.title .. "+"
                  return "~"
                end },
                tabs = { { id = "x", title = "X" }, { id = "y", title = "Y" } },
            } },
          },
        }
        """

    @Test func changesDuringAFrameShowInTheNext() throws {
        let h = try load(Self.script)
        h.setInitialSize(width: 30, height: 4)
        #expect(h.frame().screen.lines == ["  A   B   C   Nested", " ╺━╸", "frame 1", ""])
        #expect(h.frame().screen.lines == ["  A   B   C", " ╺━╸", "frame 2", ""])
        #expect(h.errors == [])
    }

    @Test func aTemplateThatChangesItsItemNeverBreaksTheFrame() throws {
        let h = try load(Self.script)
        h.setInitialSize(width: 30, height: 5)
        try h.select("n")
        #expect(h.frame().screen.lines == ["  A   B   C   Nested", "             ╺━━━━━━╸", "  X   Y", " ~", ""])
        #expect(h.frame().screen.lines[2] == "  X+   Y")
        #expect(h.errors == [])
    }

    @Test func everySizeDrawsWithoutACrash() throws {
        let h = try load(Self.script)
        try h.select("n")
        for width in [-1, 0, 1, 2, 5, 13] {
            for height in [-1, 0, 1, 2, 3, 4, 7] {
                _ = h.frame(width: width, height: height)
            }
        }
        #expect(h.errors == [])
    }
}
