-- For run: the key x starts a catastrophic pattern search; q must still answer.
return {
  tabs = { { id = "a", title = "A", page = "waiting" } },
  keys = { x = function() print("searching") string.find(("a"):rep(5000), ".-.-.-b") end },
}
