-- Under --trust, debug.sethook() removes the count hook the budget runs on, over and over:
-- the alarm arms it again while the call is past its deadline.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      debug.sethook()
      while true do debug.sethook() end
    end },
  },
}
