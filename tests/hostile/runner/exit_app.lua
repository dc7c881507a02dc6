-- os.exit in a trusted script's callback, reached from a spec.
it("exits from a callback", function()
  local app = tabhost.open([[return {
    tabs = { { id = "a", title = "A" }, { id = "b", title = "B" } },
    tabSwitched = function() os.exit(0, true) end,
  }]])
  app:press("right")
end)
