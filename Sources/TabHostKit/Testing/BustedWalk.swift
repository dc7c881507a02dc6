/// The second part of the spec runner's Lua chunk (`BustedPrelude`): busted's execution of a
/// file, block by block (a describe body runs when it is reached, then its children between
/// its setup and teardown), every spec function run in a call with a budget of its own
/// (`LuaVM.budgetedCaller`), the results reported as busted's base output handler keeps them.
extension BustedPrelude {
    static let walk = #"""
    -- Events for busted.subscribe (helpers): channels as busted names them, { "test", "end" }.
    local channels, subscribed

    local function subscribe(names, fn, options)
      options = options or {}
      local key = concat(names, "\0")
      local list = channels[key] or {}
      channels[key], subscribed = list, true
      local subscriber = { fn = fn, options = options, key = key }
      if options.priority and options.priority <= #list then insert(list, options.priority, subscriber) else list[#list + 1] = subscriber end
      return subscriber
    end

    local function unsubscribe(subscriber)
      local list = type(subscriber) == "table" and channels[subscriber.key] or {}
      for index, each in ipairs(list) do
        if each == subscriber then return remove(list, index) end
      end
    end

    -- A channel's subscribers, then its parents' ("test end", "test", the root), until one
    -- returns no `continue`.
    local function publish(names, ...)
      for depth = #names, 0, -1 do
        for _, subscriber in ipairs(channels[concat(names, "\0", 1, depth)] or {}) do
          local predicate = subscriber.options.predicate
          if not predicate or predicate(...) then
            local _, continue = subscriber.fn(...)
            if not continue then return end
          end
        end
      end
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
      channels, subscribed = {}, false
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
    """#
}
