-- A container nested 16 levels deep, each level's page shared by two items: 17 tables in Lua,
-- 2^16 containers once decoded. The host's copy is charged as it is made.
local c = { tabs = { { id = "x", title = "X", page = "leaf" } } }
for _ = 1, 16 do c = { tabs = { { id = "a", title = "A", page = c }, { id = "b", title = "B", page = c } } } end
return c
