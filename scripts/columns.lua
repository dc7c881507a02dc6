-- Prints two text files side by side: the left one padded to its widest row, " │ ", then
-- the right one. Used by scripts/gallery to put a frame beside its style runs.
-- Usage: lua5.4 scripts/columns.lua LEFT RIGHT
-- Widths follow tabhost's rules closely enough for the gallery: East Asian wide characters
-- and emoji take two cells, combining marks and variation selectors none.

local wide = {
  { 0x1100, 0x115F }, { 0x231A, 0x231B }, { 0x2E80, 0x303E }, { 0x3041, 0x33FF }, { 0x3400, 0x4DBF },
  { 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF }, { 0xAC00, 0xD7A3 }, { 0xF900, 0xFAFF }, { 0xFE30, 0xFE4F },
  { 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x1F300, 0x1F64F }, { 0x1F680, 0x1F6FF }, { 0x1F900, 0x1F9FF },
  { 0x20000, 0x3FFFD },
}

local function cells(codepoint)
  if (codepoint >= 0x300 and codepoint <= 0x36F) or codepoint == 0xFE0F or codepoint == 0x200B then return 0 end
  for _, range in ipairs(wide) do
    if codepoint >= range[1] and codepoint <= range[2] then return 2 end
  end
  return 1
end

local function width(text)
  local total = 0
  for _, codepoint in utf8.codes(text) do total = total + cells(codepoint) end
  return total
end

local function lines(path)
  local rows = {}
  for line in io.lines(path) do rows[#rows + 1] = line end
  return rows
end

local left, right = lines(arg[1]), lines(arg[2])
local column = 0
for _, row in ipairs(left) do column = math.max(column, width(row)) end
for i = 1, math.max(#left, #right) do
  local row = left[i] or ""
  local line = row .. string.rep(" ", column - width(row)) .. " │ " .. (right[i] or "")
  print((line:gsub("%s+$", "")))
end
