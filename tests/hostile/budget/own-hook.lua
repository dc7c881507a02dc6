-- Under --trust, a hook of the script's own that never returns: Lua runs hooks with hooks
-- off, so the budget's hook cannot fire inside it.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      debug.sethook(function() while true do end end, "", 1)
      return "never"
    end },
  },
}
