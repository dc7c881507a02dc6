-- busted's context rules, its module's exports, its mediator and `arg` (docs/testing.md,
-- "Compatibility"), checked against busted 2.1.1: each class of difference a real suite
-- found, as busted's own code decides it.

-- luacheck: read globals file publish subscribe fail
-- Hidden names: busted registers `file` and then hides it; a hidden name is unset
-- everywhere, and inside tests and hooks it is unset rather than a name that raises.
describe("a hidden name", function()
  local atTop = file
  local inHooks = {}
  setup(function() inHooks.setup = file == nil end)
  lazy_setup(function() inHooks.lazy_setup = file == nil end)
  before_each(function() inHooks.before_each = file == nil end)
  after_each(function() inHooks.after_each = file == nil end)
  teardown(function() assert.is_nil(file) end)
  lazy_teardown(function() assert.is_nil(file) end)
  it("is unset in a block", function() assert.is_nil(atTop) end)
  it("is unset in a test", function() assert.is_nil(file) end)
  it("is unset in every hook", function()
    assert.same({ setup = true, lazy_setup = true, before_each = true, after_each = true }, inHooks)
  end)
  it("is not in require 'busted'", function()
    assert.is_nil(require("busted").file)
    assert.is_nil(require("busted").hide)
  end)
end)

-- Rejected names: inside a test every exported DSL name raises, and randomize too.
local dsl = { "describe", "context", "insulate", "expose", "it", "spec", "test", "pending",
  "setup", "teardown", "lazy_setup", "lazy_teardown", "strict_setup", "strict_teardown",
  "before_each", "after_each" }

describe("the DSL inside a test", function()
  it("raises", function()
    local wrong = {}
    for _, name in ipairs(dsl) do
      if name ~= "pending" then
        local ok, message = pcall(_ENV[name], "x", function() end)
        if ok or not tostring(message):find("'" .. name .. "' not supported inside current context block", 1, true) then
          wrong[#wrong + 1] = name
        end
      end
    end
    assert.same({}, wrong)
  end)
  it("raises for randomize", function()
    assert.has_error(function() randomize() end, "'randomize' not supported inside current context block")
  end)
  it("but pending is the test's own", function()
    assert.equal("function", type(pending))
  end)
end)

-- Exports: require "busted" hands out the very values the globals are, for every name
-- busted exports as a global, and its API besides.
describe("require 'busted'", function()
  local busted = require "busted"
  local globals = { "assert", "spy", "stub", "mock", "match" }
  for _, name in ipairs(dsl) do globals[#globals + 1] = name end
  local different = {}
  for _, name in ipairs(globals) do
    if busted[name] == nil or busted[name] ~= _ENV[name] then different[#different + 1] = name end
  end
  it("exports the globals themselves", function() assert.same({}, different) end)
  it("is luassert's spy, stub, mock and match", function()
    assert.is_true(spy == busted.spy and spy == require "luassert.spy")
    assert.is_true(stub == busted.stub and stub == require "luassert.stub")
    assert.is_true(mock == busted.mock and mock == require "luassert.mock")
    assert.is_true(match == busted.match and match == require "luassert.match")
  end)
  it("has busted's API", function()
    for _, name in ipairs({ "publish", "subscribe", "unsubscribe", "bindfenv", "fail", "gettime",
      "monotime", "sleep", "parent", "children" }) do
      assert.equal("function", type(busted[name]), name)
    end
    assert.equal("2.1.1", busted.version)
  end)
  it("exports no global of the API", function()
    assert.is_nil(publish)
    assert.is_nil(subscribe)
    assert.is_nil(fail)
  end)
end)

-- The mediator: subscribe returns a subscriber with an id, unsubscribe takes that id and the
-- channel, publish returns the subscribers' true first results.
describe("busted's mediator", function()
  local busted = require "busted"
  it("unsubscribes by id", function()
    local got
    local sub = busted.subscribe({ "ev" }, function(...) got = { ... } end)
    busted.publish({ "ev" }, "first")
    busted.unsubscribe(sub.id, { "ev" })
    busted.publish({ "ev" }, "second")
    assert.same({ "first" }, got)
  end)
  it("gives a subscriber its fields", function()
    local fn = function() end
    local sub = busted.subscribe({ "fields" }, fn, { priority = 1 })
    assert.equal(fn, sub.fn)
    assert.equal(1, sub.options.priority)
    assert.is_number(sub.id)
    assert.equal("function", type(sub.update))
    assert.equal(sub, busted.unsubscribe(sub.id, { "fields" }))
    assert.is_nil(busted.unsubscribe(sub.id, { "fields" }))
  end)
  it("returns the results, a channel's then its parent's", function()
    local a = busted.subscribe({ "r", "child" }, function() return "child", true end)
    local b = busted.subscribe({ "r" }, function() return "parent" end)
    assert.same({ "child", "parent" }, busted.publish({ "r", "child" }))
    assert.same({ "parent" }, busted.publish({ "r" }))
    busted.unsubscribe(b.id, { "r" })
    assert.same({ "child" }, busted.publish({ "r", "child" }))
    busted.unsubscribe(a.id, {})  -- from the root: the channels under it too
    assert.same({}, busted.publish({ "r", "child" }))
  end)
  it("puts a subscriber at its priority", function()
    local order = {}
    local one = busted.subscribe({ "p" }, function() order[#order + 1] = 1; return nil, true end)
    local two = busted.subscribe({ "p" }, function() order[#order + 1] = 2; return nil, true end, { priority = 1 })
    busted.publish({ "p" })
    assert.same({ 2, 1 }, order)
    busted.unsubscribe(one.id, { "p" }); busted.unsubscribe(two.id, { "p" })
  end)
  it("lets update change the function", function()
    local got
    local sub = busted.subscribe({ "u" }, function() got = "old" end)
    sub:update({ fn = function() got = "new" end })
    busted.publish({ "u" })
    assert.equal("new", got)
    busted.unsubscribe(sub.id, { "u" })
  end)
  it("tells of the tests' ends", function()
    local names = {}
    local sub = busted.subscribe({ "test", "end" }, function(element) names[#names + 1] = element.name; return nil, true end)
    busted.unsubscribe(sub.id, { "test", "end" })
    assert.same({}, names)
  end)
end)

-- arg: the arguments, the runner at 0 and a Lua interpreter at the negative indices, from
-- which specs build a command (Penlight's pl.app.lua()).
describe("arg", function()
  it("names the runner at 0", function() assert.is_string(arg[0]) end)
  it("names a Lua interpreter at -1, and nothing below", function()
    assert.is_string(arg[-1])
    assert.is_true(#arg[-1] > 0)
    assert.is_nil(arg[-2])
  end)
end)
