-- Errors without a place of their own, from key bindings, a page function and a module.
local helper = require("helper")
return {
  tabs = {
    { id = "a", title = "A" },
    { id = "b", title = "B", page = function() error("page says no", 0) end },
  },
  keys = {
    x = function() error("key says no", 0) end,
    y = function() helper.bare() end,
    z = function() helper.blame() end,
    w = function() error({ code = 7 }, 0) end,
    v = function() error("blame the host", 2) end,
  },
}
