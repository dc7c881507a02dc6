-- The inspector's Lua side (compiled as `tabhost/inspect.lua` by ScriptHost+Inspect.swift):
-- the console's evaluation in the script's environment and the printer of its values
-- (docs/inspector.md). It runs in the script's own state, under the script's budget.
--
-- Returns one function, `function(what, ...)`: `("evaluate", source, c, state)` and
-- `("tree", state, open)`.
local G = _G
local load, type, tostring, pairs, next = load, type, tostring, pairs, next
local setmetatable, getmetatable, rawequal = setmetatable, getmetatable, rawequal
local pack, concat, sort = table.pack, table.concat, table.sort
local format, rep = string.format, string.rep
local mathType = math.type

-- How far the printer goes: nested tables to `depth`, `entries` per table, `width` for a
-- table on one line, `chars` of a string.
-- What the console keeps of what a chunk printed: `printed` lines of `printedChars` bytes.
local limits = { depth = 3, entries = 20, width = 60, chars = 200, printed = 1000, printedChars = 2000 }

local escapes = { ["\n"] = "\\n", ["\t"] = "\\t", ["\r"] = "\\r", ['"'] = '\\"', ["\\"] = "\\\\" }

local function quoted(text)
  local cut = #text > limits.chars
  if cut then text = text:sub(1, limits.chars) end
  text = text:gsub('[%c"\\]', function(char) return escapes[char] or format("\\%d", char:byte()) end)
  return '"' .. text .. '"' .. (cut and "..." or "")
end

-- A value that is no plain table, on one line: a proxy of the live container by what it is
-- (`<item a>`), a function or userdata by its type.
local function scalar(value)
  local kind = type(value)
  if kind == "string" then return quoted(value) end
  if kind == "number" then
    if mathType(value) == "float" and value == value and value % 1 == 0 and value > -1e15 and value < 1e15 then
      return format("%.1f", value)
    end
    return tostring(value)
  end
  if kind == "boolean" or kind == "nil" then return tostring(value) end
  if kind == "userdata" then
    local text = tostring(value):gsub(": 0x%x+$", "")
    if text:match("^item ") or text == "container" or text == "style" then return "<" .. text .. ">" end
    return "<userdata>"
  end
  return "<" .. kind .. ">"
end

local function keyText(key)
  if type(key) == "string" and key:match("^[%a_][%w_]*$") then return key end
  return "[" .. scalar(key) .. "]"
end

-- The keys of a table in a stable order: the list part, then the rest sorted by their text.
local function orderedKeys(table)
  local keys, n = {}, 0
  while table[n + 1] ~= nil and n < limits.entries * 4 do n = n + 1; keys[n] = n end
  local others = {}
  for key in next, table do
    if not (mathType(key) == "integer" and key >= 1 and key <= n) then others[#others + 1] = key end
    if #others > limits.entries * 4 then break end
  end
  sort(others, function(a, b)
    local ta, tb = type(a), type(b)
    if ta ~= tb then return ta < tb end
    if ta == "number" or ta == "string" then return a < b end
    return tostring(a) < tostring(b)
  end)
  for _, key in pairs(others) do keys[#keys + 1] = key end
  return keys, n
end

local show

-- A table: on one line when it fits, else one entry a line; `seen` holds the tables on the
-- way here (a cycle prints `<cycle>`).
local function showTable(table, indent, seen)
  if seen[table] then return "<cycle>" end
  local meta = getmetatable(table)
  if meta ~= nil and type(meta) == "table" and meta.__tostring then return tostring(table) end
  if next(table) == nil then return "{}" end
  if indent >= limits.depth then return "{...}" end
  seen[table] = true
  local keys, listed = orderedKeys(table)
  local parts = {}
  for i, key in pairs(keys) do
    if i > limits.entries then
      parts[#parts + 1] = "... (more)"
      break
    end
    local text = show(table[key], indent + 1, seen)
    parts[#parts + 1] = (mathType(key) == "integer" and key <= listed) and text or (keyText(key) .. " = " .. text)
  end
  seen[table] = nil
  local line = "{ " .. concat(parts, ", ") .. " }"
  if #line <= limits.width and not line:find("\n", 1, true) then return line end
  local pad = rep("  ", indent + 1)
  return "{\n" .. pad .. concat(parts, ",\n" .. pad) .. "\n" .. rep("  ", indent) .. "}"
end

function show(value, indent, seen)
  if type(value) == "table" then return showTable(value, indent or 0, seen or {}) end
  return scalar(value)
end

-- Compiles a console entry: `=expr` and a bare expression return their values; an
-- incomplete chunk says so (the console waits for the next line).
local function compile(source, env)
  if source:sub(1, 1) == "=" then source = "return " .. source:sub(2) end
  local chunk = load("return " .. source, "=console", "t", env)
  if chunk then return chunk end
  local message
  chunk, message = load(source, "=console", "t", env)
  if chunk then return chunk end
  if message:match("<eof>$") then return nil, "incomplete" end
  return nil, message
end

-- Evaluates `source` with `c` and `state` in scope, globals the script's; returns the text
-- the console shows (what it printed, then its values), or false and "incomplete". A
-- syntax error is returned as text; a runtime error is raised, with its place.
local function evaluate(source, c, state)
  local printed, dropped = {}, 0
  local function capture(...)
    if #printed >= limits.printed then
      dropped = dropped + 1
      return
    end
    local args = pack(...)
    for i = 1, args.n do args[i] = tostring(args[i]) end
    local line = concat(args, "\t", 1, args.n)
    if #line > limits.printedChars then line = line:sub(1, limits.printedChars) .. "..." end
    printed[#printed + 1] = line
  end
  local env = setmetatable({ c = c, state = state, print = capture }, {
    __index = G,
    __newindex = G,
  })
  local chunk, message = compile(source, env)
  if not chunk then
    if message == "incomplete" then return false, "incomplete" end
    return message
  end
  local results = pack(chunk())
  if dropped > 0 then printed[#printed + 1] = "... (" .. dropped .. " more lines printed)" end
  for i = 1, results.n do printed[#printed + 1] = show(results[i]) end
  return concat(printed, "\n")
end

-- The rows of `state` as a tree: each `{ depth, key, text, path, table }`, a table's rows
-- after it when its path is in `open`.
local function tree(state, open)
  local rows = {}
  local function walk(table, depth, prefix, seen)
    if rows[2000] then return end
    local keys = orderedKeys(table)
    for _, key in pairs(keys) do
      local value = table[key]
      local path = prefix .. "/" .. tostring(key)
      local isTable = type(value) == "table" and next(value) ~= nil and not seen[value]
      local text = isTable and (open[path] and "" or show(value, limits.depth - 1, {})) or show(value, limits.depth, {})
      if rawequal(value, state) or seen[value] then text = "<cycle>" end
      rows[#rows + 1] = { depth = depth, key = keyText(key), text = text, path = path, table = isTable }
      if isTable and open[path] then
        seen[value] = true
        walk(value, depth + 1, path, seen)
        seen[value] = nil
      end
    end
  end
  if type(state) == "table" then walk(state, 0, "", { [state] = true }) end
  return rows
end

local operations = { evaluate = evaluate, tree = tree }
return function(what, ...) return operations[what](...) end
