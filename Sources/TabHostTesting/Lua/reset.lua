-- A spec state's reset (compiled as `tabhost/reset.lua` by SpecState.swift).
--
-- Keeps the globals, every table among them (the libraries, `tabhost`) and every table in
-- those (`package.loaded`, `package.preload`), the basic types' metatables (the string
-- metatable among the tables) and the metatable of each of those tables, as they are now;
-- returns the function that puts them all back, raw (snapshot.c's `putBack` and `copy`, and
-- the debug library the host opened, or the trusted state's own).
local putBack, debug, copyOf = ...
debug = debug or _G.debug
local G, next, type = _G, next, type
local getmetatable, setmetatable = debug.getmetatable, debug.setmetatable
local kept, metas, sizes = {}, {}, {}
local function keep(t)
  if type(t) ~= "table" or kept[t] then return end
  local copy, size = copyOf(t)
  kept[t], metas[t], sizes[t] = copy, getmetatable(t) or false, size
end
local samples = { "", 0, true, print }  -- and nil, below
local basic = { [0] = getmetatable(nil) or false }
for index, sample in next, samples do
  basic[index] = getmetatable(sample) or false
  keep(basic[index])
end
keep(G)
for _, value in next, G do keep(value) end
local outer = {}
for t in next, kept do outer[#outer + 1] = t end
for _, t in next, outer do
  for _, value in next, kept[t] do keep(value) end
end
return function()
  if getmetatable(nil) ~= (basic[0] or nil) then setmetatable(nil, basic[0] or nil) end
  for index, sample in next, samples do
    if getmetatable(sample) ~= (basic[index] or nil) then setmetatable(sample, basic[index] or nil) end
  end
  putBack(kept, metas, sizes)
end
