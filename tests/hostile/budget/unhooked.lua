-- Under --trust, debug.sethook() removes the count hook the budget runs on, then spins.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      debug.sethook()
      while true do end
    end },
  },
}
