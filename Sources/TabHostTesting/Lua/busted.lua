-- The spec runner: runs a spec file as busted 2.x does (docs/testing.md), compiled as
-- `tabhost/busted.lua` by SpecState.swift. Its sections: the context (busted's context
-- tree, the environments that scope a spec's globals to the running block,
-- insulate/expose, registration of the DSL with its aliases, curried forms and filters,
-- busted's failure and pending error objects), the walk (busted's execution of a file block
-- by block, every spec function run in a call with a budget of its own, the results
-- reported as busted's base output handler keeps them) and the modules (`require` of
-- luassert, say and the project's modules, the globals luassert sees, luassert itself
-- (assert, spy, stub, mock, match, loaded at the state's first file's start and kept for its
-- later files, as busted has them),
-- `require "busted"`, `arg`, `os.exit`, and the host's side of the walk). One chunk, so the
-- sections share locals.
--
-- Written in Lua because busted's model is Lua all the way: blocks are closures, globals
-- resolve through the running block's environment, and luassert is Lua. What Lua cannot
-- do in the sandbox the host does: find and compile modules (`module`), run each spec
-- function in a protected call with its own budget (`settings.call`), tell failures from
-- errors (`mark`, `failed`), and keep the results (`deliver`).
--
-- The chunk runs once per spec state: it makes the sections' functions (about 200
-- closures) and returns the function each file runs. That function starts every section
-- afresh (beginContext, beginWalk, beginModules: every table a file can
-- reach or change is new but luassert's, every variable of the sections set again, the DSL
-- registered), so a file finds the state the chunk's own run would give it, without making
-- the closures again; luassert, as busted's files find it, is the one the state's first file
-- loaded, with what the files before registered on it.
--
-- The file's function takes the host table (mark, failed, deliver, module, searchPath, now,
-- exit, ...), the spec file's environment, the environments of luassert's modules and of
-- `luassert.assert` (tables the state holds, so the host compiles chunks with them), and the
-- settings (with call, putBack, and sandboxed a debug library only this chunk holds, for
-- luassert's `debug.getinfo`). Returns { start = function(chunk), flush, testName, require,
-- exited }: `start` runs the file, handing the results over to `deliver` in batches (see
-- SpecResults.handle), and returns whether the run must stop (--no-keep-going); `flush`
-- hands over the events so far and returns the running test's serial and the running call,
-- `testName` that test's full name, `exited` stops the walk after the running call.

-- The library functions every section uses, read once per state, outside the function that
-- makes the sections (a local of that function would be one more open upvalue that each of
-- its closures searches for).
local G = _G
local error, type, tostring, tonumber, setmetatable, getmetatable, rawget, next, pairs, ipairs, select, pcall =
  error, type, tostring, tonumber, setmetatable, getmetatable, rawget, next, pairs, ipairs, select, pcall
local insert, remove, concat, unpack, sort = table.insert, table.remove, table.concat, table.unpack, table.sort
local sfind, mathType = string.find, math.type
-- The sections' locals are locals of the one function below, and Lua allows a function 200:
-- past that, no spec state loads ("too many local variables").
return (function()

-- Context ====================================================================================

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
-- busted's rule (block.rejectAll): `randomize` always raises; a DSL name raises only while
-- the suite exports it (a hidden name such as `file` stays unset) and the block still sees it.
local function layer(block, forTests)
  local key = forTests and "testLayer" or "hookLayer"
  local made = block[key]
  if made then return made end
  made = {}
  local env = envOf(block)
  for name, fn in next, rejecting do
    if name == "randomize" or (rawget(root.env, name) and env[name]) then made[name] = fn end
  end
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

-- Walk =======================================================================================

-- Events for busted.subscribe (helpers): channels as busted names them, { "test", "end" },
-- with the API of busted's mediator (mediator_lua): `subscribe(channel, fn, options)` returns
-- the subscriber (`id`, `fn`, `options`, `update`); `unsubscribe(id, channel)` removes that
-- id from the channel and the channels under it and returns what the channel removed; `publish`
-- returns the list of the subscribers' first results that are true.
-- `channels` maps a channel's key (its names joined by "\0"; the root's is "") to its
-- subscribers, and `under` to the keys of the channels right under it; a channel is made
-- with the channels above it, as the mediator's getChannel makes them.
local channels, under, subscribed, lastId

local function channelOf(names)
  local key = concat(names, "\0")
  local list = channels[key]
  if list then return list, key end
  local above = ""
  for depth = 1, #names do
    local each = concat(names, "\0", 1, depth)
    if not channels[each] then
      channels[each], under[each] = {}, {}
      local siblings = under[above]
      siblings[#siblings + 1] = each
    end
    above = each
  end
  return channels[key], key
end

local function updateSubscriber(subscriber, options)
  if options then
    subscriber.fn = options.fn or subscriber.fn
    subscriber.options = options.options or subscriber.options
  end
end

local function subscribe(names, fn, options)
  local list = channelOf(names)
  subscribed = true
  lastId = lastId + 1
  local subscriber = { fn = fn, options = options or {}, id = lastId, update = updateSubscriber }
  local priority = options and options.priority
  if type(priority) == "number" and priority >= 0 and priority < #list + 1 then
    insert(list, priority, subscriber)
  else
    list[#list + 1] = subscriber
  end
  return subscriber
end

-- The mediator's removeSubscriber, as it decides: the id is looked for in the channel, then
-- in the channels under it; when found, it goes from those under it, then the channel loses
-- the subscriber at the index where it was found.
local function find(key, id)
  for index, subscriber in ipairs(channels[key]) do
    if subscriber.id == id then return index end
  end
  for _, below in ipairs(under[key]) do
    local index = find(below, id)
    if index then return index end
  end
end

local function removeFrom(key, id)
  local index = find(key, id)
  if not index then return end
  for _, below in ipairs(under[key]) do removeFrom(below, id) end
  return remove(channels[key], index)
end

local function unsubscribe(id, names)
  local _, key = channelOf(names)
  return removeFrom(key, id)
end

-- A channel's subscribers, then its parents' ("test end", "test", the root), until one
-- returns no `continue`.
local function publish(names, ...)
  local results = {}
  for depth = #names, 0, -1 do
    for _, subscriber in ipairs(channels[concat(names, "\0", 1, depth)] or {}) do
      local predicate = subscriber.options.predicate
      if not predicate or predicate(...) then
        local value, continue = subscriber.fn(...)
        if value then results[#results + 1] = value end
        if not continue then return results end
      end
    end
  end
  return results
end

-- The walk ------------------------------------------------------------------------------

local shard, sequence, ownsBlocks

-- Whether the next test belongs to this shard (round robin from the file's offset).
local function ownsNext()
  if not shard then return true end
  sequence = sequence + 1
  return (shard.offset + sequence) % shard.count == shard.index
end

local blockDescriptors = { file = true, describe = true, strict_setup = true, strict_teardown = true }

-- One result as busted's base output handler keeps it (`call` numbers the host call whose
-- failure it was).
local function entry(status, element, call, message)
  if listing then return end
  if not ownsBlocks and blockDescriptors[element.descriptor] then return end
  result(status, element, call, message)
end

local pendingMessages

local function published(status, element, call, message)
  if status == "pending" then
    if element.descriptor == "it" then pendingMessages[element] = message end
  elseif status ~= "success" then
    if not settings.keepGoing then skipAll = true end
    entry(status, element, call, message)
  end
end

-- busted.safe_publish: the helpers' subscribers, an error of theirs failing the element.
local function notify(channel, element, ...)
  if not subscribed then return true end
  local ok, problem = pcall(publish, channel, element, ...)
  if not ok then published("error", element, nil, tostring(problem)) end
  return ok
end

-- Every function of the spec runs in a call with a budget of its own (`run`); the host
-- tells how one that failed ended ("failure", "error" or "pending"), and stops the walk
-- once the spec called os.exit.
local exiting

local function safe(descriptor, fn, element)
  local outer, scope = ctx, element.scope
  if not scope then
    if element ~= outer and not element.wired then wire(element, element.attributes.envmode) end
    scope = element.scope or envOf(element)
  end
  ctx = element
  specMeta.__index = scope
  if fn ~= element.checked then  -- a hook's function is looked at once, not at every test
    if type(fn) ~= "function" then
      local callable = fn
      fn = function() return callable() end
    elseif descriptor ~= "it" then  -- a test's runs once
      element.checked = fn
    end
  end
  calls = calls + 1
  local call = calls
  local ok, began, ended = run(fn)
  if call == testFirst then testBegan = began end
  lastEnded = ended
  local status = "success"
  if not ok or exiting then status = failed(call) end
  if status ~= "success" then
    if status == "failure" and descriptor ~= "it" then status = "error" end
    published(status, element, call, status == "pending" and lastPending or nil)
  end
  ctx = outer
  specMeta.__index = outer.scope or envOf(outer)
  return status
end

-- busted.status:update: the first failure or error stays.
local function update(current, new)
  if current == "success" or (current == "pending" and new ~= "success") then return new end
  return current
end

local function exec(descriptor, element)
  return safe(descriptor, element.run, element)
end

local function execAllOnce(descriptor, current)
  local parent = parents[current]
  if parent then
    local success = execAllOnce(descriptor, parent)
    if not success then return success end
  end
  local list = current[descriptor]
  if not list then
    list = {}
    current[descriptor] = list
  end
  if list.success ~= nil then return list.success end
  local success = true
  for _, hook in ipairs(list) do
    if exec(descriptor, hook) ~= "success" then success = false end
  end
  list.success = success
  return success
end

local function execAll(descriptor, current)
  local success = true
  for _, hook in ipairs(current[descriptor] or noNames) do
    if exec(descriptor, hook) ~= "success" then success = nil end
  end
  return success
end

local function dexecAll(descriptor, current, propagate)
  local parent = parents[current]
  local success = true
  for _, hook in ipairs(current[descriptor] or noNames) do
    if exec(descriptor, hook) ~= "success" then success = nil end
  end
  if propagate and parent and not dexecAll(descriptor, parent, propagate) then success = nil end
  return success
end

local function lazyTeardown(element)
  element.lazyDone = nil
  if element.lazy_setup and element.lazy_setup.success ~= nil then
    dexecAll("lazy_teardown", element)
    element.lazy_setup.success = nil
  end
end

-- What each test of `block` runs around it, made at its first test (every hook around it
-- is defined by then): the before_each hooks by block, outermost first; the after_each
-- hooks, innermost block first; the names its tests see.
local function planOf(block)
  local around, before, after = {}, {}, {}
  local level = block
  while level do
    around[#around + 1] = level
    level = parents[level]
  end
  for i = #around, 1, -1 do
    local hooks = around[i].before_each
    if hooks and #hooks > 0 then
      local list = { block = around[i] }
      for j, hook in ipairs(hooks) do list[j] = hook end
      before[#before + 1] = list
    end
  end
  for i = 1, #around do
    for _, hook in ipairs(around[i].after_each or noNames) do after[#after + 1] = hook end
  end
  local plan = { before = before[1] and before, after = after[1] and after, scope = layer(block, true) }
  block.plan = plan
  return plan
end

local function shuffle(list, seed)
  if seed then math.randomseed(seed) end
  local n = #list
  while n >= 2 do
    local k = math.random(n)
    list[n], list[k] = list[k], list[n]
    n = n - 1
  end
end

local function byName(a, b)
  if a.name and b.name then return a.name < b.name end
  return b.name ~= nil
end

local runTest
local function execute(element)
  local list, index = children[element] or noNames, 1
  while true do  -- ipairs, without a call of its iterator for each child
    local child = list[index]
    if child == nil then break end
    index = index + 1
    local executor = executors[child.descriptor]
    if executor == runTest and not subscribed then
      if not skipAll then runTest(child) end  -- a test needs no context of its own between its calls
    elseif executor and not skipAll then
      push(child)
      executor(child)
      pop()
    end
  end
end

-- busted's block.execute: the body defines the block's children, then they run in order
-- between its setup and teardown.
local function runBlock(descriptor, element)
  local randomize, seed = settings.shuffle, settings.seed
  element.env.randomize = function(...)
    randomize = (select("#", ...) == 0 or ...)
    if randomize then seed = tonumber((...)) or tonumber((select(2, ...))) or seed end
  end
  if safe(descriptor, element.run, element) ~= "success" then return end
  local list = children[element] or {}
  if settings.sort then
    sort(list, byName)
  elseif randomize then
    element.randomseed = seed
    shuffle(list, seed)
  end
  if execAll("strict_setup", element) then execute(element) end
  lazyTeardown(element)
  dexecAll("strict_teardown", element)
end

local function runFile(file)
  if notify({ "file", "start" }, file) then runBlock("file", file) end
  notify({ "file", "end" }, file)
end

local function runDescribe(element)
  local parent = parents[element]
  if notify({ "describe", "start" }, element, parent) then runBlock("describe", element) end
  notify({ "describe", "end" }, element, parent)
end

local testStart, testEnd = { "test", "start" }, { "test", "end" }

local function ended(element, parent, status)
  if status == "pending" and settings.suppressPending then return end
  if listing then
    result("listed", element)
  elseif status == "success" or status == "pending" then
    entry(status, element, nil, status == "pending" and pendingMessages[element] or nil)
  end
  notify(testEnd, element, parent, status)
end

-- The tests begun, by serial (the host asks for a test's name by its serial), and whether
-- the running test used the host, so the host must hear at once when it ends.
local begun, serial, eager

-- Hands the events so far to the host.
local function handOver()
  local happened = events
  events = {}
  deliver(happened)
end

function runTest(element)
  if shard and not ownsNext() then return end
  local parent = parents[element]
  if not parent.lazyDone then
    if not execAllOnce("lazy_setup", parent) then return end
    parent.lazyDone = true
  end
  local plan = parent.plan or planOf(parent)
  serial = serial + 1
  begun[serial], element.serial = element, serial
  running, testFirst, testBegan = element, calls + 1, 0
  element.scope = plan.scope
  -- busted's execAll of before_each (here, not in a function of its own: a call less a
  -- test): a block's hooks all run, a failure stops the blocks inside, and the after_each
  -- hooks then run from the block that failed.
  local pass, ancestor, levels = true, parent, plan.before
  if levels then
    for i = 1, #levels do
      local hooks = levels[i]
      for j = 1, #hooks do
        local hook = hooks[j]
        if safe("before_each", hook.run, hook) ~= "success" then pass = false end
      end
      if not pass then
        ancestor = hooks.block
        break
      end
    end
  end
  if pass then
    local status
    if subscribed and not notify(testStart, element, parent) then
      status = "error"
    else
      testFinally = nil
      status = safe("it", element.run, element)
      local finally = testFinally
      if finally then
        plan.scope.pending = rejecting.pending
        status = update(status, safe("finally", finally, element))
        plan.scope.pending = pending
      end
    end
    if status == "success" and not listing then
      -- A test passed: its result, in short (the host knows the rest).
      local name, id, n = element.name, parent.resultBlock or blockOf(element), #events
      if type(name) ~= "string" then name = label(element) end
      events[n + 1], events[n + 2], events[n + 3] = SUCCESS, element.line, name
      events[n + 4], events[n + 5], events[n + 6] = id, testBegan, lastEnded
      if subscribed then notify(testEnd, element, parent, status) end
    else
      ended(element, parent, status)
    end
  end
  if ancestor ~= parent then
    dexecAll("after_each", ancestor, true)
  elseif plan.after then
    local after = plan.after
    for i = 1, #after do
      local hook = after[i]
      safe("after_each", hook.run, hook)
    end
  end
  running = nil
  if eager then
    events[#events + 1] = ENDED
    eager = false
    handOver()
  elseif #events >= 4096 then
    handOver()
  end
end

local function runPending(element)
  if not ownsNext() then return end
  local parent = parents[element]
  ended(element, parent, notify(testStart, element, parent) and "pending" or "error")
end

local hookNames = { "before_each", "after_each", "lazy_setup", "lazy_teardown", "strict_setup", "strict_teardown" }

-- A file's start: this part's state as a new file finds it, and the DSL registered.
local function beginWalk()
  channels, under, subscribed, lastId = { [""] = {} }, { [""] = {} }, false, 0
  shard, sequence = settings.shard, 0
  ownsBlocks = not shard or shard.offset % shard.count == shard.index
  pendingMessages = setmetatable({}, { __mode = "k" })
  exiting = false
  begun, serial, eager = {}, 0, false
  register("file", runFile, { envmode = settings.insulate and "insulate" or nil })
  register("describe", runDescribe)
  register("insulate", "describe", { envmode = "insulate" })
  register("expose", "describe", { envmode = "expose" })
  register("it", runTest)
  register("pending", runPending, { default_fn = noop })
  for _, hook in ipairs(hookNames) do
    register(hook, { envmode = "unwrap" })
  end
  register("setup", settings.lazy and "lazy_setup" or "strict_setup")
  register("teardown", settings.lazy and "lazy_teardown" or "strict_teardown")
  register("context", "describe")
  register("spec", "it")
  register("test", "it")
  api.file, root.env.file = nil, nil
end

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

-- luassert, loaded once per state, at its first file's start, as busted loads it once before
-- any spec runs: the suite's globals and busted's API name the very tables luassert made
-- (busted's order). The modules that load adds to package.loaded are kept (`exports.kept`)
-- and put in each later file's package.loaded, so what a file registers or sets on luassert
-- or say holds for the state's later files, as it holds for busted's later files; a module
-- a file requires itself goes with the file, as busted's insulation drops it.
local exports = {
  { "assert", "luassert" }, { "spy", "luassert.spy" }, { "mock", "luassert.mock" },
  { "stub", "luassert.stub" }, { "match", "luassert.match" },
}
local function loadLuassert()
  local kept, before = exports.kept, {}
  if kept then
    for name, value in next, kept do loaded[name] = value end
  else
    for name in next, loaded do before[name] = true end
  end
  for _, export in ipairs(exports) do
    local value = require(export[2])
    root.env[export[1]], api[export[1]] = value, value
  end
  if settings.language then require("luassert.languages." .. settings.language) end
  if kept then return end
  kept = {}
  for name, value in next, loaded do
    if not before[name] then kept[name] = value end
  end
  exports.kept = kept
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
  local up, key = 0
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

return function(...)
  beginContext(...)
  beginWalk()
  return beginModules()
end
end)()
