-- A looping __gc finalizer under --trust on an object alive until the state closes:
-- lua_close runs it when render exits.
keep = setmetatable({}, { __gc = function() while true do end end })
return { tabs = { { id = "a", title = "A", page = "fine" } } }
