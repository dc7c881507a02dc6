-- 200,000 tabs each with a field a tab ignores: a warning each, kept by the host.
local tabs = {}
for i = 1, 200000 do tabs[i] = { id = "t" .. i, title = "T", on = true } end
return { tabs = tabs }
