-- A state's snapshot (LuaBridge's LuaSnapshot.swift compiles it as `tabhost/snapshot.lua`).
--
-- Called with a debug library the host keeps to itself and the C restorer (snapshot.c);
-- returns `restore`, whose first call takes the snapshot and whose later calls put it back.
local debug, putBack = ...
local getmetatable, setmetatable, getupvalue = debug.getmetatable, debug.setmetatable, debug.getupvalue
local next, type, rawequal = next, type, rawequal
local registry = debug.getregistry()
local samples = { "", 0, true, print, registry[1] } -- and nil, below
local kept, metas, sizes, basic, seen = {}, {}, {}, {}, {}
local restore

local function visit(value)
  local kind = type(value)
  if kind == "table" then
    if kept[value] then return end
    local copy, size = {}, 0
    kept[value] = copy
    metas[value] = getmetatable(value) or false
    for key, entry in next, value do
      copy[key], size = entry, size + 1
      visit(key)
      visit(entry)
    end
    sizes[value] = size
    visit(metas[value])
  elseif (kind == "function" or kind == "userdata") and not seen[value] and value ~= restore then
    seen[value] = true
    if kind == "userdata" then return visit(getmetatable(value)) end
    for index = 1, 255 do
      local name, up = getupvalue(value, index)
      if name == nil then break end
      visit(up)
    end
  end
end

local function settle(value, meta)
  if not rawequal(getmetatable(value), meta or nil) then setmetatable(value, meta or nil) end
end

restore = function()
  if seen then
    local copy, size = {}, 0 -- the registry's own entries (references, the C side's keys)
    for key, entry in next, registry do copy[key], size = entry, size + 1 end
    kept[registry], metas[registry], sizes[registry] = copy, getmetatable(registry) or false, size
    visit(registry[2])
    basic[1] = getmetatable(nil) or false
    for index, sample in next, samples do
      visit(getmetatable(sample))
      basic[index + 1] = getmetatable(sample) or false
    end
    seen = nil
    return
  end
  settle(nil, basic[1])
  for index, sample in next, samples do settle(sample, basic[index + 1]) end
  putBack(kept, metas, sizes)
end
return restore
