-- Errors without a place of their own, from key bindings, page functions and a module.
local helper = require("helper")
return {
  tabs = {
    { id = "a", title = "A" },
    { id = "b", title = "B", page = function() error("page says no", 0) end },
    { id = "c", title = "C",
      page = function() return true end },
  },
  keys = {
    x = function() error("key says no", 0) end,
    y = function() helper.bare() end,
    z = function() helper.blame() end,
    w = function() error({ code = 7 }, 0) end,
    v = function() error("blame the host", 2) end,
  },
}
