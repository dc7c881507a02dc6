-- onOpen hands the host a status of 2 MB: wrapping and drawing it is the host's own work,
-- bounded by the frame's budget (docs/safety.md, "The time budget").
return {
  tabs = { { id = "a", title = "A" } },
  onOpen = function(c) c.status = ("word "):rep(400000) end,
}
