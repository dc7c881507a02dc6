-- A coroutine the budget stops, whose to-be-closed variable loops in __close, closed by coroutine.wrap.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      local loops = setmetatable({}, { __close = function() while true do end end })
      coroutine.wrap(function() local x <close> = loops while true do end end)()
    end },
  },
}
