-- Run with --trust and HOSTILE_N=N: N items sharing one page of 1,000 rows.
local n = tonumber(os.getenv("HOSTILE_N"))
local rows = {}
for i = 1, 1000 do rows[i] = ("r"):rep(60) end
local tabs = {}
for i = 1, n do tabs[i] = { id = "t" .. i, title = ("T"):rep(20) .. i, badgeValue = "b" .. i, page = rows } end
return { tabs = tabs }
