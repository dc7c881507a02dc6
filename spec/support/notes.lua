-- A small script for inspector_spec.lua: a state with a nested table and a cycle, a
-- callback that prints, and a page that shows the count.
local tabhost = require "tabhost"

local state = { count = 1, user = { name = "ada", tags = { "a", "b" } } }
state.self = state

return tabhost.container {
  state = state,
  tabs = {
    { id = "home", title = "Home", page = function(ctx) return "count " .. ctx.state.count end },
    { id = "todo", title = "Todo", page = "nothing to do" },
  },
  didSelect = function(c, item) print("selected " .. item.id) end,
}
