-- BTabViewController's defaults carried over as they are: sizes in points.
return {
  style = { tabsHeight = 50, tabInset = 12, tabWidth = 80, indicatorHeight = 4 },
  tabs = {
    { id = "1", title = "First", page = "first" },
    { id = "2", title = "Second", on = true },
  },
}
