-- Material Components' tab bar (MDCTabBarView) README example, in a terminal: titled tabs
-- with icons and a badge, the selected title in the tint color, and a veto through
-- shouldSelect (MDC's tabBar:shouldSelectItem:).
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
  },
  tabs = {
    { id = "recents", title = "Recents", image = "◷", page = "Recently opened files" },
    { id = "favorites", title = "Favorites", image = "★", badgeValue = 3, page = "Starred items" },
    { id = "nearby", title = "Nearby", image = "⌖", page = "Places around you" },
    { id = "locked", title = "Locked", image = "⊘", page = "You should never see this page" },
  },

  -- The veto: the locked tab never becomes selected, and nothing else happens.
  shouldSelect = function(c, item, index)
    return item.id ~= "locked"
  end,
  willSelect = function(c, item, index) end,
  didSelect = function(c, item, index) end,
}
