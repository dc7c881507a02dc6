-- A strip for scripts/test-record: a middle click closes a tab (a mouse binding), tabs drag
-- to new places, and the status row at the bottom of 80x24 says how many are open.
local function count(c) c.status = #c.tabs .. " tabs open" end
return {
  style = { reorderable = true },
  tabs = {
    { id = "a", title = "Alpha" }, { id = "b", title = "Beta" }, { id = "c", title = "Gamma" }, { id = "d", title = "Delta" },
  },
  mouse = {
    middle = function(c, item) if item then c:remove(item.id); count(c) end end,
  },
  didMove = function(c, item, from, to) c.status = ("%s moved from %d to %d"):format(item.title, from, to) end,
  onOpen = count,
}
