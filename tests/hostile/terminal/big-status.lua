-- x hands the host a 1 MB status: every frame after it draws what shows of it, in time linear
-- in the text at most (docs/safety.md, "Linear host work").
return {
  tabs = { { id = "a", title = "A" }, { id = "b", title = "B" } },
  keys = {
    x = function(c)
      c.status = ("word "):rep(200000)
      print("status set")
    end,
  },
}
