-- Four tabs to drag (scripts/test-e2e): didMove says what moved.
local tabs = {}
for i, name in ipairs({ "One", "Two", "Three", "Four" }) do tabs[i] = { id = name:lower(), title = name } end
return {
  style = { reorderable = true },
  tabs = tabs,
  didMove = function(c, item, from, to) c.status = ("moved %s from %d to %d"):format(item.title, from, to) end,
}
