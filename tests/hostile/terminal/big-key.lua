-- Saved over a running script: a key name of 40,000 modifiers, which the reload decodes
-- under the budget of its event.
local keys = {}
keys[("ctrl+"):rep(40000) .. "a"] = function() end
return { tabs = { { id = "a", title = "A" } }, keys = keys }
