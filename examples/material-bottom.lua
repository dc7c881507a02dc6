-- Material bottom navigation (MDCTabBar at the bottom position, as MDCTabBarViewController
-- places it): equal tabs filling the bar, icons above titles, no indicator, the selected
-- item bold in the tint color, badges on the icons' row. Home holds a Material top tab bar of
-- its own (a nested container): `down` gives it the keys, `up` or `escape` takes them back,
-- and only the bar with the keys draws its selection heavy.
local tabhost = require "tabhost"

local function page(title, lines)
  return function(ctx)
    local rows = { { { text = title, bold = true } }, "" }
    for _, line in ipairs(lines) do rows[#rows + 1] = line end
    return rows
  end
end

return tabhost.container {
  style = {
    position = "bottom",                -- bottom navigation: no indicator unless asked for
    alignment = "justified",            -- MDCTabBar at the bottom is justified
    itemAppearance = "titledImages",
    tabsHeight = 2,                     -- the icon on its own row above the title
    textAlignment = "center",
    titleTextTransform = "none",        -- the bottom position keeps titles as written
    maxTabWidth = 21,                   -- MDC caps bottom items (168 pt)
    barTintColor = "#f5f5f5",
    selectedItemTintColor = "#6200ee",
    unselectedItemTintColor = "#757575",
    bottomDividerColor = "#e0e0e0",     -- drawn above the bar at the bottom
  },
  tabs = {
    { id = "home", title = "Home", image = "⌂", page = {
        style = { tintColor = "#6200ee", titleTextTransform = "uppercase", unselectedItemTintColor = "#757575" },
        tabs = {
          { id = "foryou", title = "For you", page = page("For you", { "Your feed." }) },
          { id = "following", title = "Following", page = page("Following", { "Nobody yet." }) },
        },
      } },
    { id = "mail", title = "Mail", image = "✉", badgeValue = 12, page = page("Mail", { "12 unread messages." }) },
    { id = "chat", title = "Chat", image = "☏", badgeValue = "", page = page("Chat", { "Someone is typing…" }) },
    { id = "settings", title = "Settings", image = "⚙", page = page("Settings", { "Nothing to set yet." }) },
  },
  didSelect = function(c, item, index)
    if item.id == "chat" then item.badgeValue = nil end
  end,
}
