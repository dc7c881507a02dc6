-- Once Two is selected, its page function and tabSwitched never return: every frame and
-- every switch costs a whole time budget. tabSwitched prints first (the run log).
return {
  tabs = {
    { id = "1", title = "One", page = "first page" },
    { id = "2", title = "Two", page = function() while true do end end },
  },
  tabSwitched = function() print("spinning") while true do end end,
}
