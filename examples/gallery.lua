-- The gallery: every styling parameter of the three seed libraries, each on a live bar.
--
-- Three bars nest: the top bar picks a group of parameters, the bar under it a variant, and
-- the innermost bar shows that variant with its page naming the parameters it sets. Keys act
-- on one bar at a time: `down` moves into the nested bar, `up` or `escape` back out; a click
-- works anywhere. Try: tabhost run examples/gallery.lua
local tabhost = require "tabhost"

local sample = { "Inbox", "Drafts", "Sent", "Archive" }

-- Tab items titled `titles`, each page the `note`.
local function items(titles, note)
  local list = {}
  for i, title in ipairs(titles) do
    list[i] = { id = title:lower():gsub("%W", ""), title = title, page = note }
  end
  return list
end

-- One variant: a tab whose page is the demo bar with `style`.
local function variant(title, note, style, tabs, extra)
  local demo = { style = style, tabs = tabs or items(sample, note) }
  for key, value in pairs(extra or {}) do demo[key] = value end
  return { id = title, title = title, page = demo }
end

-- One group: a tab whose page is the bar of its variants.
local function group(title, variants)
  return { id = title, title = title, page = {
    style = { tabsGap = 1, indicatorColor = "brightBlack", unselectedItemTintColor = "brightBlack" },
    tabs = variants,
  } }
end

local many = {}
for i = 1, 30 do many[i] = { id = "t" .. i, title = "Tab " .. i, page = 'overflow = "scroll": ‹ +N and +N › count the hidden tabs' } end

local long = items({ "Overview", "Notifications", "Preferences", "Accounts", "Integrations", "Subscriptions", "About" },
  'overflow = "shrink": titles give up cells down to minTabWidth, then the strip scrolls')

return tabhost.container {
  style = { tintColor = "#4a90d9", bottomDividerColor = "#444444" },
  tabs = {
    group("layout", {
      variant("intrinsic", 'layout = "intrinsic": title width plus itemPadding on each side', { layout = "intrinsic", itemPadding = 2 }),
      variant("fixed", 'layout = "fixed": every tab tabWidth cells (BTab)', { layout = "fixed", tabWidth = 10 }),
      variant("fit", 'layout = "fit": equal widths filling the bar (RK, MDC Fixed)', { layout = "fit" }),
      variant("fitTabs", "fitTabs = true: BTab's name for fit", { fitTabs = true, textAlignment = "center" }),
      variant("cluster", 'layout = "cluster": every tab as wide as the widest (MDC FixedClustered)', { layout = "cluster" }),
    }),
    group("align", {
      variant("leading", 'alignment = "leading"', { alignment = "leading" }),
      variant("center", 'alignment = "center"', { alignment = "center" }),
      variant("trailing", 'alignment = "trailing"', { alignment = "trailing" }),
      variant("justified", 'alignment = "justified": fit, the group centered when maxTabWidth caps it',
        { alignment = "justified", maxTabWidth = 14 }),
      variant("centerSelected", 'alignment = "centerSelected": the selected tab in the middle',
        { alignment = "centerSelected" }, nil, { selected = "sent" }),
    }),
    group("spacing", {
      variant("gaps", 'tabsGap = 3, tabsSeparator = "│"', { tabsGap = 3, tabsSeparator = "│" }),
      variant("insets", "tabInset = 6 (BTab): cells before the first and after the last tab", { tabInset = 6 }),
      variant("rkInsets", "horizontalInsets = { left = 8, right = 0 } (RK)",
        { horizontalInsets = { left = 8, right = 0 }, alignment = "trailing" }),
      variant("bounds", "minTabWidth = 8, maxTabWidth = 9: the floor and cap of a tab's width",
        { minTabWidth = 8, maxTabWidth = 9 }, items({ "A", "Drafts", "Notifications" }, "minTabWidth = 8, maxTabWidth = 9")),
      variant("padding", "itemPadding = 0, minTabWidth = 1", { itemPadding = 0, minTabWidth = 1 }),
    }),
    group("overflow", {
      variant("scroll", nil, { overflow = "scroll" }, many, { selected = "t12" }),
      variant("shrink", nil, { overflow = "shrink" }, long),
      variant("nowrap", "wrap = false: left on the first tab stays there", { wrap = false, reorderable = true }),
      variant("manual", 'activation = "manual": the arrows move the focus < >, enter selects', { activation = "manual" }),
    }),
    group("items", {
      variant("images", 'itemAppearance = "images": selectedImage when selected', { itemAppearance = "images" }, {
        { id = "mail", title = "Mail", image = "✉", page = 'itemAppearance = "images"' },
        { id = "star", title = "Starred", image = "☆", selectedImage = "★", page = "selectedImage replaces image while selected" },
        { id = "text", title = "No image", page = "an item without an image keeps its title" },
      }),
      variant("titledImages", 'itemAppearance = "titledImages": image then title', { itemAppearance = "titledImages" }, {
        { id = "mail", title = "Mail", image = "✉", page = 'itemAppearance = "titledImages"' },
        { id = "star", title = "Starred", image = "☆", selectedImage = "★", page = "image, then title" },
      }),
      variant("stacked", "tabsHeight = 2 stacks the image above the title",
        { itemAppearance = "titledImages", tabsHeight = 2, textAlignment = "center", layout = "cluster" }, {
        { id = "mail", title = "Mail", image = "✉", badgeValue = 4, page = "badges sit beside a stacked image" },
        { id = "star", title = "Starred", image = "☆", selectedImage = "★", page = "tabsHeight = 2" },
      }),
      variant("badges", 'badgeValue: nil hides, "" shows a dot; badgeColor and badgeTextColor per item', {}, {
        { id = "inbox", title = "Inbox", badgeValue = 3, page = "badgeValue = 3" },
        { id = "chat", title = "Chat", badgeValue = "", badgeColor = "green", page = 'badgeValue = "", badgeColor = "green"' },
        { id = "feed", title = "Feed", badgeValue = "99+", badgeColor = "#ffd54f", badgeTextColor = "black",
          page = 'badgeColor = "#ffd54f", badgeTextColor = "black"' },
        { id = "logs", title = "Logs", page = "no badge" },
      }),
      variant("kinds", "kind: tab, toggle (☐/☑ unless its images differ), button; disabled, hidden", {}, {
        { id = "tab", title = "Tab", page = 'kind = "tab" (RK usual)' },
        { id = "mute", title = "Mute", kind = "toggle", on = true },
        { id = "wifi", title = "Wi-Fi", kind = "toggle" },
        { id = "sync", title = "Sync", kind = "button", action = function(c, item) end },
        { id = "off", title = "Locked", disabled = "not in this demo" },
        { id = "gone", title = "Hidden", hidden = true },
      }),
      variant("closing", 'closable = true, closeMark = "x": ctrl+w or a click on x closes a tab', { closable = true, closeMark = "x" }, {
        { id = "notes", title = "Notes", page = "closable = true in the style closes every tab" },
        { id = "todo", title = "Todo", badgeValue = 2, page = "the mark follows the badge" },
        { id = "new", title = "+", closable = false, pinned = "end", page = "closable = false keeps it; pinned = \"end\" keeps it at the right edge" },
      }),
      variant("transform", 'titleTextTransform = "uppercase" ("capitalize", "lowercase", "none")',
        { titleTextTransform = "uppercase" }),
    }),
    group("indicator", {
      variant("default", "isIndicatorVisible = true, indicatorHeight = 1, indicatorIsRounded = true", {
        isIndicatorVisible = true, indicatorHeight = 1, indicatorIsRounded = true,
        isIndicatorSlide = true, isAnimated = true }),
      variant("tall", 'indicatorHeight = 2, indicatorColor = "#ff8700"', { indicatorHeight = 2, indicatorColor = "#ff8700" }),
      variant("content", 'indicatorWidth = "content"', { indicatorWidth = "content", itemPadding = 2 }),
      variant("cells", "indicatorWidth = 3, indicatorIsRounded = false (BTab's fixed width from the left edge)",
        { indicatorWidth = 3, indicatorIsRounded = false }),
      variant("hidden", "isIndicatorVisible = false: brackets mark the selection", { isIndicatorVisible = false }),
      variant("brackets", 'selectionIndicatorTemplate = "brackets"', { selectionIndicatorTemplate = "brackets" }),
      variant("background", 'selectionIndicatorTemplate = { style = "background" }',
        { selectionIndicatorTemplate = { style = "background" } }),
      variant("none", 'selectionIndicatorTemplate = "none": no mark at all', { selectionIndicatorTemplate = "none" }),
      variant("function", "selectionIndicatorTemplate = function(ctx) return spans end", {
        selectionIndicatorStrokeColor = "#03dac6",
        selectionIndicatorTemplate = function(ctx)
          return { string.rep(" ", ctx.contentX - ctx.x), "└", string.rep("─", ctx.contentWidth - 2), "┘" }
        end,
      }),
    }),
    group("bar", {
      variant("bottom", 'position = "bottom": bottom navigation, no indicator unless asked',
        { position = "bottom", alignment = "justified", textAlignment = "center" }),
      variant("tint", 'barTintColor = "#1e2a3a", inkColor flashes in run', { barTintColor = "#1e2a3a", inkColor = "#ffffff" }),
      variant("divider", 'bottomDividerColor = "#03dac6"', { bottomDividerColor = "#03dac6" }),
      variant("separators", "drawSeparators with upperSeparatorLineColor and lowerSeparatorLineColor (RK)",
        { drawSeparators = true, upperSeparatorLineColor = "#666666", lowerSeparatorLineColor = "#999999" }),
      variant("enabled", "darkensBackgroundForEnabledTabs, enabledTabBackgroundColor (RK)", {
        barTintColor = "#404040", darkensBackgroundForEnabledTabs = true, enabledTabBackgroundColor = "#2a4a6a",
        isIndicatorVisible = false }, {
        { id = "home", title = "Home", page = "enabled tabs: enabledTabBackgroundColor, darkened" },
        { id = "mute", title = "Mute", kind = "toggle", on = true, enabledBackgroundColor = "#6a2a2a",
          page = "an item's enabledBackgroundColor wins" },
        { id = "misspelt", title = "RK", page = "enabledTabBackgrondColor, RK's spelling, works too" },
      }),
    }),
    group("colors", {
      variant("mdc", "tintColor, selectedItemTintColor, unselectedItemTintColor, selected/unselectedItemTitleFont", {
        tintColor = "#6200ee", selectedItemTintColor = "#bb86fc", unselectedItemTintColor = "#9e9e9e",
        selectedItemTitleFont = "bold underline", unselectedItemTitleFont = "italic" }),
      variant("rk", "titlesFont, titlesFontColor, titlesFontColorEnabled; item titleFontColor(Enabled)", {
        titlesFont = { bold = true }, titlesFontColor = "brightBlack", titlesFontColorEnabled = "brightWhite",
        enabledTabBackgrondColor = 24 }, {
        { id = "a", title = "Usual", kind = "usual", page = "bar-level RK colors" },
        { id = "b", title = "Own", kind = "unexcludable", titleFontColor = "yellow", titleFontColorEnabled = "brightYellow",
          backgroundColor = "#303000", page = "item-level RK colors" },
      }),
      variant("btab", "BTab per item: titleFont, highlightFont, titleTextColor, highlightTextColor, textAlignment",
        { fitTabs = true, tabAlignment = "center" }, {
        { id = "first", title = "First", titleFont = "dim", highlightFont = "bold",
          titleTextColor = "#a0a0a0", highlightTextColor = "brightWhite", page = "BTab styles every item" },
        { id = "second", title = "Second", titleFont = "", highlightFont = { bold = true, italic = true },
          titleTextColor = { 160, 160, 160 }, highlightTextColor = { r = 255, g = 200, b = 0 }, textAlignment = "right",
          page = "textAlignment per item overrides tabAlignment" },
      }),
      variant("notations", 'colors: "#rrggbb", "#rgb", names, "default", 0-255, {r, g, b}', {
        tintColor = "#f80", unselectedItemTintColor = 245, barTintColor = "default" }, {
        { id = "hex", title = "Hex", backgroundColor = "#102030", page = '"#102030"' },
        { id = "name", title = "Name", backgroundColor = "blue", page = '"blue", "brightBlue", "gray"' },
        { id = "index", title = "Index", backgroundColor = 22, page = "22 (the 256-color palette)" },
        { id = "rgb", title = "RGB", backgroundColor = { 64, 0, 64 }, page = "{ 64, 0, 64 }" },
      }),
    }),
  },
  didSelect = function(c, item, index) end,
}
