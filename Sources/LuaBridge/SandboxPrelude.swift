/// The Lua chunk that shapes the environment of every script, run once per `LuaVM`.
///
/// Written in Lua because it only rearranges Lua values: it needs no raw API and every
/// error it raises is an ordinary Lua error with the script's position.
///
/// Arguments: the mode (`"sandboxed"` or `"trusted"`), the opened standard libraries by
/// name, and the host table (`write`, `find`, `record`, `missed`, `path`). Returns the controls
/// `{ preload = function(name, value), tostring = <Lua's tostring> }`.
enum SandboxPrelude {
    /// `source` as the bytes `load` compiles (and `ChunkCache` compares) once per process.
    static let bytes = Array(source.utf8)

    static let source = #"""
    local mode, libs, host = ...
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
        if type(loader) == "function" then record(path) else missed(name) end
        return loader, path
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
    local loading = {}

    function G.require(name)
      if type(name) ~= "string" then
        error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 2)
      end
      local value = loaded[name]
      if value then return value end
      if loading[name] then error("loop or previous error loading module '" .. name .. "'", 2) end
      local chunk, path = find(name)
      if chunk == nil then error(path, 0) end
      loading[name] = true
      value = chunk(name, path)
      loading[name] = nil
      if value ~= nil then loaded[name] = value end
      if loaded[name] == nil then loaded[name] = true end
      return loaded[name], path
    end

    return {
      preload = function(name, value) loaded[name] = value end,
      tostring = tostring,
    }
    """#
}
