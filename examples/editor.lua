-- An editor's bufferline: 60 open files whose titles shrink to a readable minimum and then
-- scroll. Each tab's id is its path and its title the file name, made distinct with the folders
-- above it when two open files share a name (src/init.lua and test/init.lua show as
-- `src/init.lua` and `test/init.lua`, a unique name stays bare). A modified file shows a dot
-- `●` and refuses to close until ctrl+s saves it; the others close by their close mark, ctrl+w
-- or a middle click. Pinned files keep the left edge (ctrl+p pins or unpins the selected one);
-- alt+←/→ or a drag moves a file within its group. A hot reload keeps what was closed, pinned
-- and saved (`state`).
local tabhost = require "tabhost"

local paths = {
  "Package.swift", "README.md",
  "src/init.lua", "test/init.lua", "src/main.swift", "docs/日本語.txt", "🚀 launch.lua", "docs/中文文件.md",
  "src/app/view.lua", "test/app/view.lua", "lib/view.lua",
}
for day = 1, 49 do paths[#paths + 1] = ("notes/day-%02d.md"):format(day) end

--- The last `depth` parts of a path: ("src/app/view.lua", 2) is "app/view.lua".
local function tail(path, depth)
  local parts = {}
  for part in path:gmatch("[^/]+") do parts[#parts + 1] = part end
  return table.concat(parts, "/", math.max(1, #parts - depth + 1))
end

--- A title for each path: its file name, with as many folders above it as it takes to tell it
--- apart from the other paths that end the same way.
local function distinctTitles(list)
  local depths = {}
  for i = 1, #list do depths[i] = 1 end
  local changed = true
  while changed do
    changed = false
    local sharing = {}
    for i, path in ipairs(list) do
      local title = tail(path, depths[i])
      sharing[title] = (sharing[title] or 0) + 1
    end
    for i, path in ipairs(list) do
      local title = tail(path, depths[i])
      if sharing[title] > 1 and tail(path, depths[i] + 1) ~= title then
        depths[i] = depths[i] + 1
        changed = true
      end
    end
  end
  local titles = {}
  for i, path in ipairs(list) do titles[i] = tail(path, depths[i]) end
  return titles
end

--- Gives every open file its distinct title, and says how many are open.
local function retitle(c)
  local list = {}
  for i, item in ipairs(c.tabs) do list[i] = item.id end
  local titles = distinctTitles(list)
  for i, item in ipairs(c.tabs) do
    if item.title ~= titles[i] then item.title = titles[i] end
  end
  c.status = ("%d files open · ctrl+s saves, ctrl+w closes, ctrl+p pins, alt+←/→ moves"):format(#c.tabs)
end

local files = {}
for i, path in ipairs(paths) do
  files[i] = { id = path, title = path, page = ("-- %s\n\nlocal answer = %d"):format(path, i) }
end
for i = 1, 2 do
  files[i].pinned = true
  files[i].closable = false
end

local modified = { ["src/init.lua"] = true, ["src/main.swift"] = true }
for _, file in ipairs(files) do
  if modified[file.id] then file.badgeValue = "" end  -- a dot ●
end

--- Moves the selected file one place within its group (pinned or not), as a drag would.
local function shift(c, by)
  local item = c.selected
  local neighbour = item and c.tabs[item.index + by]
  if neighbour and neighbour.pinned == item.pinned then c:move(item.id, item.index + by) end
end

--- Pins or unpins a file, moving it to the pinned group's end or just after it, so the list
--- keeps the bar's order and alt+←/→ move it among its neighbours on screen.
local function setPinned(c, item, pinned)
  local others = 0
  for _, other in ipairs(c.tabs) do
    if other.pinned and other.id ~= item.id then others = others + 1 end
  end
  item.pinned = pinned or nil
  item.closable = not pinned
  c:move(item.id, others + 1)
  c.state.pins[item.id] = pinned
end

local function pin(c)
  local item = c.selected
  if not item then return end
  setPinned(c, item, not item.pinned)
  c.status = (item.pinned and "pinned " or "unpinned ") .. item.title
end

--- After a hot reload the script's files are back: close, pin and mark them again as they were.
local function restore(c)
  for id in pairs(c.state.closed) do
    if c:tab(id) then c:remove(id) end
  end
  local changed = {}
  for _, item in ipairs(c.tabs) do
    item.badgeValue = c.state.modified[item.id] and "" or nil
    local pinned = c.state.pins[item.id]
    if pinned ~= nil and pinned ~= (item.pinned and true or false) then changed[#changed + 1] = item end
  end
  for _, item in ipairs(changed) do setPinned(c, item, c.state.pins[item.id]) end
  retitle(c)
end

return tabhost.container {
  state = { modified = modified, closed = {}, pins = {} },
  style = {
    tabsSeparator = "│", overflow = "shrink", minTabWidth = 6, maxTabWidth = 18,
    closable = true, reorderable = true,
  },
  tabs = files,
  keys = {
    ["ctrl+s"] = function(c)
      local item = c.selected
      if item and c.state.modified[item.id] then
        c.state.modified[item.id] = nil
        item.badgeValue = nil
        c.status = "saved " .. item.id
      end
    end,
    ["ctrl+p"] = pin,
    ["alt+left"] = function(c) shift(c, -1) end,
    ["alt+right"] = function(c) shift(c, 1) end,
  },
  mouse = {
    middle = function(c, item) if item and not item.pinned then c:close(item.id, { notify = true }) end end,
  },
  shouldClose = function(c, item)
    if c.state.modified[item.id] then
      c.status = item.id .. " has unsaved changes: ctrl+s saves it"
      return false
    end
  end,
  didClose = function(c, item)
    c.state.closed[item.id] = true
    retitle(c)
  end,
  onOpen = retitle,
  onReload = restore,
}
