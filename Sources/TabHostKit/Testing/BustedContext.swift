/// The first part of the spec runner's Lua chunk (`BustedPrelude`): busted's context tree,
/// the environments that scope a spec's globals to the running block, `insulate`/`expose`,
/// registration of the DSL with its aliases, curried forms and filters, and busted's
/// failure and pending error objects.
extension BustedPrelude {
    static let context = #"""
    -- What each file is given (`beginContext`): the host table, the file's environment, the
    -- environments of luassert's modules and of `luassert.assert`, and the settings.
    local host, specEnv, libraryEnv, assertEnv, settings
    local mark, failed, deliver, run, currentLine, putBack, debugLibrary, getinfo, trusted, loaded
    local pending  -- pending(message), below

    -- The tree of elements (busted's context): the suite, files, blocks, hooks and tests. Each
    -- block keeps its hooks by descriptor (`block.before_each = { ... }`) as busted does.
    local root, parents, children, ctx, stack, states, noAttributes

    -- insulate: the globals and loaded modules, restored when the block ends (the globals
    -- raw, by the host's putBack: keys added since removed, values changed set back, keys
    -- removed put back; G keeps the metatable it has once setmetatable has had its say).
    local function save()
      local globals, modules, size = {}, {}, 0
      for key, value in next, G do globals[key], size = value, size + 1 end
      for key, value in next, loaded do modules[key] = value end
      return { meta = getmetatable(G), globals = globals, size = size, modules = modules }
    end

    local function restore(saved)
      pcall(setmetatable, G, saved.meta)
      putBack({ [G] = saved.globals }, { [G] = debugLibrary.getmetatable(G) or false }, { [G] = saved.size })
      for key in pairs(loaded) do loaded[key] = saved.modules[key] end
    end

    -- Inside tests and hooks the DSL's names raise, as in busted (each name's function made
    -- once per state: it holds nothing but the name).
    local rejecting, rejecters = nil, {}
    local function reject(name)
      local fn = rejecters[name]
      if not fn then
        fn = function() error("'" .. name .. "' not supported inside current context block", 2) end
        rejecters[name] = fn
      end
      rejecting[name] = fn
    end

    -- Environments ----------------------------------------------------------------------------

    -- A spec's globals resolve through a chain of tables that Lua follows itself (each one's
    -- metatable __index is the next): the running element's environment, its blocks' up to
    -- the suite's (the DSL, assert, spy...), then _G. Tests and hooks first see the DSL's names
    -- rejected (a layer per block, with finally and pending for tests). What a spec sets lands
    -- in the running element's environment. As in busted, a global set to false in an
    -- environment reads as unset there (the next level's value), so false is kept as nil.
    local specMeta

    -- The table a lookup in `element` starts at.
    local envOf
    local testFinally  -- what the running test gave finally()
    local function setFinally(fn) testFinally = fn end

    -- What the tests (`forTests`) or the hooks of `block` see before the block's environment.
    local function layer(block, forTests)
      local key = forTests and "testLayer" or "hookLayer"
      local made = block[key]
      if made then return made end
      made = {}
      for name, fn in next, rejecting do made[name] = fn end
      if forTests then made.finally, made.pending = setFinally, pending end
      block[key] = setmetatable(made, { __index = envOf(block) })
      return made
    end

    function envOf(element)
      local env = element.env
      if env then return env end
      local parent = parents[element]
      if element.descriptor == "it" then return layer(parent, true) end
      if parent then return envOf(parent) end
      return root.env
    end

    -- unwrap (hooks) and expose: globals the element sets go to the block `levels` up (_G
    -- past the suite).
    local function writer(element, levels)
      local target = element
      for _ = 1, levels do
        target = parents[target]
        if not target then break end
      end
      return function(_, key, value)
        if not target then
          G[key] = value
        else
          if value == false then value = nil end
          envOf(target)[key] = value
        end
      end
    end

    -- Gives a block or a hook its environment, chained to its parent's, once.
    local function wire(element, mode)
      element.wired = true
      if element.descriptor == "it" or element.descriptor == "pending" then return end
      local descriptor, parent = element.descriptor, parents[element]
      if mode == "unwrap" then
        element.env = setmetatable(element.env or {}, { __index = layer(parent, false), __newindex = writer(element, 1) })
      elseif mode == "expose" then
        element.env = setmetatable(element.env or {}, { __index = envOf(parent), __newindex = writer(element, 2) })
      elseif descriptor == "describe" or descriptor == "file" then
        local env = element.env or {}
        element.env = env
        if getmetatable(env) == nil then setmetatable(env, { __index = envOf(parent) }) end
      end
      element.scope = element.env
    end

    local function setGlobal(_, key, value)
      if value == false then value = nil end
      local element = ctx
      local env = element.env
      if not env then
        env = setmetatable({}, { __index = element.scope or envOf(element) })
        element.env, element.scope = env, env
        specMeta.__index = env
      end
      env[key] = value
    end

    local function pushState(element)
      local saved, mode = false, element.attributes.envmode
      if mode == "insulate" then saved = save() end
      if not element.wired then wire(element, mode) end
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
      specMeta.__index = element.scope or envOf(element)
    end

    local function pop()
      local element = ctx
      ctx = remove(stack)
      if ctx ~= element then popState(element) end
      specMeta.__index = ctx.scope or envOf(ctx)
    end

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

    local function fullName(element)
      local names = blockNames(element)
      if #names == 0 then return label(element) end
      return concat(names, " ") .. " " .. label(element)
    end

    -- What the host learns, as one flat list of events; it takes them with the next request
    -- when it must know at once, when it asks (`flush`), or at the end:
    --   BLOCK, id, count, names...   the names of the blocks around results, before the first
    --   RESULT, status, descriptor (false for tests), line, call, message, name, block,
    --           began, ended (the test's time, from its first call's start to its last
    --           call's end; 0 for other results)
    --   ENDED                        the test that used the host (opened an app) has ended
    --   SUCCESS, line, name, block, began, ended     a test that passed
    local BLOCK, RESULT, ENDED, SUCCESS = 1, 2, 3, 4
    local statusCodes = { success = 1, pending = 2, failure = 3, error = 4, listed = 5 }
    local events, blockIds, blockCount, blockByNames
    -- The spec functions called so far, the running test (the host may ask which one it
    -- is), its first call, when that call began and when the last call ended.
    local calls, running, testFirst, testBegan, lastEnded

    -- The number of the names around `element`'s results (told to the host the first time).
    local function blockOf(element)
      local names = blockNames(element)
      local id = blockIds[names]
      if not id then
        -- The same names keep their number (a repeat's blocks are new tables), so the host
        -- holds each list of names once however often the file runs.
        local text = concat(names, "\0")
        id = blockByNames[text]
        if not id then
          local n = #events
          blockCount = blockCount + 1
          id = blockCount
          blockByNames[text] = id
          events[n + 1], events[n + 2], events[n + 3] = BLOCK, id, #names
          for i = 1, #names do events[n + 3 + i] = names[i] end
        end
        blockIds[names] = id
      end
      local parent = parents[element]
      if parent and (element.descriptor == "it" or element.descriptor == "pending") then parent.resultBlock = id end
      return id
    end

    local function result(status, element, call, message)
      local id = blockOf(element)
      local n = #events
      local descriptor, first, last = element.descriptor, 0, 0
      if descriptor == "it" or descriptor == "pending" then descriptor = false end
      if element == running and calls >= testFirst then first, last = testBegan, lastEnded end
      if type(message) ~= "string" then message = mathType(message) == "integer" and tostring(message) or false end
      events[n + 1], events[n + 2], events[n + 3], events[n + 4] = RESULT, statusCodes[status], descriptor, element.line
      events[n + 5], events[n + 6], events[n + 7], events[n + 8] = call or false, message, label(element), id
      events[n + 9], events[n + 10] = first, last
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
    local skipAll, listing, filtered

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
    local executors, attributesOf, api

    local function define(descriptor, name, fn, line, attributes)
      if (skipAll or filtered) and not admitted(descriptor, name) then return end
      if listing and stubbed[descriptor] then fn = noop end
      local element = { descriptor = descriptor, attributes = attributes or noAttributes, name = name, run = fn, line = line }
      local parent = ctx
      parents[element] = parent
      local list = children[parent]
      if list then list[#list + 1] = element else children[parent] = { element } end
      local own = parent[descriptor]
      if own then own[#own + 1] = element else parent[descriptor] = { element } end
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
        if not fn then
          if type(name) == "function" then fn, name = name, alias else fn = attributes and attributes.default_fn end
        end
        local line = ctx ~= root and currentLine(2) or 0
        if not fn then return function(body) define(descriptor, name, body, line, attributes) end end
        define(descriptor, name, fn, line, attributes)
      end
      local key = alias or descriptor
      api[key] = publisher
      root.env[key] = publisher
      reject(key)
    end

    -- Failures and pending tests: busted's error objects, told to the host before they are raised
    -- so it can tell them from errors.
    local failureMeta, pendingMeta
    local function failureText(e) return tostring(e.message) end
    local function pendingText(p) return p.message == nil and "pending" or tostring(p.message) end

    local function fail(message, level)
      local rawlevel = (type(level) ~= "number" or level <= 0) and level
      level = level or 1
      local _, text = pcall(error, message, rawlevel or level + 2)
      local failure = setmetatable({ message = text }, failureMeta)
      mark("failure", tostring(text), calls)
      error(failure, rawlevel or level + 1)
    end

    local lastPending
    function pending(message)
      lastPending = message
      local object = setmetatable({ message = message }, pendingMeta)
      mark("pending", tostring(object), calls)
      error(object)
    end

    -- A file's start: what it was given, and this part's state as a new file finds it.
    local function beginContext(...)
      host, specEnv, libraryEnv, assertEnv, settings = ...
      mark, failed, deliver, run, currentLine = host.mark, host.failed, host.deliver, settings.call, settings.line
      putBack = settings.putBack
      debugLibrary = settings.debug or G.debug
      getinfo = debugLibrary.getinfo
      trusted = settings.trusted
      loaded = trusted and G.package.loaded or {}
      root = { descriptor = "suite", attributes = {}, env = setmetatable({}, { __index = G }) }
      root.scope = root.env
      parents, children = {}, {}
      ctx, stack, states = root, {}, {}
      noAttributes = {}
      rejecting = {}
      reject("randomize")
      testFinally = nil
      specMeta = { __index = root.env, __newindex = setGlobal }
      setmetatable(specEnv, specMeta)
      events, blockIds, blockCount, blockByNames = {}, {}, 0, {}
      calls, running, testFirst, testBegan, lastEnded = 0, nil, 0, 0, 0
      skipAll, listing = false, settings.list
      filtered = #settings.excludeTags > 0 or #settings.tags > 0 or #settings.filterOut > 0 or #settings.filter > 0
      executors, attributesOf, api = {}, {}, {}
      failureMeta = { __index = {}, __type = "failure", __tostring = failureText }
      pendingMeta = { __index = {}, __type = "pending", __tostring = pendingText }
      lastPending = nil
    end
    """#
}
