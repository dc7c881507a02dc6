-- x hands the host a 1 MB status: every frame after it is the host's work on script data,
-- which the event's budget bounds (docs/safety.md, "The time budget").
return {
  tabs = { { id = "a", title = "A" }, { id = "b", title = "B" } },
  keys = {
    x = function(c)
      c.status = ("word "):rep(200000)
      print("status set")
    end,
  },
}
