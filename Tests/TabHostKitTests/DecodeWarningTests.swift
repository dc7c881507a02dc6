import Testing
@testable import TabHostKit

/// What loads but is likely not what was meant: seed sizes in points, a seed's name for
/// another field, fields a kind ignores, two spellings of one key. `check` prints them as
/// `file:line: warning: path: message` and the script still loads.
@Suite struct DecodeWarningTests {
    func warnings(_ source: String) -> [String] {
        switch decodeScript(source, file: "a.lua") {
        case .success(let decoded): decoded.warnings.map(\.description)
        case .failure(let list): list.problems.map { "error: \($0)" }
        }
    }

    /// In line order; on one line, vertical sizes first, then horizontal ones.
    @Test func btabsDefaultsInPointsGetTheirCellsValue() {
        #expect(warnings("""
            return {
              style = {
                tabsHeight = 50, tabInset = 12,
                tabWidth = 80, indicatorHeight = 4, tabsGap = 8,
              },
              tabs = {},
            }
            """) == [
            "a.lua:3: warning: style.tabsHeight: 50 rows looks like points (sizes are in cells and rows): use 1; the bar would take 54 rows, leaving no page in 24",
            "a.lua:3: warning: style.tabInset: 12 cells looks like points (sizes are in cells and rows): use 1",
            "a.lua:4: warning: style.indicatorHeight: 4 rows looks like points (sizes are in cells and rows): use 1; the bar would take 54 rows, leaving no page in 24",
            "a.lua:4: warning: style.tabsGap: 8 cells looks like points (sizes are in cells and rows): use 1",
            "a.lua:4: warning: style.tabWidth: 80 cells looks like points (sizes are in cells and rows): use 10",
        ])
    }

    @Test func mdcSizesToo() {
        #expect(warnings("return { style = { itemPadding = 16, maxTabWidth = 168, tabsHeight = 72, itemAppearance = 'titledImages', horizontalInsets = { left = 56 } }, tabs = {} }").sorted() == [
            "a.lua:1: warning: style.itemPadding: 16 cells looks like points (sizes are in cells and rows): use 2",
            "a.lua:1: warning: style.maxTabWidth: 168 cells looks like points (sizes are in cells and rows): use 21",
            "a.lua:1: warning: style.tabsHeight: 72 rows looks like points (sizes are in cells and rows): use 2; the bar would take 73 rows, leaving no page in 24",
            "a.lua:1: warning: style.horizontalInsets.left: 56 cells looks like points (sizes are in cells and rows): use 7",
        ].sorted())  // all on one line, in the order of the rules
    }

    @Test func sizesInCellsAreQuiet() {
        #expect(warnings("return { style = { tabsHeight = 2, tabInset = 2, tabWidth = 12, itemPadding = 2 }, tabs = {} }") == [])
    }

    @Test func onAndActionWhereTheKindIgnoresThem() {
        #expect(warnings("""
            return { tabs = {
              { id = "a", title = "A", on = true },
              { id = "b", title = "B", kind = "button", on = false },
              { id = "c", title = "C", action = function() end },
              { id = "d", title = "D", kind = "toggle", on = true },
            } }
            """) == [
            "a.lua:2: warning: tabs[1].on: only a toggle has an on state: this tab ignores it (use kind = \"toggle\"; a tab is on while selected: selected = 'a')",
            "a.lua:3: warning: tabs[2].on: only a toggle has an on state: this button ignores it",
            "a.lua:4: warning: tabs[3].action: only a button runs an action: this tab never calls it (use kind = \"button\", or didSelect)",
        ])
    }

    @Test func twoSpellingsOfOneKeyKeepTheCanonicalOne() {
        #expect(warnings("return { tabs = {}, keys = { ['C-w'] = function() end, ['ctrl+w'] = function() end } }") == [
            "a.lua:1: warning: keys[\"C-w\"]: the same key as keys[\"ctrl+w\"] (ctrl+w): only keys[\"ctrl+w\"] is bound",
        ])
    }

    @Test func seedNamesPointWhereTheyWent() {
        #expect(warnings("return { style = { indicatorView = 1 }, tabs = { { tabState = 1 } }, selectedItem = 'a' }").sorted() == [
            "error: a.lua:1: selectedItem: unknown field (MDC's selectedItem is selected here: the id of the tab)",
            "error: a.lua:1: style.indicatorView: unknown parameter (BTab's indicatorView is selectionIndicatorTemplate here: \"underline\", \"brackets\", \"background\", \"none\" or a function(ctx) returning the indicator's spans)",
            "error: a.lua:1: tabs[1].tabState: unknown field (RKTabView's tabState is on here, a toggle's state)",
        ])
    }
}
