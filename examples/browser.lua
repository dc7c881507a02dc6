-- A browser-like strip: 30 tabs with long titles and icons, unread badges, a disabled tab, a
-- "+" button that opens new tabs, drag to reorder, and a middle click that closes a tab.
-- Tabs opened at runtime are kept in `state` and come back after a hot reload (`onReload`).
local tabhost = require "tabhost"

local sites = {
  { "📰", "News — the front page of today's paper" },
  { "✉️", "Inbox (unread mail from the team)" },
  { "📄", "Design document: tab strips in terminals" },
  { "🔍", "Search results for lua tab bar" },
  { "🎵", "Music — a playlist for focused work" },
  { "日", "日本語のニュース記事" },
}

local tabs = {}
for i = 1, 30 do
  local site = sites[(i - 1) % #sites + 1]
  tabs[i] = { id = "t" .. i, image = site[1], title = site[2], page = ("%s\n\ntab %d of the window"):format(site[2], i) }
end
tabs[2].badgeValue = 5
tabs[8].badgeValue = 12
tabs[4].disabled = "still loading"

--- A tab the user opened with "+", as it is kept in `state`.
local function opened(entry)
  return { id = entry.id, image = "✨", title = entry.title, page = entry.title .. "\n\nopened at runtime" }
end

local function open(c)
  c.state.count = c.state.count + 1
  local entry = { id = "new" .. c.state.count, title = "New tab " .. c.state.count }
  table.insert(c.state.opened, entry)
  c:insert(opened(entry), { before = "plus" })
  c:select(entry.id)
  c.status = "opened " .. entry.title
end

local function close(c, item)
  if not item or item.kind ~= "tab" then return end
  c:remove(item.id)
  for i, entry in ipairs(c.state.opened) do
    if entry.id == item.id then table.remove(c.state.opened, i) break end
  end
  c.status = "closed " .. item.title  -- a removed item still reads its fields
end

tabs[#tabs + 1] = { id = "plus", kind = "button", title = "+", action = open }

return tabhost.container {
  state = { opened = {}, count = 0 },
  style = { itemAppearance = "titledImages", overflow = "shrink", maxTabWidth = 24, reorderable = true },
  tabs = tabs,
  keys = { ["ctrl+t"] = open, ["ctrl+w"] = function(c) close(c, c.selected) end },
  mouse = { middle = close },
  didMove = function(c, item, from, to) c.status = ("moved %s from %d to %d"):format(item.title, from, to) end,
  onReload = function(c)
    for _, entry in ipairs(c.state.opened) do
      if not c:tab(entry.id) then c:insert(opened(entry), { before = "plus" }) end
    end
  end,
}
