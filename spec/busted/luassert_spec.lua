-- luassert in specs (docs/testing.md), checked against busted 2.1.1: the whole vocabulary,
-- spies, stubs, mocks and matchers, extensions registered on the assert the runner uses, and
-- the objects a spec keeps being luassert's own (no stand-in answers for luassert).

-- What the file finds before it uses any (busted loads luassert before the first file).
local found = { assert = assert, spy = spy, stub = stub, mock = mock, match = match, luassert = package.loaded.luassert }
describe("assertions", function()
  it("compare values and tables", function()
    assert.equal(2, 1 + 1)
    assert.are.equal("a", "a")
    assert.are.same({ 1, { a = "x" } }, { 1, { a = "x" } })
    assert.are_not.same({ 1 }, { 2 })
    assert.is_not.equal({}, {})
    assert.near(1, 1.05, 0.1)
    assert.unique({ 1, 2, 3 })
    assert.is_not.unique({ 1, 1 })
  end)

  it("check types and truth", function()
    assert.is_true(true)
    assert.True(true)
    assert.is_false(false)
    assert.is_nil(nil)
    assert.is_not.Nil(0)
    assert.truthy(0)
    assert.falsy(nil)
    assert.is_number(1)
    assert.is_string("s")
    assert.is_table({})
    assert.is_function(print)
    assert.is_boolean(false)
  end)

  it("match strings", function()
    assert.matches("^%d+$", "123")
    assert.does_not.match("^%d+$", "abc")
  end)

  it("check errors, has_error wanting the exact message", function()
    assert.has_error(function() error("boom") end, "boom")
    assert.has_error(function() error({ code = 42 }) end, { code = 42 })
    assert.has_no.errors(function() end)
    assert.error_matches(function() error("disk full: 3") end, "full: %d")
    assert.has_error(setmetatable({}, { __call = function() error("callable", 0) end }), "callable")
    local ok = pcall(assert.has_error, function() error("boom: disk full") end, "boom")
    assert.is_false(ok)
  end)

  it("fail as failures the runner tells from errors", function()
    assert.error_matches(function() assert.equal(1, 2) end, "Expected objects to be equal")
    assert.error_matches(function() assert(false, "plain assert") end, "plain assert")
  end)

  it("take a message", function()
    assert.error_matches(function() assert.message("two switches").equal(2, 3) end, "two switches")
    assert.error_matches(function() assert.equal(2, 3, "as the last argument") end, "as the last argument")
  end)

  it("keep a chain's message and mode, and start each read afresh", function()
    local equal = assert.equal
    equal(1, 1, "kept by this chain")
    assert.error_matches(function() equal(1, 2) end, "kept by this chain")
    assert.equal(1, 1, "not kept by the next read")
    local ok, message = pcall(assert.equal, 1, 2)
    assert.is_false(ok)
    assert.is_nil(tostring(message):find("not kept", 1, true))
    local notTrue = assert.is_not_true
    notTrue(false)
    assert.has_error(function() notTrue(false) end)  -- luassert flips a negation on each call
    assert.is_not_true(false)
  end)

  it("check missing arguments as luassert does", function()
    assert.has_error(function() assert.is_not_nil() end)
    assert.is_nil()
    assert.has_error(function() assert.truthy() end)
    assert.has_error(function() assert.equal(1) end)
    assert.has_error(function() assert.is_true() end)
    assert.is_thread(coroutine.create(print))
    assert.is_not.userdata({})
    assert.same("x", "x")
    assert.has_error(function() assert.same({ 1 }, { 1, 2 }) end)
    local meta = setmetatable({}, { __eq = function() return true end })
    assert.equal(meta, setmetatable({}, getmetatable(meta)))
  end)
end)

describe("spies, stubs and mocks", function()
  it("spy on calls", function()
    local s = spy.new(function(n) return n * 2 end)
    assert.equal(4, s(2))
    assert.spy(s).was.called(1)
    assert.spy(s).was.called_with(2)
    assert.spy(s).was_not.called_with(3)
  end)

  it("stub a table's function and revert it", function()
    local t = { f = function() return "real" end }
    local stubbed = stub(t, "f").returns("stubbed")
    assert.equal("stubbed", t.f())
    assert.stub(stubbed).was.called()
    stubbed:revert()
    assert.equal("real", t.f())
  end)

  it("mock a whole table", function()
    local t = { a = function() end, b = function() end }
    local m = mock(t)
    t.a(1)
    assert.spy(m.a).was.called_with(1)
    assert.spy(m.b).was_not.called()
  end)

  it("match arguments", function()
    local s = spy.new(function() end)
    s("x", 3)
    assert.spy(s).was.called_with(match.is_string(), match.is_number())
    assert.spy(s).was.called_with(match._, 3)
  end)
end)

describe("extensions", function()
  local say = require "say"
  local luassert = require "luassert"
  say:set("assertion.even.positive", "Expected %s to be even")
  say:set("assertion.even.negative", "Expected %s not to be even")
  luassert:register("assertion", "even", function(_, arguments) return arguments[1] % 2 == 0 end,
    "assertion.even.positive", "assertion.even.negative")

  it("register on the assert every spec uses", function()
    assert.is.even(2)
    assert.is_not.even(3)
    assert.error_matches(function() assert.is.even(3) end, "Expected %(number%) 3 to be even")
    assert.equal(luassert, assert)
  end)

  it("add formatters", function()
    local function point(value)
      if type(value) == "table" and value.x then return "point " .. value.x end
    end
    assert:add_formatter(point)
    assert.error_matches(function() assert.same({ x = 1 }, { x = 2 }) end, "point 2")
    assert:remove_formatter(point)
  end)

  it("set parameters", function()
    assert:set_parameter("TableFormatLevel", 1)
    assert.equal(1, assert:get_parameter("TableFormatLevel"))
    assert:set_parameter("TableFormatLevel", 3)
  end)
end)

-- Every assertion is luassert's: what a spec keeps, reads raw or walks with pairs is the
-- state object luassert made, and calling it changes only what luassert changes.
describe("one luassert", function()
  local function fields(t)
    local copy = {}
    for key, value in pairs(t) do copy[key] = value end
    return copy
  end

  it("keeps a kept assertion as it was when called (luassert's 'Checks asserts can be reused')", function()
    local is_same = assert.is_same
    local before = fields(is_same)
    is_same({}, {})
    assert.same(before, fields(is_same))
    assert.is_table(rawget(is_same, "tokens"))
    assert.is_not_nil(rawget(is_same, "mod"))
  end)

  it("makes a new state object on every read, printed as a plain table", function()
    assert.is_false(rawequal(assert.is_same, assert.is_same))
    assert.matches("^table: ", tostring(assert.are.same))
    assert.is_nil(getmetatable(assert.are.same).__tostring)
  end)

  it("answers a kept assertion called again, and a chain reused after a failure", function()
    local is_true = assert.is_true
    is_true(true)
    is_true(true)
    local equal = assert.are.equal
    assert.has_error(function() equal(1, 2) end)
    equal(1, 1)
    local notEqual = assert.are_not.equal
    notEqual(1, 2)
    assert.has_error(function() notEqual(1, 2) end)  -- luassert flips a kept negation each call
  end)

  it("formats failures with the parameters set", function()
    local level = assert:get_parameter("TableFormatLevel")
    finally(function() assert:set_parameter("TableFormatLevel", level) end)
    assert:set_parameter("TableFormatLevel", 0)
    assert.error_matches(function() assert.same({ a = { 1 } }, { a = { 2 } }) end, "{ ... more }", 1, true)
  end)

  it("exports luassert's very modules, loaded before the file ran", function()
    assert.equal(require("luassert"), found.luassert)
    assert.equal(require("luassert"), found.assert)
    assert.equal(require("luassert.spy"), found.spy)
    assert.equal(require("luassert.stub"), found.stub)
    assert.equal(require("luassert.mock"), found.mock)
    assert.equal(require("luassert.match"), found.match)
    assert.equal(require("busted").assert, assert)
    assert.equal(require("busted").spy, spy)
  end)
end)
