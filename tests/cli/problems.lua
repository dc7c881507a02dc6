return {
  tabs = { { title = 3 }, { id = "x" }, { id = "x", titel = "y" } },
  style = { tabsGapp = 2, layout = "wide", tintColor = "#12" },
}
