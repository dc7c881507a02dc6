-- Material Components' tab bar (MDCTabBarView) README example, in a terminal: titled tabs
-- with icons and badges, the selected title in the tint color, a custom selection indicator
-- template, and a veto through shouldSelect (MDC's tabBarView:shouldSelectItem:).
-- examples/material-bottom.lua is the same bar as bottom navigation.
local tabhost = require "tabhost"

return tabhost.container {
  style = {
    itemAppearance = "titledImages",
    titleTextTransform = "uppercase",   -- MDCTabBar's top position uppercases titles
    tintColor = "#6200ee",
    selectedItemTintColor = "#6200ee",
    unselectedItemTintColor = "#8a8a8a",
    bottomDividerColor = "#dddddd",
    itemPadding = 2,
    tabsGap = 0,                        -- MDC lays its tabs edge to edge
    -- MDC's indicator template: a function of the selected item's bounds and content frame.
    -- This one underlines the content (icon, title, badge) with a thin bar.
    selectionIndicatorTemplate = function(ctx)
      return { string.rep(" ", ctx.contentX - ctx.x), string.rep("▔", ctx.contentWidth) }
    end,
  },
  tabs = {
    { id = "recents", title = "Recents", image = "◷", page = "Recently opened files" },
    { id = "favorites", title = "Favorites", image = "★", badgeValue = 3, page = "Starred items" },
    { id = "nearby", title = "Nearby", image = "⌖", badgeValue = "", badgeColor = "#03dac6",
      page = "Places around you (the dot: something new nearby)" },
    { id = "locked", title = "Locked", image = "⊘", page = "You should never see this page" },
  },

  -- The veto: the locked tab never becomes selected, and nothing else happens.
  shouldSelect = function(c, item, index)
    return item.id ~= "locked"
  end,
  willSelect = function(c, item, index) end,
  didSelect = function(c, item, index)
    if item.id == "nearby" then item.badgeValue = nil end   -- seen: the dot goes
  end,
}
