-- The chunk that shapes the environment of every script, run once per Lua state
-- (LuaBridge's Sandbox.swift compiles it as `tabhost/sandbox.lua`).
--
-- Written in Lua because it only rearranges Lua values: it needs no raw API and every
-- error it raises is an ordinary Lua error with the script's position.
--
-- Arguments: the mode ("sandboxed" or "trusted"), the opened standard libraries by name,
-- the host table (write, find, record, missed, path), and keepCaller and endLoad
-- (requires.c: `require` stays a C function, so a script's `return require "m"` keeps its
-- line on the stack for errors to name; a load ends without running Lua code).
-- Returns the controls { preload = function(name, value), tostring = <Lua's tostring> }.
local mode, libs, host, keepCaller, endLoad = ...
local G = libs._G
local error, setmetatable, tostring, type = G.error, G.setmetatable, G.tostring, G.type
local pairs, ipairs = G.pairs, G.ipairs
local pack, concat = libs.table.pack, libs.table.concat
local write, find, record, missed = host.write, host.find, host.record, host.missed

function G.print(...)
  local args = pack(...)
  for i = 1, args.n do args[i] = tostring(args[i]) end
  write(concat(args, "\t", 1, args.n))
end

-- The modules loading, outermost first, and the same as a set: a require of one of them
-- is a loop. `ending(name)`, a to-be-closed value, ends that load, also one that fails,
-- so that a later require tries the module again (as Lua's own require does).
local loading, chain = {}, {}
local closing = { __close = endLoad }
local function ending(name) return setmetatable({ loading, chain, name }, closing) end

-- Notes that `name` loads; raises at `level` (1: the caller) when it already does.
local function begin(name, level)
  if loading[name] then
    error("require loop: module '" .. name .. "' is required again while it loads ("
      .. concat(chain, " -> ") .. " -> " .. name .. ")", level + 1)
  end
  loading[name] = true
  chain[#chain + 1] = name
end

if mode == "trusted" then
  local package = libs.package
  for name, lib in pairs(libs) do
    G[name] = lib
    package.loaded[name] = lib
  end
  package.path = host.path .. ";" .. package.path
  local searchFile = package.searchers[2]
  package.searchers[2] = function(name)
    local loader, path = searchFile(name)
    if type(loader) ~= "function" then
      missed(name)
      return loader, path
    end
    record(path)
    return function(...)
      begin(name, 2)  -- Lua's require (C) called this loader: the place is the script's
      local _ <close> = ending(name)
      return loader(...)
    end, path
  end
  local preload = package.preload
  return {
    preload = function(name, value) preload[name] = function() return value end end,
    tostring = tostring,
  }
end

-- Level 3: the script that used the forbidden name (1 is here, 2 the stub or metamethod).
local function unavailable(name)
  error(name .. " is not available in the sandbox (run with --trust)", 3)
end

local function stub(name)
  return function() unavailable(name) end
end

-- A table that raises `unavailable` for every missing field (and every write unless
-- `writable`), with a protected metatable.
local function guarded(prefix, fields, writable)
  local meta = { __metatable = false }
  meta.__index = function(_, key) unavailable(prefix .. tostring(key)) end
  if not writable then meta.__newindex = meta.__index end
  return setmetatable(fields, meta)
end

local os = libs.os
G.os = guarded("os.", { clock = os.clock, date = os.date, difftime = os.difftime, time = os.time }, true)
G.io = guarded("io.", {})
G.debug = guarded("debug.", {})
G.package = guarded("package.", {})
for _, name in ipairs { "coroutine", "math", "string", "table", "utf8" } do G[name] = libs[name] end
G.dofile, G.loadfile, G.collectgarbage = stub "dofile", stub "loadfile", stub "collectgarbage"
libs.string.dump = stub "string.dump"

local loaded = {
  _G = G, coroutine = G.coroutine, math = G.math, string = G.string, table = G.table,
  utf8 = G.utf8, os = G.os, io = G.io, debug = G.debug, package = G.package,
}
-- Level 3 is the script's call (2 is keepCaller's C function).
local function require(name)
  if type(name) ~= "string" then
    error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 3)
  end
  local value = loaded[name]
  if value then return value end
  begin(name, 3)
  local _ <close> = ending(name)
  local chunk, path = find(name)
  if chunk == nil then error(path, 0) end
  value = chunk(name, path)
  if value ~= nil then loaded[name] = value end
  if loaded[name] == nil then loaded[name] = true end
  return loaded[name], path
end
G.require = keepCaller(require)

return {
  preload = function(name, value) loaded[name] = value end,
  tostring = tostring,
}
