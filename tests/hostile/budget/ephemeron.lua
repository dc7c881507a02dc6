-- Weak-keyed tables whose values lead from key to key, in shuffled order: Lua's collector
-- converges on them in its atomic step, in time quadratic in the chain (50,000 links: many
-- seconds), with no hook and no way back. Only the watchdog can end this one: the process
-- exits with a message. The key x builds the chain and allocates until a collection runs.
local function chain(length)
  local links = setmetatable({}, { __mode = "k" })
  local keys, order, seed = {}, {}, 7
  for i = 1, length do keys[i], order[i] = {}, i end
  for i = length, 2, -1 do
    seed = (seed * 1103515245 + 12345) % 2147483648
    local j = seed % i + 1
    order[i], order[j] = order[j], order[i]
  end
  for i = 1, length - 1 do links[keys[order[i]]] = keys[order[i + 1]] end
  local first = keys[order[1]]
  keys, order = nil, nil
  for i = 1, 1e8 do local garbage = {} end
  return first
end
return {
  tabs = { { id = "a", title = "A", page = "waiting" } },
  keys = { x = function() print("chaining") chain(50000) end },
}
