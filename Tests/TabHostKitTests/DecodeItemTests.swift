import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

@Suite struct DecodeItemTests {
    private func items(_ tabs: String) throws -> [Item] {
        try decodeScript("return { tabs = \(tabs) }").get().container.items
    }

    @Test func defaultsIdToThePositionAndTitleToEmpty() throws {
        let items = try items("{ {}, { title = 'B' } }")
        #expect(items.map(\.id) == ["1", "2"])
        #expect(items.map(\.title) == ["", "B"])
        #expect(items.allSatisfy { $0.kind == .tab && !$0.isOn && !$0.isDisabled && !$0.isHidden })
    }

    @Test func convertsNumericIdsLikeTostring() throws {
        #expect(try items("{ { id = 7 }, { id = 1.5 }, { id = 2.0 } }").map(\.id) == ["7", "1.5", "2.0"])
    }

    @Test func readsKindsAndTheirRKAliases() throws {
        let kinds = try items("""
        { { kind = "tab" }, { kind = "toggle" }, { kind = "button" },
          { kind = "usual" }, { kind = "excludable" }, { kind = "unexcludable" } }
        """).map(\.kind)
        #expect(kinds == [.tab, .toggle, .button, .tab, .tab, .toggle])
    }

    @Test func readsEveryPlainField() throws {
        let item = try #require(try items("""
        { { id = "inbox", title = "Inbox", image = "✉", selectedImage = "📬", badgeValue = 3,
            badgeColor = "red", badgeTextColor = "#fff", on = true, hidden = true,
            disabled = "syncing", action = function(c, item) end } }
        """).first)
        #expect(item.image == "✉")
        #expect(item.selectedImage == "📬")
        #expect(item.badgeValue == "3")
        #expect(item.badgeColor == .ansi(1))
        #expect(item.badgeTextColor == .rgb(255, 255, 255))
        #expect(item.isOn && item.isHidden && item.isDisabled)
        #expect(item.disabledReason == "syncing")
        #expect(item.action == ScriptFunction(id: 1))
    }

    @Test func readsDisabledAsFlagOrReasonAndHidesFalseBadges() throws {
        let items = try items("{ { disabled = true }, { disabled = false }, { badgeValue = '' }, { badgeValue = false } }")
        #expect(items[0].isDisabled && items[0].disabledReason == nil)
        #expect(!items[1].isDisabled)
        #expect(items[2].badgeValue == "")
        #expect(items[3].badgeValue == nil)
    }

    @Test func readsPerItemStyle() throws {
        let style = try #require(try items("""
        { { titleFont = "italic", highlightFont = { bold = true }, titleTextColor = 8, highlightTextColor = "white",
            backgroundColor = { 1, 2, 3 }, enabledBackgroundColor = "default", textAlignment = "right",
            titleFontColor = "gray", titleFontColorEnabled = "brightWhite" } }
        """).first).style
        #expect(style.titleFont == [.italic])
        #expect(style.highlightFont == [.bold])
        #expect(style.titleTextColor == .ansi(8))
        #expect(style.highlightTextColor == .ansi(7))
        #expect(style.backgroundColor == .rgb(1, 2, 3))
        #expect(style.enabledBackgroundColor == .default)
        #expect(style.textAlignment == .right)
        #expect(style.titleFontColor == .ansi(8))
        #expect(style.titleFontColorEnabled == .ansi(15))
    }

    @Test(arguments: [
        ("{ { title = 'a' }, { title = 2 } }", "a.lua:1: tabs[2].title: string expected, got number"),
        ("{ { titel = 'a' } }", "a.lua:1: tabs[1].titel: unknown field (did you mean title?)"),
        ("{ { colour = 'red' } }", "a.lua:1: tabs[1].colour: unknown field"),
        ("{ { Title = 'a' } }", "a.lua:1: tabs[1].Title: unknown field (did you mean title?)"),
        ("{ { kind = 'radio' } }", "a.lua:1: tabs[1].kind: expected one of tab, toggle, button, got 'radio'"),
        ("{ { kind = 'toogle' } }", "a.lua:1: tabs[1].kind: expected one of tab, toggle, button, got 'toogle' (did you mean toggle?)"),
        ("{ { id = '' } }", "a.lua:1: tabs[1].id: id must not be empty"),
        ("{ { id = true } }", "a.lua:1: tabs[1].id: string expected, got boolean"),
        ("{ { on = 1 } }", "a.lua:1: tabs[1].on: boolean expected, got number"),
        ("{ { hidden = 'yes' } }", "a.lua:1: tabs[1].hidden: boolean expected, got string"),
        ("{ { disabled = 0 } }", "a.lua:1: tabs[1].disabled: boolean or string expected, got number"),
        ("{ { badgeValue = true } }", "a.lua:1: tabs[1].badgeValue: string or number expected, got boolean"),
        ("{ { badgeValue = {} } }", "a.lua:1: tabs[1].badgeValue: string or number expected, got table"),
        ("{ { badgeColor = 'redd' } }", "a.lua:1: tabs[1].badgeColor: invalid color 'redd' (did you mean red?)"),
        ("{ { action = 'run' } }", "a.lua:1: tabs[1].action: function expected, got string"),
        ("{ { image = 5 } }", "a.lua:1: tabs[1].image: string expected, got number"),
        ("{ { textAlignment = 'middle' } }", "a.lua:1: tabs[1].textAlignment: expected one of left, center, right, got 'middle'"),
        ("{ { 'First' } }", "a.lua:1: tabs[1][1]: unexpected positional value"),
        ("{ {}, 'Second' }", "a.lua:1: tabs[2]: table expected, got string"),
        ("'Inbox'", "a.lua:1: tabs: table expected, got string"),
        ("{ first = {} }", "a.lua:1: tabs.first: unexpected field (items are listed in order: tabs = { {...}, {...} })"),
        ("{ {}, [3] = {} }", "a.lua:1: tabs[3]: not in the sequence (is a value before it nil?)"),
    ])
    func reportsBadFields(tabs: String, message: String) {
        #expect(problems("return { tabs = \(tabs) }") == [message])
    }

    @Test func reportsDuplicateIdsWithTheFirstPlace() {
        let source = """
        return { tabs = {
          { id = "2" },
          {},
          { id = "inbox" },
          { id = "inbox" },
        } }
        """
        #expect(problems(source) == [
            "a.lua:3: tabs[2].id: duplicate id '2' (also tabs[1])",
            "a.lua:5: tabs[4].id: duplicate id 'inbox' (also tabs[3])",
        ])
    }

    @Test func setsOneFieldAtRuntime() throws {
        var item = Item(id: "inbox", title: "Inbox")
        try ItemDecoder.decode("badgeValue", 4, into: &item, path: "c.tabs[1].badgeValue")
        #expect(item.badgeValue == "4")
        try ItemDecoder.decode("badgeValue", .nil, into: &item, path: "c.tabs[1].badgeValue")
        #expect(item.badgeValue == nil)
        try ItemDecoder.decode("id", .nil, into: &item, path: "c.tabs[1].id")
        #expect(item.id == "inbox")
        #expect(throws: ScriptProblem(path: "c.tabs[1].titel", message: "unknown field (did you mean title?)")) {
            try ItemDecoder.decode("titel", "x", into: &item, path: "c.tabs[1].titel")
        }
    }

    @Test func decodesAListForSetTabs() throws {
        let good = ItemDecoder.items(from: [["id": "a"], ["id": "b", "kind": "toggle"]], path: "items")
        #expect(try good.get().map(\.id) == ["a", "b"])
        let bad = ItemDecoder.items(from: [["id": "a"], ["id": "a", "on": 1]], path: "items")
        #expect(bad.failureDescriptions == [
            "items[2].on: boolean expected, got number",
            "items[2].id: duplicate id 'a' (also items[1])",
        ])
    }
}
