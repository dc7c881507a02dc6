-- A plain script for the option checks.
return { tabs = { { id = "a", title = "A", page = "fine" } } }
