-- An editor's bar of open files: 60 tabs with CJK and emoji names that shrink to a readable
-- minimum and then scroll, close keys (ctrl+w, a middle click) and reorder keys
-- (alt+left, alt+right). The status row says how many files are open.
local tabhost = require "tabhost"

local names = { "README.md", "日本語.txt", "main.swift", "🚀 launch.lua", "中文文件.md", "Package.swift" }

local files = {}
for i = 1, 60 do
  local name = names[(i - 1) % #names + 1]
  files[i] = { id = "f" .. i, title = name, page = ("-- %s (file %d)\n\nlocal answer = %d"):format(name, i, i) }
end

local function count(c)
  c.status = ("%d files open · ctrl+w or a middle click closes, alt+←/→ moves"):format(#c.tabs)
end

local function close(c, item)
  if item then
    c:remove(item.id)
    count(c)
  end
end

local function shift(c, by)
  local item = c.selected
  if item then c:move(item.id, item.index + by) end
end

return tabhost.container {
  style = { tabsSeparator = "│", overflow = "shrink", minTabWidth = 6, maxTabWidth = 18 },
  tabs = files,
  keys = {
    ["ctrl+w"] = function(c) close(c, c.selected) end,
    ["alt+left"] = function(c) shift(c, -1) end,
    ["alt+right"] = function(c) shift(c, 1) end,
  },
  mouse = { middle = close },
  onOpen = count,
}
