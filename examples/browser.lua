-- A browser-like strip: two pinned tabs at the start and a "+" button pinned at the end, 28
-- tabs with long titles and icons that shrink, unread badges, a disabled tab, close marks (a
-- click on ×, ctrl+w or a middle click), a draft with unsaved changes that refuses to close
-- until ctrl+s saves it, and drag to reorder. Arrows only move the keyboard focus
-- (`activation = "manual"`); enter or space opens the focused tab. Tabs opened at runtime are
-- kept in `state` and come back after a hot reload (`onReload`).
local tabhost = require "tabhost"

local sites = {
  { "📰", "News — the front page of today's paper" },
  { "📄", "Design document: tab strips in terminals" },
  { "🔍", "Search results for lua tab bar" },
  { "🎵", "Music — a playlist for focused work" },
  { "日", "日本語のニュース記事" },
  { "📝", "Draft: reply to the team" },
}

local tabs = {
  { id = "mail", image = "✉️", title = "Mail", badgeValue = 3, pinned = true, closable = false,
    page = "Mail\n\npinned: it keeps its place at the left edge and has no close mark" },
  { id = "cal", image = "📅", title = "Calendar", pinned = true, closable = false,
    page = "Calendar\n\npinned too" },
}
for i = 1, 28 do
  local site = sites[(i - 1) % #sites + 1]
  tabs[#tabs + 1] = { id = "t" .. i, image = site[1], title = site[2], page = ("%s\n\ntab %d of the window"):format(site[2], i) }
end
tabs[4].badgeValue = 12  -- t2
tabs[6].disabled = "still loading"  -- t4

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

--- The tab ctrl+s acts on: the focused one, else the selected one.
local function current(c)
  return c.focused or c.selected
end

tabs[#tabs + 1] = { id = "plus", kind = "button", title = "+", pinned = "end", action = open }

return tabhost.container {
  state = { opened = {}, count = 0, unsaved = { t6 = true } },
  style = {
    itemAppearance = "titledImages", overflow = "shrink", maxTabWidth = 24,
    reorderable = true, closable = true, activation = "manual",
  },
  tabs = tabs,
  keys = {
    ["ctrl+t"] = open,
    ["ctrl+s"] = function(c)
      local item = current(c)
      if item and c.state.unsaved[item.id] then
        c.state.unsaved[item.id] = nil
        c.status = "saved " .. item.title
      end
    end,
  },
  mouse = { middle = function(c, item) if item and item.kind == "tab" and not item.pinned then c:close(item.id, { notify = true }) end end },
  shouldClose = function(c, item)
    if c.state.unsaved[item.id] then
      c.status = item.title .. " has unsaved changes: ctrl+s saves it"
      return false
    end
  end,
  didClose = function(c, item)
    for i, entry in ipairs(c.state.opened) do
      if entry.id == item.id then table.remove(c.state.opened, i) break end
    end
    c.status = "closed " .. item.title  -- a removed item still reads its fields
  end,
  didMove = function(c, item, from, to) c.status = ("moved %s from %d to %d"):format(item.title, from, to) end,
  onReload = function(c)
    for _, entry in ipairs(c.state.opened) do
      if not c:tab(entry.id) then c:insert(opened(entry), { before = "plus" }) end
    end
  end,
}
