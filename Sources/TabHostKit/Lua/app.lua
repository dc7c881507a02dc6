-- The chunk that gives spec files `tabhost.open` and the `app` it returns (compiled as
-- `tabhost/app.lua` by SpecState.swift): small proxies (`app`, its items, its style) whose
-- reads and writes go to the host function `app`.
--
-- Every call of a host function is made directly by a function the spec itself called (a
-- method or a metamethod), so the host positions its errors at the spec's line (the caller
-- two levels up). The chunk makes its functions once per spec state and returns
-- `function(host)`, run for each file, where `host` holds that file's Swift functions `open`
-- and `app`: it gives the file new metatables and proxies, and `tabhost.open`.
local error, type, tostring, setmetatable, rawget, next, ipairs = error, type, tostring, setmetatable, rawget, next, ipairs
local pack, unpack = table.pack, table.unpack
return (function()
  local open, call  -- the file's host functions

  -- app: a table holding the host's handle under a private key.
  local APP = {}
  local App, Item, Style, proxies

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
  local function itemText(made) return "item " .. tostring(proxies[made].fields.id) end
  local function styleText() return "style" end
  local function setField(made, key, value)
    local entry = proxies[made]
    entry.fields = call(entry.handle, "setField", entry.fields.id, key, value)
  end
  local function setStyle(made, key, value)
    local entry = proxies[made]
    entry.fields = call(entry.handle, "setStyle", key, value)
  end

  local methods = {}
  for _, name in ipairs {
    "press", "type", "click", "scroll", "tap", "resize", "advance", "reload", "screen",
    "styledScreen", "ansi", "hit", "expectScreen", "expectSnapshot", "select", "toggle",
    "insert", "remove", "close", "move", "setTabs",
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

  local function appIndex(app, key)
    local method = methods[key]
    if method then return method end
    local id = rawget(app, APP)
    local value = call(id, "get", key)
    local wrap = convert[key]
    if wrap then value = wrap(id, value) end
    return value
  end
  local function appSet(app, key, value)
    call(rawget(app, APP), "set", key, value)
  end
  local function appText() return "app" end

  local function openApp(source, options)
    local app = setmetatable({ [APP] = open(source, options) }, App)
    return app
  end

  return function(host)
    open, call = host.open, host.app
    App = { __metatable = "app", __index = appIndex, __newindex = appSet, __tostring = appText }
    Item = { __metatable = "item", __index = read, __pairs = iterate, __tostring = itemText, __newindex = setField }
    Style = { __metatable = "style", __index = read, __pairs = iterate, __tostring = styleText, __newindex = setStyle }
    proxies = setmetatable({}, { __mode = "k" })
    local tabhost = require "tabhost"
    tabhost.open = openApp
  end
end)()
