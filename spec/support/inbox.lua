-- A small container for app_spec.lua: every callback defined, a key binding, a page that
-- reads the live container, and a tab whose didSelect raises an error.
local tabhost = require "tabhost"

return tabhost.container {
  style = { tabsGap = 2, indicatorIsRounded = false },
  state = { opened = 0 },
  tabs = {
    { id = "inbox", title = "Inbox", badgeValue = 2, page = function(ctx)
      return { "Inbox of " .. ctx.width .. "x" .. ctx.height, "opened " .. ctx.state.opened }
    end },
    { id = "sent", title = "Sent", page = "Nothing sent" },
    { id = "broken", title = "Broken", page = "A broken tab" },
    { id = "off", title = "Off", disabled = "needs login" },
  },
  keys = {
    ["ctrl+o"] = function(c) c.state.opened = c.state.opened + 1 end,
  },
  shouldSelect = function(c, item) return true end,
  didSelect = function(c, item)
    if item.id == "broken" then error("broken tab selected") end
  end,
  tabSwitched = function(c, to, from) end,
  onResize = function(c, width, height) end,
  onReload = function(c, previous) end,
}
