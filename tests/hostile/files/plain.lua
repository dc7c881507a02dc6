return { tabs = { { id = "one", title = "One" }, { id = "two", title = "Two" } } }
