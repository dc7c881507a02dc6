import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

/// A script that uses every container field, item field and style parameter (aliases
/// included), one per line. `tabhost check` must accept it; keep it complete (a test below
/// fails when a name is missing).
let everyParameterScript = """
local tabhost = require "tabhost"

return tabhost.container {
  style = {
    tabsGap = 2,
    tabInset = 0,
    horizontalInsets = { left = 1, right = 2 },
    tabWidth = 10,
    tabsHeight = 2,
    fitTabs = false,
    layout = "cluster",
    alignment = "centerSelected",
    itemPadding = 2,
    overflow = "shrink",
    minTabWidth = 4,
    maxTabWidth = 20,
    tabAlignment = "center",
    textAlignment = "center",
    titleTextTransform = "uppercase",
    itemAppearance = "titledImages",
    position = "bottom",
    isIndicatorVisible = true,
    indicatorHeight = 2,
    indicatorWidth = "content",
    indicatorColor = "#404040",
    selectionIndicatorStrokeColor = "#404040",
    indicatorIsRounded = false,
    isIndicatorSlide = true,
    isAnimated = false,
    selectionIndicatorTemplate = { style = "brackets" },
    tintColor = "brightBlue",
    selectedItemTintColor = "#fff",
    unselectedItemTintColor = 244,
    barTintColor = { 20, 20, 30 },
    inkColor = { r = 255, g = 255, b = 255 },
    bottomDividerColor = "gray",
    drawSeparators = true,
    upperSeparatorLineColor = "bright_black",
    lowerSeparatorLineColor = "default",
    darkensBackgroundForEnabledTabs = true,
    enabledTabBackgroundColor = 236,
    enabledTabBackgrondColor = 236,
    titlesFont = "bold italic",
    titlesFontColor = "white",
    titlesFontColorEnabled = "brightWhite",
    selectedItemTitleFont = { bold = true, underline = true },
    unselectedItemTitleFont = "dim",
    tabsSeparator = "│",
    wrap = false,
  },
  tabs = {
    {
      id = "inbox",
      title = "Inbox",
      kind = "tab",
      page = { "Hello", { "plain ", { text = "red", fg = "red", bg = 17, bold = true, italic = true,
                                     underline = true, dim = false, reverse = false, strike = false } } },
      image = "✉",
      selectedImage = "📬",
      badgeValue = 3,
      badgeColor = "red",
      badgeTextColor = "white",
      on = false,
      disabled = false,
      hidden = false,
      action = function(c, item) end,
      titleFont = "italic",
      highlightFont = { bold = true },
      titleTextColor = 250,
      highlightTextColor = "#ffffff",
      backgroundColor = "default",
      enabledBackgroundColor = 238,
      textAlignment = "left",
      titleFontColor = "gray",
      titleFontColorEnabled = "white",
    },
    { id = "log", title = "Log", page = function(ctx) return "rows" end },
    { id = "mute", title = "Mute", kind = "toggle", on = true },
    { id = "sync", title = "Sync", kind = "button", disabled = "offline" },
    { id = "nested", title = "More", page = tabhost.container { tabs = { { title = "Inner" } } } },
  },
  selected = "log",
  autoselect = "first",
  state = { visits = 0 },
  keys = { ["ctrl+r"] = function(c) end },
  didSelect = function(c, item, index) end,
  tabSwitched = function(c, toItem, fromItem) end,
  shouldSelect = function(c, item, index) return true end,
  willSelect = function(c, item, index) end,
  tabBecameEnabled = function(c, item, index) end,
  tabBecameDisabled = function(c, item, index) end,
  onReload = function(c, previous) end,
  onResize = function(c, width, height) end,
}
"""

@Suite struct DecodeEveryParameterTests {
    @Test func decodesWithoutProblems() throws {
        let decoded = try decodeScript(everyParameterScript).get()
        let style = decoded.container.style
        #expect(style.tabsGap == 2)
        #expect(style.insets == Insets(left: 1, right: 2))
        #expect(style.textAlignment == .center)
        #expect(style.indicatorColor == .rgb(0x40, 0x40, 0x40))
        #expect(style.enabledTabBackgroundColor == .indexed(236))
        #expect(style.selectionIndicatorTemplate == .brackets)
        #expect(style.wrap == false)
        #expect(decoded.container.items.count == 5)
        #expect(decoded.container.selectedID == "log")
    }

    @Test func usesEveryStyleParameter() {
        let map = SourceMap(source: everyParameterScript)
        let missing = StyleDecoder.parameterNames.filter { map.exactLine(for: path("style", $0)) == nil }
        #expect(missing == [])
    }

    @Test func usesEveryItemAndContainerField() {
        let map = SourceMap(source: everyParameterScript)
        #expect(ItemDecoder.fieldNames.filter { map.exactLine(for: path("tabs", 1, $0)) == nil } == [])
        #expect(ContainerDecoder.fieldNames.filter { map.exactLine(for: path($0)) == nil } == [])
    }

    /// Two typical slips: the last letter doubled, and two letters in the middle swapped.
    private static func misspellings(of name: String) -> [String] {
        var swapped = Array(name)
        let middle = swapped.count / 2
        swapped.swapAt(middle - 1, middle)
        return [name + String(name.last ?? "x"), String(swapped)].filter { $0 != name }
    }

    @Test(arguments: StyleDecoder.parameters.canonicalNames)
    func hintsAtEveryStyleParameter(name: String) {
        for typo in Self.misspellings(of: name) {
            #expect(styleProblem(typo, 1) == "style.\(typo): unknown parameter (did you mean \(name)?)")
        }
    }

    @Test(arguments: ItemDecoder.fieldNames)
    func hintsAtEveryItemField(name: String) {
        for typo in Self.misspellings(of: name) {
            #expect(problems("return { tabs = { { \(typo) = 1 } } }") == ["a.lua:1: tabs[1].\(typo): unknown field (did you mean \(name)?)"])
        }
    }

    @Test(arguments: ContainerDecoder.fieldNames)
    func hintsAtEveryContainerField(name: String) {
        for typo in Self.misspellings(of: name) {
            #expect(problems("return { \(typo) = 1 }") == ["a.lua:1: \(typo): unknown field (did you mean \(name)?)"])
        }
    }
}
