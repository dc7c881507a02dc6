-- Closable tabs with the default close mark: `×`, or `x` where the output cannot show it.
return {
  style = { closable = true },
  tabs = {
    { id = "a", title = "Alpha" },
    { id = "b", title = "Beta" },
  },
}
