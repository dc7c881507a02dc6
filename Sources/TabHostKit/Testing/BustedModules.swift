/// The last part of the spec runner's Lua chunk (`BustedPrelude`): `require` of luassert,
/// say and the project's modules, the globals luassert sees, luassert itself (`assert`,
/// `spy`, `stub`, `mock`, `match`, loaded at each file's start as busted has them),
/// `require "busted"`, `arg`, `os.exit`, and the host's side of the walk (`start`, `flush`).
extension BustedPrelude {
    static let modules = #"""
    -- Modules -------------------------------------------------------------------------------

    -- require: the host finds luassert and say on the system path (both modes) and, sandboxed,
    -- the project's modules (lpath, the project root, the spec's directory); the rest (the
    -- standard libraries, tabhost; everything when trusted) goes to the state's own require.
    -- Sandboxed, a package table of the runner's own (`beginModules`): package.path (what
    -- require searches, inside the project only), package.loaded and package.preload, as
    -- specs use them.
    -- `keptRequire`: the global `require`, called through a C function (`settings.keepCaller`)
    -- so that a module's `return require "m"` keeps its line on the stack for errors to name;
    -- level 3 of the errors below is the script's call through it.
    local stateRequire, package, keptRequire, require

    -- The module files loading, outermost first, and the same as a set: a require of one of
    -- them is a loop. `endingModule(name)` (to-be-closed) ends that load, also one that fails,
    -- in C (`settings.endLoad`, LuaVM.endLoadFunction: no Lua code runs while an error unwinds).
    -- Made anew for each file (`beginModules`).
    local loadingModules, moduleChain, closingModule
    local function endingModule(name) return setmetatable({ loadingModules, moduleChain, name }, closingModule) end

    function require(name)
      if type(name) ~= "string" then
        error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 3)
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
      if loadingModules[name] then
        error("require loop: module '" .. name .. "' is required again while it loads ("
          .. concat(moduleChain, " -> ") .. " -> " .. name .. ")", 3)
      end
      local chunk, path = host.module(name, not trusted and type(package.path) == "string" and package.path or nil)
      if chunk == nil then
        if path == nil then return stateRequire(name) end
        error(path, 3)
      end
      loadingModules[name] = true
      moduleChain[#moduleChain + 1] = name
      local _ <close> = endingModule(name)
      value = chunk(name, path)
      if value ~= nil then loaded[name] = value end
      if loaded[name] == nil then loaded[name] = true end
      return loaded[name], path
    end

    -- The globals of luassert and say: the state's, with what they read of debug, io, os and
    -- package given narrowly (sandboxed, debug.getinfo reads places only, from a debug
    -- library the host opened for this chunk alone).
    local function placeOf(what)
      local info
      if type(what) == "number" then info = getinfo(what + 1, "S") else info = getinfo(what, "S") end
      return info
    end

    local function none() return nil end
    local function tableMeta(value)
      local meta = getmetatable(value)
      if type(meta) == "table" then return meta end
      return nil
    end
    local function message(text) return text end

    -- Those globals, new for each file.
    local function libraryGlobals()
      local globals = { require = require, io = { type = none }, package = G.package }
      if trusted then
        setmetatable(globals.io, { __index = G.io })
      else
        globals.debug = { getinfo = placeOf, getmetatable = tableMeta, setmetatable = setmetatable, traceback = message }
        globals.os = setmetatable({ getenv = none }, { __index = G.os })
      end
      return globals
    end

    -- luassert, loaded at each file's start as busted loads it before any spec runs: the
    -- suite's globals and busted's API name the very tables luassert made (busted's order).
    local exports = {
      { "assert", "luassert" }, { "spy", "luassert.spy" }, { "mock", "luassert.mock" },
      { "stub", "luassert.stub" }, { "match", "luassert.match" },
    }
    local function loadLuassert()
      for _, export in ipairs(exports) do
        local value = require(export[2])
        root.env[export[1]], api[export[1]] = value, value
      end
      if settings.language then require("luassert.languages." .. settings.language) end
    end

    -- require "busted": busted's API as the runner uses it.
    local now
    local function apiPublish(channel, ...) return publish(channel, ...) end
    local function sleep(seconds)
      local deadline = now() + (tonumber(seconds) or 0)
      while now() < deadline do end
    end
    local function parentOf(element) return parents[element] end
    local function childrenOf(element) return children[element] or {} end
    local function bindfenv(callable, name, value)
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
    local function bustedSet() error("Attempt to modify busted", 2) end

    -- os.exit cannot end the run: the host stops this file and reports it as failed.
    local function exit(...)
      host.exit(...)
      exiting = true
      error("os.exit called: a spec cannot end the test run (this file stops here)", 2)
    end

    -- The host's side of the walk: `start` runs the file, hands over the events left and
    -- returns whether the run must stop; `flush` hands over the events and returns the
    -- running test's serial and the running call (the host asks when a host function needs
    -- the running test, which is then said to use the host); `testName` the full name of the
    -- test of that serial and how many began under it; `exited` stops the walk after the
    -- running call (a script the spec opened called os.exit).
    local function flush()
      if events[1] ~= nil then handOver() end
      if running then eager = true end
      return running and running.serial or false, calls
    end

    local named, seen, lastName, lastCount
    local function testName(number)
      while named < number do
        named = named + 1
        local name = fullName(begun[named])
        begun[named] = nil
        lastCount = (seen[name] or 0) + 1
        seen[name], lastName = lastCount, name
      end
      return lastName, lastCount
    end

    local function start(chunk)
      -- A repeat (`--repeat`): the last walk's blocks go, as busted clears its context before
      -- each run, once the tests begun in it are named (the names need their parents).
      if named < serial then testName(serial) end
      parents, children, begun, blockIds = {}, {}, {}, {}
      local file = { descriptor = "file", attributes = attributesOf.file or {}, name = settings.file, run = chunk, line = 0 }
      parents[file], children[root], root.file = root, { file }, { file }
      notify({ "suite", "start" }, root, 1, 1)
      push(file)
      runFile(file)
      pop()
      notify({ "suite", "end" }, root, 1, 1)
      if events[1] ~= nil then handOver() end
      return skipAll
    end

    local function exited() exiting = true end

    -- A file's start: `require`, `package`, the libraries' globals, the suite's environment
    -- and busted's API as a new file finds them; `arg`, `os.exit`, and luassert.
    local function beginModules()
      stateRequire = G.require
      loadingModules, moduleChain = {}, {}
      closingModule = { __close = settings.endLoad }
      if not trusted then
        G.package = {
          path = host.searchPath(), cpath = "", loaded = loaded, preload = {}, config = "/\n;\n?\n!\n-\n",
        }
      end
      package = G.package
      keptRequire = keptRequire or settings.keepCaller(require)
      G.require = keptRequire
      if trusted then
        package.path = (settings.lpath .. ";" .. package.path):gsub(";;", ";")
        package.cpath = (settings.cpath .. ";" .. package.cpath):gsub(";;", ";")
      end
      for key, value in pairs(libraryGlobals()) do libraryEnv[key] = value end
      setmetatable(libraryEnv, { __index = G })
      assertEnv.error = fail
      setmetatable(assertEnv, { __index = libraryEnv })
      now = host.now
      api.publish, api.subscribe, api.unsubscribe = apiPublish, subscribe, unsubscribe
      api.fail, api.version = fail, "2.1.1"
      api.gettime, api.monotime, api.sleep = os.time, now, sleep
      api.parent, api.children, api.bindfenv = parentOf, childrenOf, bindfenv
      loaded.busted = setmetatable({}, { __index = api, __newindex = bustedSet })
      G.arg = settings.arguments
      G.os.exit = exit
      loadLuassert()
      named, seen, lastName, lastCount = 0, {}, nil, 0
      return { start = start, flush = flush, testName = testName, require = require, exited = exited }
    end
    """#
}