-- The same coroutine, stopped by the budget, then closed by coroutine.close in the same call.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      local loops = setmetatable({}, { __close = function() while true do end end })
      local co = coroutine.create(function() local x <close> = loops while true do end end)
      coroutine.resume(co)
      coroutine.close(co)
      while true do end
    end },
  },
}
