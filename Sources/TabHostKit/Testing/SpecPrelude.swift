/// The Lua chunk that gives a spec file its DSL: `describe` (also `context`), `it`,
/// `pending`, `before_each`, `after_each`, and the Lua face of `tabhost.open` and `app`.
///
/// Written in Lua because it only arranges Lua values: blocks, hooks, and small proxies
/// (`app`, its items, its style) whose reads and writes go to the host function `app`.
/// Every call of a host function is made directly by a function the spec itself called
/// (a method or a metamethod), so the host positions its errors at the spec's line (the
/// caller two levels up).
///
/// The chunk returns `function(host)`, where `host` holds the Swift functions `where`,
/// `open`, `app` and `skip`; that returns `{ collect = ..., run = ... }`:
/// - `collect()` ends the definition phase and lists the tests, each as `{ describe = {names},
///   name, line, pending, before = count, after = count }`;
/// - `run(index, phase, position)` calls a test's body (`"it"`) or its `position`-th
///   `"before"` or `"after"` hook, in its own protected call from the host.
enum SpecPrelude {
    static let source = #"""
    return function(host)
      local G = _G
      local error, type, tostring, setmetatable, rawget, next, ipairs = error, type, tostring, setmetatable, rawget, next, ipairs
      local pack, unpack, insert = table.pack, table.unpack, table.insert
      local where, open, call, skip = host.where, host.open, host.app, host.skip

      local root = { names = {}, before = {}, after = {} }
      local current = root
      local defined = {}
      local loading = true

      -- Level 3: the spec line that called the DSL function calling this.
      local function argument(value, expected, position, name)
        if type(value) ~= expected then
          error(("bad argument #%d to '%s' (%s expected, got %s)"):format(position, name, expected, type(value)), 3)
        end
      end

      local function outsideTests(name)
        if not loading then
          error(name .. " cannot be called while a test runs: call it at the top of the file or inside describe", 3)
        end
      end

      local function describe(name, body)
        outsideTests("describe")
        argument(name, "string", 1, "describe")
        argument(body, "function", 2, "describe")
        local names = { unpack(current.names) }
        names[#names + 1] = name
        local outer = current
        current = { names = names, parent = outer, before = {}, after = {} }
        body()
        current = outer
      end
      G.describe, G.context = describe, describe

      function G.it(name, body)
        outsideTests("it")
        argument(name, "string", 1, "it")
        if body ~= nil then argument(body, "function", 2, "it") end
        defined[#defined + 1] = { block = current, name = name, body = body, line = where() }
      end

      -- At definition time a test without a body; inside a test, skips the rest of it.
      function G.pending(name)
        if loading then
          argument(name, "string", 1, "pending")
          defined[#defined + 1] = { block = current, name = name, line = where() }
        else
          skip(name == nil and "" or tostring(name))
          error("pending", 0)
        end
      end

      local function hook(list, name)
        return function(body)
          outsideTests(name)
          argument(body, "function", 1, name)
          insert(current[list], body)
        end
      end
      G.before_each = hook("before", "before_each")
      G.after_each = hook("after", "after_each")

      local prepared = {}

      -- Hooks run outer to inner before the test, inner to outer after it.
      local function prepare(test)
        local blocks, block = {}, test.block
        while block do insert(blocks, 1, block); block = block.parent end
        local before, after = {}, {}
        for _, each in ipairs(blocks) do
          for _, f in ipairs(each.before) do before[#before + 1] = f end
        end
        for i = #blocks, 1, -1 do
          for _, f in ipairs(blocks[i].after) do after[#after + 1] = f end
        end
        return { body = test.body, before = before, after = after }
      end

      local function collect()
        loading = false
        local list = {}
        for index, test in ipairs(defined) do
          local ready = prepare(test)
          prepared[index] = ready
          list[index] = {
            describe = test.block.names, name = test.name, line = test.line,
            pending = test.body == nil, before = #ready.before, after = #ready.after,
          }
        end
        return list
      end

      local function run(index, phase, position)
        local test = prepared[index]
        if phase == "it" then return test.body() end
        return test[phase][position]()
      end

      -- app: a table holding the host's handle under a private key.
      local APP = {}
      local App, Item, Style = { __metatable = "app" }, { __metatable = "item" }, { __metatable = "style" }
      local proxies = setmetatable({}, { __mode = "k" })

      local function handle(app, name)
        local id = type(app) == "table" and rawget(app, APP)
        if not id then
          error("app:" .. name .. " is a method: call it with a colon, app:" .. name .. "(...)", 3)
        end
        return id
      end

      local function proxy(meta, id, fields)
        if fields == nil then return nil end
        local made = setmetatable({}, meta)
        proxies[made] = { handle = id, fields = fields }
        return made
      end

      local function item(id, fields) return proxy(Item, id, fields) end

      local function read(made, key) return proxies[made].fields[key] end
      local function iterate(made) return next, proxies[made].fields, nil end
      Item.__index, Style.__index = read, read
      Item.__pairs, Style.__pairs = iterate, iterate
      Item.__tostring = function(made) return "item " .. tostring(proxies[made].fields.id) end
      Style.__tostring = function() return "style" end
      Item.__newindex = function(made, key, value)
        local entry = proxies[made]
        entry.fields = call(entry.handle, "setField", entry.fields.id, key, value)
      end
      Style.__newindex = function(made, key, value)
        local entry = proxies[made]
        entry.fields = call(entry.handle, "setStyle", key, value)
      end

      local methods = {}
      for _, name in ipairs {
        "press", "type", "click", "scroll", "tap", "resize", "advance", "reload", "screen",
        "styledScreen", "ansi", "hit", "expectScreen", "expectSnapshot", "select", "toggle",
        "insert", "remove", "move", "setTabs",
      } do
        methods[name] = function(app, ...)
          local results = pack(call(handle(app, name), name, ...))
          return unpack(results, 1, results.n)
        end
      end
      function methods.tab(app, id)
        local key = handle(app, "tab")
        local fields = call(key, "tab", id)
        return item(key, fields)
      end

      local convert = {
        selected = item,
        focused = item,
        tabs = function(id, list)
          for i, fields in ipairs(list) do list[i] = item(id, fields) end
          return list
        end,
        style = function(id, values) return proxy(Style, id, values) end,
      }

      App.__index = function(app, key)
        local method = methods[key]
        if method then return method end
        local id = rawget(app, APP)
        local value = call(id, "get", key)
        local wrap = convert[key]
        if wrap then value = wrap(id, value) end
        return value
      end
      App.__newindex = function(app, key, value)
        call(rawget(app, APP), "set", key, value)
      end
      App.__tostring = function() return "app" end

      local tabhost = require "tabhost"
      function tabhost.open(source, options)
        local app = setmetatable({ [APP] = open(source, options) }, App)
        return app
      end

      return { collect = collect, run = run }
    end
    """#
}
