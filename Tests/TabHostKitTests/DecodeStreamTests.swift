import LuaBridge
import Testing
@testable import TabHostKit

/// A script's own `tabs` is read from Lua one item at a time (`LuaVM.readList`): every problem
/// and warning reads as it does when the same table is decoded from a snapshot.
@Suite struct DecodeStreamTests {
    static let odd = """
        return {
          tabs = {
            { id = "a", title = 1, "loose" },
            "not a table",
            { id = "a", titel = "x", kind = "tab", on = true },
            { kind = "toggle", action = function() end, page = { tabs = { { title = 2 } } } },
            extra = 1,
          },
        }
        """

    /// The problems of loading `source` in a fresh host (the streamed read).
    private func loadProblems(_ source: String) -> [String] {
        do {
            _ = try load(source, name: "a.lua")
            return []
        } catch {
            guard case ScriptError.problems(let problems) = error else { return ["\(error)"] }
            return problems.map(\.description)
        }
    }

    @Test func problemsReadAsFromASnapshot() {
        let streamed = loadProblems(Self.odd)
        #expect(streamed == [
            "a.lua:3: tabs[1][1]: unexpected positional value",
            "a.lua:3: tabs[1].title: string expected, got number",
            "a.lua:4: tabs[2]: table expected, got string",
            "a.lua:5: tabs[3].titel: unknown field (did you mean title?)",
            "a.lua:5: tabs[3].id: duplicate id 'a' (also tabs[1])",
            "a.lua:6: tabs[4].page.tabs[1].title: string expected, got number",
            "a.lua:7: tabs.extra: unexpected field (items are listed in order: tabs = { {...}, {...} })",
        ])
        #expect(streamed == problems(Self.odd))
    }

    @Test func warningsReadAsFromASnapshot() throws {
        let source = """
            return {
              tabs = {
                { id = "t", on = false, action = function() end },
                { id = "n", kind = "toggle", page = { tabs = { { id = "x", action = function() end } }, style = { tabsGap = 3 } } },
              },
            }
            """
        let host = try load(source, name: "w.lua")
        let warnings = host.warnings.map(\.description)
        #expect(warnings == [
            "w.lua:3: warning: tabs[1].on: only a toggle has an on state: this tab ignores it (use kind = \"toggle\"; a tab is on while selected: selected = 't')",
            "w.lua:3: warning: tabs[1].action: only a button runs an action: this tab never calls it (use kind = \"button\", or didSelect)",
            "w.lua:4: warning: tabs[2].page.tabs[1].action: only a button runs an action: this tab never calls it (use kind = \"button\", or didSelect)",
        ])
        #expect(warnings == (try decodeScript(source, file: "w.lua").get().warnings.map(\.description)))
        #expect(host.nestedStyleValues[["n"]]?["tabsGap"] == .integer(3))
    }

    @Test func itemsWithDifferentFieldsReadTheirOwn() throws {
        let host = try load("""
            local tabs = {}
            for i = 1, 300 do tabs[i] = { id = "t" .. i, title = "T" .. i, [i % 2 == 0 and "badgeValue" or "image"] = tostring(i) } end
            return { tabs = tabs, selected = "t300" }
            """)
        #expect(host.container.items.count == 300)
        #expect(host.container.items[299].badgeValue == "300" && host.container.items[298].image == "299")
        #expect(host.container.selectedID == "t300")
        #expect(host.container.index(of: "t150") == 149)
    }

    /// Records of strings only, among `id`, `title` and `page` (a long list's usual tab), are
    /// read in one call and made without the field rules: the same items, ids, pages and
    /// problems as the rules make from a snapshot, beside records that need the rules.
    @Test func textRecordsDecodeAsTheRulesDo() throws {
        let good = """
            return {
              tabs = {
                { id = "a", title = "A", page = "one line" },
                { title = "B", page = "two\\nlines" },
                { id = "c", page = "" },
                { id = "d", title = "D", kind = "toggle", on = true },
                { id = "e", title = "E", image = "*" },
                { title = "F" },
              },
            }
            """
        let host = try load(good, name: "a.lua")
        let snapshot = try decodeScript(good).get().container
        #expect(host.container.items.map(\.id) == ["a", "2", "c", "d", "e", "6"])
        #expect("\(host.container.items)" == "\(snapshot.items)")
        #expect(host.container.items.map { $0.page.literalRows?.count ?? -1 } == [1, 2, 0, -1, -1, -1])
        let bad = """
            return {
              tabs = {
                { id = "", title = "empty" },
                { id = "b", title = "B", titel = "typo" },
                { id = "b", title = "again" },
              },
            }
            """
        #expect(loadProblems(bad) == [
            "a.lua:3: tabs[1].id: id must not be empty",
            "a.lua:4: tabs[2].titel: unknown field (did you mean title?)",
            "a.lua:5: tabs[3].id: duplicate id 'b' (also tabs[2])",
        ])
        #expect(loadProblems(bad) == problems(bad))
    }

    @Test func aCycleThroughAnItemIsRefused() {
        let error = loadProblems("local t = { title = 'x' } t.page = { t } return { tabs = { t } }")
        #expect(error == ["a.lua:1: tabs: cannot convert a table that contains itself"])
    }
}
