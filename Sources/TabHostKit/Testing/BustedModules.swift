/// The last part of the spec runner's Lua chunk (`BustedPrelude`): `require` of luassert,
/// say and the project's modules, the globals luassert sees, `assert`/`spy`/`stub`/`mock`/
/// `match` loaded on first use, `require "busted"`, `arg`, `os.exit`, and the host's side of
/// the walk (`start`, `step`).
extension BustedPrelude {
    static let modules = #"""
    -- Modules -------------------------------------------------------------------------------

    -- require: the host finds luassert and say on the system path (both modes) and, sandboxed,
    -- the project's modules (lpath, the project root, the spec's directory); the rest (the
    -- standard libraries, tabhost; everything when trusted) goes to the state's own require.
    local stateRequire = G.require
    -- Sandboxed, a package table of the runner's own: package.path (what require searches,
    -- inside the project only), package.loaded and package.preload, as specs use them.
    if not trusted then
      G.package = {
        path = host.searchPath(), cpath = "", loaded = loaded, preload = {}, config = "/\n;\n?\n!\n-\n",
      }
    end
    local package = G.package

    local function require(name)
      if type(name) ~= "string" then
        error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 2)
      end
      local value = loaded[name]
      if value then return value end
      local preload = type(package) == "table" and rawget(package, "preload")
      local loader = type(preload) == "table" and preload[name]
      if loader then
        value = loader(name, ":preload:")
        if value ~= nil then loaded[name] = value end
        if loaded[name] == nil then loaded[name] = true end
        return loaded[name], ":preload:"
      end
      local chunk, path = host.module(name, not trusted and type(package.path) == "string" and package.path or nil)
      if chunk == nil then
        if path == nil then return stateRequire(name) end
        error(path, 2)
      end
      value = chunk(name, path)
      if value ~= nil then loaded[name] = value end
      if loaded[name] == nil then loaded[name] = true end
      return loaded[name], path
    end
    G.require = require
    if trusted then
      local package = G.package
      package.path = (settings.lpath .. ";" .. package.path):gsub(";;", ";")
      package.cpath = (settings.cpath .. ";" .. package.cpath):gsub(";;", ";")
    end

    -- The globals of luassert and say: the state's, with what they read of debug, io, os and
    -- package given narrowly (sandboxed, debug.getinfo reads places only, from a debug
    -- library the host opened for this chunk alone).
    local function placeOf(what)
      local info
      if type(what) == "number" then info = getinfo(what + 1, "S") else info = getinfo(what, "S") end
      return info
    end

    local libraryGlobals = {
      require = require,
      io = { type = function() return nil end },
      package = G.package,
    }
    if trusted then
      libraryGlobals.io = setmetatable(libraryGlobals.io, { __index = G.io })
      libraryGlobals.package = G.package
    else
      libraryGlobals.debug = {
        getinfo = placeOf,
        getmetatable = function(value)
          local meta = getmetatable(value)
          if type(meta) == "table" then return meta end
          return nil
        end,
        setmetatable = setmetatable,
        traceback = function(message) return message end,
      }
      libraryGlobals.os = setmetatable({ getenv = function() return nil end }, { __index = G.os })
    end
    for key, value in pairs(libraryGlobals) do libraryEnv[key] = value end
    setmetatable(libraryEnv, { __index = G })
    assertEnv.error = fail
    setmetatable(assertEnv, { __index = libraryEnv })

    -- assert, spy, stub, mock and match load on first use (a spec that uses none costs nothing).
    local lazy = { assert = "luassert", spy = "luassert.spy", mock = "luassert.mock", stub = "luassert.stub", match = "luassert.match" }
    function library(key)
      local name = lazy[key]
      if name == nil then return nil end
      local value = require(name)
      if key == "assert" and settings.language then require("luassert.languages." .. settings.language) end
      root.env[key] = value
      api[key] = value
      return value
    end

    -- require "busted": busted's API as the runner uses it.
    local now = host.now
    api.publish = function(channel, ...) return publish(channel, ...) end
    api.subscribe, api.unsubscribe = subscribe, unsubscribe
    api.fail, api.version = fail, "2.1.1"
    api.gettime, api.monotime = os.time, now
    api.sleep = function(seconds)
      local deadline = now() + (tonumber(seconds) or 0)
      while now() < deadline do end
    end
    api.parent = function(element) return parents[element] end
    api.children = function(element) return children[element] or {} end
    api.bindfenv = function(callable, name, value)
      local debug = G.debug
      if not trusted then error("busted.bindfenv needs the debug library (run with --trust)", 2) end
      local meta = debug.getmetatable(callable)
      local fn = meta and meta.__call or callable
      local up, key = 0, nil
      repeat
        up = up + 1
        key = debug.getupvalue(fn, up)
      until key == "_ENV" or key == nil
      if key == nil then return end
      local env = setmetatable({ [name] = value }, { __index = select(2, debug.getupvalue(fn, up)) })
      debug.upvaluejoin(fn, up, function() return env end, 1)
    end
    loaded.busted = setmetatable({}, {
      __index = function(_, key)
        local value = api[key]
        if value == nil then value = library(key) end
        return value
      end,
      __newindex = function() error("Attempt to modify busted", 2) end,
    })

    G.arg = settings.arguments
    -- os.exit cannot end the run: the host stops this file and reports it as failed.
    G.os.exit = function(...)
      host.exit(...)
      error("os.exit called: a spec cannot end the test run (this file stops here)", 2)
    end

    -- The host's side of the walk.
    local walker
    local function step(...)
      local ok, request = coroutine.resume(walker, ...)
      if not ok then error(request, 0) end
      local happened = events
      events = {}
      return request, skipAll, happened
    end

    local function start(chunk)
      local file = { descriptor = "file", attributes = attributesOf.file or {}, name = settings.file, run = chunk, line = 0 }
      parents[file], children[root], root.file = root, { file }, { file }
      walker = coroutine.create(function()
        notify({ "suite", "start" }, root, 1, 1)
        push(file)
        runFile(file)
        pop()
        notify({ "suite", "end" }, root, 1, 1)
      end)
      return step()
    end

    return { start = start, step = step, require = require }
    """#
}
