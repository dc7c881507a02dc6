-- A strip for scripts/test-record: 30 tabs that drag to new places, more than 80 columns hold,
-- so a drag that goes past the edge passes over the overflow marker and scrolls the strip.
local tabs = {}
for i = 1, 30 do tabs[i] = { id = "t" .. i, title = "Tab " .. i } end
return {
  style = { reorderable = true },
  tabs = tabs,
  didMove = function(c, item, from, to) c.status = ("%s moved from %d to %d"):format(item.title, from, to) end,
}
