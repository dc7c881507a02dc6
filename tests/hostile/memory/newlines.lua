-- A page of 50 million lines: the host reads what the page area shows, not 50 million rows.
return {
  tabs = { { id = "a", title = "A", page = function() return "top\n" .. ("\n"):rep(50 * 1024 * 1024) end } },
}
