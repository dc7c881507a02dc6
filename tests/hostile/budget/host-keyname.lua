-- A key name of 64,000 modifiers: decoding it is the host's own work, bounded by the load's
-- budget (docs/safety.md, "The time budget").
local keys = {}
keys[("ctrl+"):rep(64000) .. "a"] = function() end
return { tabs = { { id = "a", title = "A" } }, keys = keys }
