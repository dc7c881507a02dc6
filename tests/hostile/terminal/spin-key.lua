-- The key x runs a callback that never returns: each press costs a whole time budget, so a
-- loop that handled every queued x before q would take one budget per press. It prints
-- first, so the test knows the call is running (the run log).
return {
  tabs = { { id = "1", title = "One", page = "first page" } },
  keys = { x = function() print("spinning") while true do end end },
}
