/// The first part of the spec runner's Lua chunk (`BustedPrelude`): busted's context tree,
/// the environments that scope a spec's globals to the running block, `insulate`/`expose`,
/// registration of the DSL with its aliases, curried forms and filters, and busted's
/// failure and pending error objects.
extension BustedPrelude {
    static let context = #"""
    local host, specEnv, libraryEnv, assertEnv, settings = ...
    local G = _G
    local error, type, tostring, tonumber, setmetatable, getmetatable, rawget, rawset, next, pairs, ipairs, select, pcall =
      error, type, tostring, tonumber, setmetatable, getmetatable, rawget, rawset, next, pairs, ipairs, select, pcall
    local insert, remove, concat, unpack, sort = table.insert, table.remove, table.concat, table.unpack, table.sort
    local sfind, yield = string.find, coroutine.yield
    local mark = host.mark
    local getinfo = (settings.debug or G.debug).getinfo
    -- What the host learns between two calls, as one flat list: `"begin", full name`, `"end"`,
    -- `"result", status, descriptor, line, call, message, name, count, block names...`.
    local events = {}
    local trusted = settings.trusted
    local loaded = trusted and G.package.loaded or {}

    -- The tree of elements (busted's context): the suite, files, blocks, hooks and tests. Each
    -- block keeps its hooks by descriptor (`block.before_each = { ... }`) as busted does.
    local root = { descriptor = "suite", attributes = {}, env = {} }
    local parents, children = {}, {}
    local ctx, stack, states = root, {}, {}

    -- insulate: the globals and loaded modules, restored when the block ends.
    local function save()
      local globals, modules = {}, {}
      for key in next, G do globals[key] = rawget(G, key) end
      for key, value in next, loaded do modules[key] = value end
      return { meta = getmetatable(G), globals = globals, modules = modules }
    end

    local function restore(saved)
      pcall(setmetatable, G, saved.meta)
      for key in next, G do rawset(G, key, saved.globals[key]) end
      for key, value in next, saved.globals do
        if rawget(G, key) == nil then rawset(G, key, value) end
      end
      for key in pairs(loaded) do loaded[key] = saved.modules[key] end
    end

    -- Inside tests and hooks the DSL's names raise, as in busted.
    local dsl, rejecting = {}, {}
    local function reject(name)
      rejecting[name] = function() error("'" .. name .. "' not supported inside current context block", 2) end
    end
    reject("randomize")
    local rejectMeta = { __index = rejecting }

    -- unwrap (hooks) and expose: globals the element sets go to the block `levels` up.
    local function unwrap(element, levels)
      local parent = element
      for _ = 1, levels do
        parent = parents[parent]
        if not parent then break end
      end
      if not element.env then element.env = {} end
      setmetatable(element.env, {
        __index = element.rejects and rejecting or nil,
        __newindex = function(_, key, value)
          if not parent then
            G[key] = value
          else
            if not parent.env then parent.env = {} end
            parent.env[key] = value
          end
        end,
      })
    end

    local function pushState(element)
      local saved, mode = false, element.attributes.envmode
      if mode == "insulate" then
        saved = save()
      elseif mode == "unwrap" then
        unwrap(element, 1)
      elseif mode == "expose" then
        unwrap(element, 2)
      end
      states[#states + 1] = saved
    end

    local function popState(element)
      local saved = remove(states)
      if element.attributes.envmode == "expose" and #states > 0 then
        states[#states] = states[#states] and save()
      end
      if saved then restore(saved) end
    end

    local function push(element)
      if element ~= ctx then pushState(element) end
      stack[#stack + 1] = ctx
      ctx = element
    end

    local function pop()
      local element = ctx
      ctx = remove(stack)
      if ctx ~= element then popState(element) end
    end

    -- A spec's globals: the running element's environment, its blocks' up to the suite's
    -- (the DSL, assert, spy...), then _G. What a spec sets lands in the running element.
    local library  -- loads assert, spy, ... on first use (BustedModules)
    local function lookup(element, key)
      while element and element ~= root do
        local env = element.env
        if env then
          local value = env[key]
          if value then return value end
        end
        element = parents[element]
      end
      local value = root.env[key]
      if value then return value end
      return library(key) or G[key]
    end

    setmetatable(specEnv, {
      __index = function(_, key) return lookup(ctx, key) end,
      __newindex = function(_, key, value)
        local env = ctx.env
        if not env then
          env = {}
          ctx.env = env
        end
        env[key] = value
      end,
    })

    -- Names -----------------------------------------------------------------------------------

    local function label(element)
      local name = element.name
      if name == nil then return element.descriptor end
      return tostring(name)
    end

    -- The names of the blocks around `element` up to its file, outermost first (each block
    -- keeps its own list: blocks hold many tests). busted names a file's own errors after
    -- the suite around it.
    local noNames, suiteNames = {}, { "suite" }
    local function blockNames(element)
      local parent = parents[element]
      if parent == root and element.descriptor == "file" then return suiteNames end  -- busted's "suite <file>"
      if not parent or parent == root or parent.descriptor == "file" then return noNames end
      local names = parent.names
      if not names then
        names = { unpack(blockNames(parent)) }
        names[#names + 1] = label(parent)
        parent.names = names
      end
      return names
    end

    local function result(status, element, call, message)
      local n, names = #events, blockNames(element)
      events[n + 1], events[n + 2], events[n + 3], events[n + 4] = "result", status, element.descriptor, element.line
      events[n + 5], events[n + 6], events[n + 7], events[n + 8] = call or false, message or false, label(element), #names
      for i = 1, #names do events[n + 8 + i] = names[i] end
    end

    local function fullName(element)
      local names = blockNames(element)
      if #names == 0 then return label(element) end
      return concat(names, " ") .. " " .. label(element)
    end

    -- The full name a test being defined in the running block would have (busted's filters).
    local function definedName(name)
      local names, parent = { name }, ctx
      while parent and (parent.name or parent.descriptor) and parent.descriptor ~= "file" and parent ~= root do
        insert(names, 1, label(parent))
        parent = parents[parent]
      end
      return concat(names, " ")
    end

    -- Filters on definition (--tags, --exclude-tags, --filter, --filter-out), busted's rules.
    local skipAll = false
    local listing = settings.list

    local function anyFound(text, patterns, prefix)
      for _, pattern in ipairs(patterns) do
        if sfind(text, prefix .. pattern) ~= nil then return true end
      end
      return false
    end

    local function admitted(descriptor, name)
      if skipAll then return false end
      local test = descriptor == "it" or descriptor == "pending"
      if not (test or descriptor == "describe") then return true end
      local own = type(name) == "string" and name or ""
      if anyFound(own, settings.excludeTags, "#") then return false end
      if test and #settings.tags > 0 and not anyFound(definedName(own), settings.tags, "#") then return false end
      if #settings.filterOut > 0 and anyFound(definedName(own), settings.filterOut, "") then return false end
      if test and #settings.filter > 0 and not anyFound(definedName(own), settings.filter, "") then return false end
      return true
    end

    local function noop() end
    local stubbed = {
      before_each = true, after_each = true, lazy_setup = true, lazy_teardown = true,
      strict_setup = true, strict_teardown = true, it = true, pending = true,
    }

    -- Registration: busted.register, with its aliases and curried forms.
    local executors, attributesOf, api = {}, {}, {}

    local function define(descriptor, name, fn, line, attributes)
      if not admitted(descriptor, name) then return end
      if listing and stubbed[descriptor] then fn = noop end
      local element = { descriptor = descriptor, attributes = attributes or {}, name = name, run = fn, line = line }
      parents[element] = ctx
      local list = children[ctx]
      if not list then
        list = {}
        children[ctx] = list
      end
      list[#list + 1] = element
      local own = ctx[descriptor]
      if own then own[#own + 1] = element else ctx[descriptor] = { element } end
    end

    local function register(descriptor, executor, attributes)
      local alias
      if type(executor) == "string" then
        alias, descriptor = descriptor, executor
        executor, attributes = executors[descriptor], attributes or attributesOf[descriptor]
        executors[alias], attributesOf[alias] = executor, attributes
      else
        if executor ~= nil and type(executor) ~= "function" then executor, attributes = nil, executor end
        executors[descriptor], attributesOf[descriptor] = executor, attributes
      end
      local function publisher(name, fn)
        if not fn and type(name) == "function" then
          fn, name = name, alias
        elseif not fn then
          fn = attributes and attributes.default_fn
        end
        local info = ctx ~= root and getinfo(2, "l")
        local line = info and info.currentline or 0
        local function publish(body) define(descriptor, name, body, line, attributes) end
        if fn then publish(fn) else return publish end
      end
      local key = alias or descriptor
      api[key] = publisher
      root.env[key] = publisher
      dsl[key] = true
      reject(key)
    end

    -- Failures and pending tests: busted's error objects, told to the host before they are raised
    -- so it can tell them from errors.
    local function hasToString(value)
      if type(value) == "string" then return true end
      local meta = getmetatable(value)
      return type(meta) == "table" and meta.__tostring ~= nil
    end

    local failureMeta = { __index = {}, __type = "failure" }
    local pendingMeta = { __index = {}, __type = "pending" }
    failureMeta.__tostring = function(e) return tostring(e.message) end
    pendingMeta.__tostring = function(p) return p.message == nil and "pending" or tostring(p.message) end

    local function fail(message, level)
      local rawlevel = (type(level) ~= "number" or level <= 0) and level
      level = level or 1
      local _, text = pcall(error, message, rawlevel or level + 2)
      local failure = setmetatable({ message = text }, failureMeta)
      mark("failure", tostring(text))
      error(failure, rawlevel or level + 1)
    end

    local lastPending
    local function pending(message)
      lastPending = message
      local object = setmetatable({ message = message }, pendingMeta)
      mark("pending", tostring(object))
      error(object)
    end
    """#
}
