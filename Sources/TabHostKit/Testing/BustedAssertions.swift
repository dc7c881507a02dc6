/// The third part of the spec runner's Lua chunk (`BustedPrelude`): luassert's common
/// assertions answered without luassert when they pass.
///
/// luassert spends about 90K instructions on a passing `assert.equal` (a state object built
/// key by key, the modifiers and the assertion looked up by name, its messages formatted
/// ahead of need) and its modules cost a spec state more than the state itself. So `assert`
/// starts as a stand-in: the common assertions (`equal`, `same`, `truthy`, `falsy`, `true`,
/// `false`, `nil`, the type checks, `error`, `matches`, behind any of luassert's own
/// modifiers: `is`, `are`, `not`, `has_no`...) are decided here when that is plain (no
/// metatables, no `__eq`, the arguments luassert expects) and, when they pass, return what
/// luassert returns. Everything else (a failure, a custom assertion, `spy`, `set_parameter`,
/// a chain kept and reused...) loads luassert and goes to the state object luassert would
/// have built, in the state it would be in, so every message is luassert's own. Once
/// luassert is loaded its `assert` answers the same way, as long as nothing registered over
/// the names involved.
///
/// Two things keep a passing assertion cheap (about 2,700 instructions instead of 5,400): the
/// chain's `__call` asks `clua_assertion_check` (CLuaShim/assertions.c) first, which decides
/// the plain checks in C; and reading a non-negated assertion hands out the chain the last
/// read made, until that chain holds something a new one would not (a message, luassert's
/// state). Only two reads kept side by side before one of them took a message can tell.
extension BustedPrelude {
    static let assertions = #"""
    -- Assertions ------------------------------------------------------------------------------

    local require  -- the runner's require (Modules, below)
    local rawmeta, realAssert, originalIndex, namespace, loadingLuassert, fastOn
    local NONE = {}  -- no failure message yet

    -- The assertions answered here: whether they hold (nil when that is not plain), and the
    -- argument luassert keeps as the failure message.
    local function equals(n, a, b)
      if n < 2 then return nil end
      if rawequal(a, b) then return true end
      local kind = type(a)
      if kind ~= type(b) then return false end
      if kind == "table" or kind == "userdata" then return nil end  -- __eq may say
      return false
    end

    -- util.deepcompare for tables without metatables, in C (nil for anything else, or past
    -- 30 deep): settings.deepSame.
    local deepSame

    local function same(n, a, b)
      if n < 2 then return nil end
      if type(a) == "table" and type(b) == "table" then return deepSame(a, b) end
      return equals(n, a, b)
    end

    local function truthy(n, a)
      if n < 1 then return nil end
      return a ~= nil and a ~= false
    end

    local function falsy(n, a)
      if n < 1 then return nil end
      return a == nil or a == false
    end

    -- Each with the code of the same check in assertions.c (the C check, below).
    local tests = {
      equal = { equals, 3, 1 }, equals = { equals, 3, 1 }, same = { same, 3, 2 },
      truthy = { truthy, 2, 3 }, falsy = { falsy, 2, 4 },
      ["true"] = { function(_, a) return a == true end, 2, 5 },
      ["false"] = { function(_, a) return a == false end, 2, 6 },
      error = { "error", 3 }, errors = { "error", 3 },
      matches = { "matches" }, match = { "matches" },
    }
    for _, kind in ipairs { "nil", "boolean", "number", "string", "table", "function", "userdata", "thread" } do
      tests[kind] = { function(_, a) return type(a) == kind end, 2, 7, kind }  -- luassert counts a missing value as nil
    end
    local modifiers = { is = false, are = false, was = false, has = false, does = false, ["not"] = true, no = true }

    -- Chains: what a key read on assert (or on a chain) stands for, parsed once: its tokens
    -- as luassert splits them, the assertion if it ends with one, whether it negates, and the
    -- pairs of neighbours luassert would try as one name.
    local chains, callMeta, modifierMeta
    local function chain(prefix, key)
      local cache = prefix and prefix.next or chains
      local known = cache[key]
      if known ~= nil then return known end
      local made = false
      if type(key) == "string" and not (prefix and prefix.test) then
        made = { tokens = {}, pairs = {}, negate = prefix and prefix.negate or false, next = {} }
        if prefix then
          for i, token in ipairs(prefix.tokens) do made.tokens[i] = token end
          for i, pair in ipairs(prefix.pairs) do made.pairs[i] = pair end
        end
        local count = 0
        for token in gmatch(lower(key), "[^_]+") do
          count = count + 1
          local list, negates, test = made.tokens, modifiers[token], tests[token]
          if made.test or (negates == nil and not test) then
            made = false
            break
          end
          if #list > 0 then made.pairs[#made.pairs + 1] = list[#list] .. "_" .. token end
          list[#list + 1] = token
          if negates then made.negate = not made.negate end
          if test then made.test, made.messageAt, made.assertion = test[1], test[2], token end
        end
        if count == 0 then made = false end
        if made then
          made.meta = made.test and callMeta or modifierMeta
          -- for the C check: its code, its message argument, whether it negates, its type
          local test = tests[made.assertion] or NONE
          made[1], made[2], made[3], made[4] = test[3] or 0, made.messageAt or 0, made.negate, test[4] or false
        end
      end
      cache[key] = made
      return made
    end

    -- Once luassert is loaded: whether nothing registered over the chain's names since.
    local stockAssertions, stockModifiers
    local function valid(desc)
      if not namespace then return fastOn end
      local assertions, modifierSpace = namespace.assertion, namespace.modifier
      if type(assertions) ~= "table" or type(modifierSpace) ~= "table" then return false end
      local name, tokens = desc.assertion, desc.tokens
      if name and (assertions[name] ~= stockAssertions[name] or modifierSpace[name] ~= nil) then return false end
      for i = 1, #tokens - (name and 1 or 0) do
        if modifierSpace[tokens[i]] ~= stockModifiers[tokens[i]] then return false end
      end
      for _, pair in ipairs(desc.pairs) do
        if assertions[pair] ~= nil then return false end
      end
      return true
    end

    -- A chain handed out: { chain, passing calls, last message, luassert's state (once made),
    -- the first key read, the keys read after it }, all raw slots (never nil), so reading them
    -- runs no metamethod.

    local loadLuassert, assertProxy

    -- assert's __index, before luassert is loaded (the stand-in's) and after (luassert's own).
    local function index(self, key)
      local desc = chains[key]
      if desc == nil then desc = chain(nil, key) end
      if desc and ((not namespace and fastOn) or (namespace and valid(desc))) then
        local made = desc.shared
        if made then return made end
        made = setmetatable({ desc, 0, NONE, false, key, false }, desc.meta)
        if desc.test and not desc.negate then desc.shared = made end
        return made
      end
      if rawequal(self, assertProxy) then return loadLuassert()[key] end
      return originalIndex(self, key)
    end

    -- A chain whose state is about to differ from a new one's is no longer handed out.
    local function detach(made)
      local desc = made[1]
      if desc.shared == made then desc.shared = nil end
    end

    -- The state object luassert would have handed out for the same reads and calls.
    local function materialize(made)
      local real = made[4]
      if real then return real end
      local luassert = loadLuassert()
      real = originalIndex(luassert, made[5])
      local keys = made[6]
      if keys then
        for _, key in ipairs(keys) do real = real[key] end
      end
      if made[1].negate and made[2] % 2 == 1 then real.mod = false end
      if made[3] ~= NONE then rawset(real, "failure_message", made[3]) end
      made[4] = real
      detach(made)
      return real
    end

    local function follow(made, key)
      local keys = made[6]
      if not keys then
        keys = {}
        made[6] = keys
      end
      keys[#keys + 1] = key
    end

    local function modifierIndex(made, key)
      local real = made[4]
      if real then return real[key] end
      local desc = made[2] == 0 and chain(made[1], key)
      if not desc or not valid(desc) then return materialize(made)[key] end
      made[1] = desc
      follow(made, key)
      return setmetatable(made, desc.meta)
    end
    local function realCall(made, ...) return materialize(made)(...) end
    local function realIndex(made, key) return materialize(made)[key] end
    local function realNewindex(made, key, value) materialize(made)[key] = value end

    local function passed(made, uses, messageAt, n, ...)
      made[2] = uses
      if n >= messageAt then
        local message = select(messageAt, ...)
        if message ~= nil then
          made[3] = message
          detach(made)
        end
      end
    end

    -- has_error: the function runs once; when luassert must say more, it gets a stand-in
    -- that ends the same way.
    local function isCallable(value)
      return type(value) == "function" or type((rawmeta(value) or NONE).__call) == "function"
    end

    local function errors(made, uses, positive, n, ...)
      local fn, expected = ...
      if not isCallable(fn) then return materialize(made)(...) end
      local ok, caught = pcall(fn)
      local shown = caught
      if type(shown) == "string" then shown = gsub(shown, "^.-:%d+: ", "", 1) end
      local holds
      if ok or expected == nil then
        holds = not ok
      elseif type(expected) == "string" then
        if type(shown) == "string" then holds = expected == shown end
      elseif type(expected) == "number" and type(shown) == "string" then
        holds = tostring(expected) == tostring(tonumber(shown))
      else
        holds = same(2, expected, shown)
      end
      if holds == positive then
        passed(made, uses, 3, n, ...)
        if n < 2 then return shown end
        return shown, select(2, ...)
      end
      local function standIn()
        if ok then return caught end
        error(caught, 0)
      end
      return materialize(made)(standIn, select(2, ...))
    end

    local function matches(made, uses, positive, n, ...)
      local pattern, actual = ...
      if n ~= 2 or type(pattern) ~= "string" or type(actual) ~= "string" then return materialize(made)(...) end
      local captures = pack(pcall(actual.match, actual, pattern))  -- a bad pattern is luassert's to raise
      if not captures[1] or (captures[2] ~= nil) ~= positive then return materialize(made)(...) end
      made[2] = uses
      if captures[2] == nil then return end
      return unpack(captures, 2, captures.n)
    end

    local function decide(made, ...)
      local real = made[4]
      if real then return real(...) end
      local desc, uses, n = made[1], made[2] + 1, select("#", ...)
      -- luassert flips a negated state's mode on every call of the same state object
      local positive = not desc.negate or uses % 2 == 0
      local test = desc.test
      if test == "error" then return errors(made, uses, positive, n, ...) end
      if test == "matches" then return matches(made, uses, positive, n, ...) end
      if test(n, ...) ~= positive then return materialize(made)(...) end
      passed(made, uses, desc.messageAt, n, ...)
      return ...
    end
    -- The plain checks that pass are decided in C first; the rest in a tail call, so that
    -- luassert's error levels find the spec's line.
    local check
    local function callChain(made, ...)
      if check(made, ...) then return ... end
      return decide(made, ...)
    end

    -- assert before luassert is loaded: the common assertions, `assert(v, ...)` when v holds,
    -- and for anything else luassert's assert, loaded then (a new table each file, its
    -- metatable's functions made once).
    local function proxySet(_, key, value) loadLuassert()[key] = value end
    local function proxyCall(_, value, message, level, ...)
      if value then return value, message, level, ... end
      return loadLuassert()(value, message, level, ...)
    end
    local function proxyPairs() return next, loadLuassert(), nil end
    local function proxyEquals(a, b)
      local luassert = loadLuassert()
      return rawequal(rawequal(a, assertProxy) and luassert or a, rawequal(b, assertProxy) and luassert or b)
    end

    -- luassert's assert, once loaded: root.env and busted's API name it from then on; Debian's
    -- luassert 1.8 answers the same chains (its own index for everything else).
    local function adopt(luassert)
      realAssert = luassert
      root.env.assert, api.assert = luassert, luassert
      local meta = type(luassert) == "table" and getmetatable(luassert)
      local names = loaded["luassert.namespaces"]
      originalIndex = type(meta) == "table" and meta.__index
      if not (fastOn and luassert._VERSION == "Luassert 1.8.0" and type(originalIndex) == "function"
          and type(names) == "table" and type(names.assertion) == "table" and type(names.modifier) == "table") then
        fastOn = false
        return
      end
      namespace = names
      for name in next, tests do stockAssertions[name] = names.assertion[name] end
      for name in next, modifiers do stockModifiers[name] = names.modifier[name] end
      meta.__index = index
    end

    function loadLuassert()
      if realAssert then return realAssert end
      loadingLuassert = true
      local luassert = require("luassert")
      loadingLuassert = false
      if not realAssert then adopt(luassert) end
      if settings.language then require("luassert.languages." .. settings.language) end
      return realAssert
    end

    -- A file's start: this part's state as a new file finds it (luassert not loaded).
    local function beginAssertions()
      rawmeta = debugLibrary.getmetatable
      realAssert, originalIndex, namespace, loadingLuassert = nil, nil, nil, nil
      fastOn = settings.fastAssertions
      chains = {}
      callMeta = { __index = realIndex, __newindex = realNewindex, __call = callChain }
      modifierMeta = { __index = modifierIndex, __newindex = realNewindex, __call = realCall }
      stockAssertions, stockModifiers = {}, {}
      check, deepSame = settings.assertionCheck, settings.deepSame
      assertProxy = setmetatable({}, { __index = index, __newindex = proxySet, __call = proxyCall,
                                       __pairs = proxyPairs, __eq = proxyEquals })
    end
    """#
}
