import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

@Suite struct DecodeContainerTests {
    @Test func decodesTheSpecExample() throws {
        let decoded = try decodeScript(specExampleSource, file: "examples/spec.lua").get()
        let container = decoded.container
        #expect(container.items.map(\.id) == ["1", "2", "mute", "refresh"])
        #expect(container.items.map(\.title) == ["First", "Second", "Mute", "Refresh"])
        #expect(container.items.map(\.kind) == [.tab, .tab, .toggle, .button])
        guard case .line(let text) = container.items[0].page, case .function = container.items[1].page,
              case .none = container.items[2].page, case .none = container.items[3].page else {
            Issue.record("pages: \(container.items.map(\.page))")
            return
        }
        #expect(text == "Hello")
        #expect(container.items[2].image == "🔇")
        #expect(container.items[2].selectedImage == "🔊")
        #expect(container.items[3].action != nil)
        #expect(container.style.fitTabs)
        #expect(container.style.isIndicatorVisible == true)
        #expect(container.style.indicatorColor == .rgb(0x40, 0x40, 0x40))
        #expect(container.callbacks.didSelect != nil)
        #expect(container.callbacks.tabSwitched != nil)
        #expect(container.callbacks.shouldSelect == nil)
        #expect(container.selectedID == "1")
        #expect(decoded.selected == nil)
        #expect(decoded.state.isNil)
    }

    @Test func givesEachFunctionItsOwnHandle() throws {
        let container = try decodeScript(specExampleSource).get().container
        guard case .function(let page) = container.items[1].page else { return }
        let handles = [page, container.items[3].action, container.callbacks.didSelect, container.callbacks.tabSwitched]
        #expect(handles == [ScriptFunction(id: 1), ScriptFunction(id: 2), ScriptFunction(id: 3), ScriptFunction(id: 4)])
    }

    @Test func requiresATable() {
        #expect(problems("local x = 1\n\nreturn nil") == ["a.lua:3: script must return a container table, got nil"])
        #expect(problems("return 'tabs'") == ["a.lua:1: script must return a container table, got string"])
        #expect(problems("local x = 1") == ["a.lua: script must return a container table, got nil"])
        let unplaced = decode(.boolean(true), file: "b.lua")
        #expect(unplaced.failureDescriptions == ["b.lua: script must return a container table, got boolean"])
    }

    @Test func acceptsAnEmptyContainer() throws {
        let decoded = try decodeScript("return {}").get()
        #expect(decoded.container.items.isEmpty)
        #expect(decoded.container.selectedID == nil)
        #expect(decoded.container.style == BarStyle())
    }

    @Test func appliesTheInitialSelection() throws {
        let tabs = "tabs = { { id = 'm', kind = 'toggle' }, { id = 'a', disabled = true }, { id = 'b' }, { id = 'c' } }"
        #expect(try decodeScript("return { \(tabs) }").get().container.selectedID == "b")
        #expect(try decodeScript("return { \(tabs), selected = 'c' }").get().container.selectedID == "c")
        #expect(try decodeScript("return { \(tabs), selected = 'c' }").get().selected == "c")
        #expect(try decodeScript("return { \(tabs), autoselect = 'none' }").get().container.selectedID == nil)
        #expect(try decodeScript("return { tabs = { {}, {} }, selected = 2 }").get().container.selectedID == "2")
    }

    @Test func passesStateBackUntouched() throws {
        let state = try decodeScript("return { state = { count = 3, names = { 'a' } } }").get().state
        guard case .table(let table) = state else {
            Issue.record("state is \(state.typeName)")
            return
        }
        #expect(table.stringKeys == ["count", "names"])
    }

    @Test func readsKeyBindingsAndEveryCallback() throws {
        let container = try decodeScript("""
        return {
          keys = { ["ctrl+r"] = function(c) end, x = function(c) end },
          didSelect = function() end, tabSwitched = function() end, shouldSelect = function() end,
          willSelect = function() end, tabBecameEnabled = function() end, tabBecameDisabled = function() end,
          onReload = function() end, onResize = function() end,
        }
        """).get().container
        #expect(container.keys.map(\.key) == ["ctrl+r", "x"])
        #expect(container.keys.map(\.function) == [ScriptFunction(id: 1), ScriptFunction(id: 2)])
        let callbacks = container.callbacks
        let all = [callbacks.didSelect, callbacks.tabSwitched, callbacks.shouldSelect, callbacks.willSelect,
                   callbacks.tabBecameEnabled, callbacks.tabBecameDisabled, callbacks.onReload, callbacks.onResize]
        #expect(all.allSatisfy { $0 != nil })
        #expect(Set(all.compactMap { $0 }).count == 8)
    }

    @Test(arguments: [
        ("selected = 'inbx'", "a.lua:1: selected: no item with id 'inbx' (did you mean inbox?)"),
        ("selected = 'zzz'", "a.lua:1: selected: no item with id 'zzz'"),
        ("selected = 'mute'", "a.lua:1: selected: 'mute' is a toggle, not a tab"),
        ("selected = true", "a.lua:1: selected: string expected, got boolean"),
        ("autoselect = 'last'", "a.lua:1: autoselect: expected one of first, none, got 'last'"),
        ("state = 'x'", "a.lua:1: state: table expected, got string"),
        ("keys = { ['ctrl+r'] = 'reload' }", "a.lua:1: keys[\"ctrl+r\"]: function expected, got string"),
        ("keys = { [''] = function() end }", "a.lua:1: keys[\"\"]: unknown key (use left, right, up, down, enter, space, tab, home, end, escape, backspace, delete, insert, pageup, pagedown, f1 to f12, comma or a single character, with ctrl+, alt+ or shift+ before)"),
        ("keys = { ['ctrl+'] = function() end }", "a.lua:1: keys[\"ctrl+\"]: unknown key (use left, right, up, down, enter, space, tab, home, end, escape, backspace, delete, insert, pageup, pagedown, f1 to f12, comma or a single character, with ctrl+, alt+ or shift+ before)"),
        ("keys = { ['ctl+x'] = function() end }", "a.lua:1: keys[\"ctl+x\"]: unknown key (did you mean ctrl+x?)"),
        ("keys = { rigth = function() end }", "a.lua:1: keys.rigth: unknown key (did you mean right?)"),
        ("keys = { function() end }", "a.lua:1: keys[1]: unexpected positional value"),
        ("keys = 'ctrl+r'", "a.lua:1: keys: table expected, got string"),
        ("didSelect = 'hello'", "a.lua:1: didSelect: function expected, got string"),
        ("onResize = {}", "a.lua:1: onResize: function expected, got table"),
        ("style = 'dark'", "a.lua:1: style: table expected, got string"),
        ("tab = {}", "a.lua:1: tab: unknown field (did you mean tabs?)"),
        ("didselect = function() end", "a.lua:1: didselect: unknown field (did you mean didSelect?)"),
        ("shouldSelectt = function() end", "a.lua:1: shouldSelectt: unknown field (did you mean shouldSelect?)"),
        ("title = 'x'", "a.lua:1: title: unknown field"),
        ("tabsGap = 2", "a.lua:1: tabsGap: unknown field (style parameters go in style = { tabsGap = ... })"),
        ("'loose'", "a.lua:1: [1]: unexpected positional value"),
    ])
    func reportsBadContainerFields(field: String, message: String) {
        let tabs = "tabs = { { id = 'inbox' }, { id = 'mute', kind = 'toggle' } }"
        #expect(problems("return { \(tabs), \(field) }") == [message])
    }

    @Test func reportsEveryProblemInLineOrder() {
        let source = """
        local tabhost = require "tabhost"

        return tabhost.container {
          selected = "nowhere",
          style = {
            tabsGapp = 2,
            layout = "wide",
            tintColor = "#12",
          },
          tabs = {
            { id = "inbox", title = 2 },
            { id = "inbox", titel = "Sent" },
            { id = "x", on = "yes" },
          },
          didSelect = "not a function",
        }
        """
        #expect(problems(source, file: "examples/a.lua") == [
            "examples/a.lua:4: selected: no item with id 'nowhere'",
            "examples/a.lua:6: style.tabsGapp: unknown parameter (did you mean tabsGap?)",
            "examples/a.lua:7: style.layout: expected one of intrinsic, fixed, fit, cluster, got 'wide'",
            "examples/a.lua:8: style.tintColor: invalid color '#12' (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})",
            "examples/a.lua:11: tabs[1].title: string expected, got number",
            "examples/a.lua:12: tabs[2].titel: unknown field (did you mean title?)",
            "examples/a.lua:12: tabs[2].id: duplicate id 'inbox' (also tabs[1])",
            "examples/a.lua:13: tabs[3].on: boolean expected, got string",
            "examples/a.lua:15: didSelect: function expected, got string",
        ])
    }

    @Test func doesNotBlameTheSelectionForABrokenItem() {
        #expect(problems("return { tabs = { 'inbox' }, selected = 'inbox' }") == ["a.lua:1: tabs[1]: table expected, got string"])
        #expect(problems("return { tabs = 'inbox', selected = 'inbox' }") == ["a.lua:1: tabs: table expected, got string"])
    }

    @Test func placesProblemsOfTablesBuiltInCodeOnTheNearestLine() {
        let source = """
        local list = {}
        for i = 1, 3 do list[i] = { title = i } end
        return {
          tabs = list,
        }
        """
        let value: LuaValue = ["tabs": [["title": 1]]]
        let result = decode(value, file: "b.lua", source: source)
        #expect(result.failureDescriptions == ["b.lua:4: tabs[1].title: string expected, got number"])
    }

    @Test func leavesLinesOutWithoutSource() {
        let result = decode(["tabs": [["title": 1]]], file: "c.lua")
        #expect(result.failureDescriptions == ["c.lua: tabs[1].title: string expected, got number"])
    }
}
