-- RKTabView's README example, in a terminal: one bar mixing radio tabs (usual),
-- independent toggles (unexcludable) and a button, equally divided, with insets,
-- separators, and enabled tabs darkened or given their own background.
local tabhost = require "tabhost"

return tabhost.container {
  style = {
    layout = "fit",                            -- RK always divides the width equally
    tabsGap = 0,
    horizontalInsets = { left = 2, right = 2 },
    drawSeparators = true,
    upperSeparatorLineColor = "#666666",
    lowerSeparatorLineColor = "#999999",
    darkensBackgroundForEnabledTabs = true,
    enabledTabBackgrondColor = "#30405a",      -- RK's spelling; enabled tabs get it, darkened
    titlesFont = "bold",
    titlesFontColor = "brightBlack",
    titlesFontColorEnabled = "brightWhite",
    textAlignment = "center",
    itemAppearance = "titledImages",           -- RK draws the image above the title
    tabsHeight = 2,
    isIndicatorVisible = false,                -- RK has no indicator: enabled tabs are darker
  },
  tabs = {
    { id = "home", title = "Home", kind = "usual", image = "⌂", page = "Home screen" },
    { id = "search", title = "Search", kind = "usual", image = "⌕", page = "Search screen" },
    -- A toggle with an image per state (RK's imageEnabled / imageDisabled) and its own color.
    { id = "mute", title = "Mute", kind = "unexcludable", image = "🔇", selectedImage = "🔊",
      enabledBackgroundColor = "#5a3030" },
    { id = "refresh", title = "Refresh", kind = "button", image = "↻",
      action = function(c, item) c.state.refreshed = c.state.refreshed + 1 end },
    -- One image for both states: a ☐/☑ mark tells on from off.
    { id = "wifi", title = "Wi-Fi", kind = "unexcludable", image = "≋", on = true },
  },
  state = { refreshed = 0 },

  -- RKTabView's delegate: a tab or toggle turned on, a toggle turned off.
  tabBecameEnabled = function(c, item, index) end,
  tabBecameDisabled = function(c, item, index) end,
}
