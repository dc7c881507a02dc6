-- One page of 4,096 rows of 100 bytes, shared by 10,000 items: 0.5 MB in Lua, 4 GB once each
-- item's rows are decoded.
local rows = {}
for i = 1, 4096 do rows[i] = ("x"):rep(100) end
local tabs = {}
for i = 1, 10000 do tabs[i] = { id = "t" .. i, title = "T", page = rows } end
return { tabs = tabs }
