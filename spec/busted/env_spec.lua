-- busted's environments (docs/testing.md, "The DSL and busted's execution model"), checked
-- against busted 2.1.1: globals a block sets are its own, the DSL lives in the suite's
-- environment rather than _G, insulate and expose, the aliases, the curried forms, require
-- "busted" and the arg global.
describe("globals", function()
  shared = "block"
  it("a block's are seen by its tests", function() assert.equal("block", shared) end)
  it("a test's own are its own", function() mine = true end)
  it("so the next test does not see them", function() assert.is_nil(mine) end)
  it("and _G has neither them nor the DSL", function()
    assert.is_nil(rawget(_G, "shared"))
    assert.is_nil(rawget(_G, "describe"))
    assert.is_nil(rawget(_G, "it"))
  end)
end)

describe("another block", function()
  it("does not see the first block's", function() assert.is_nil(shared) end)
end)

describe("hooks", function()
  before_each(function() fromHook = "set by before_each" end)
  it("set globals in their block", function() assert.equal("set by before_each", fromHook) end)
end)

insulate("insulate", function()
  _G.leaked = "from insulate"
  it("sees its own change", function() assert.equal("from insulate", leaked) end)
end)

describe("after insulate", function()
  it("the change is undone", function() assert.is_nil(_G.leaked) end)
end)

expose("expose", function()
  exposed = "from expose"
  it("runs", function() end)
end)

describe("after expose", function()
  it("the change is kept", function() assert.equal("from expose", exposed) end)
end)

describe "curried" (function()
  it "forms work" (function() assert.truthy(true) end)
end)

context("context", function()
  spec("spec is it", function() end)
  test("test is it", function() end)
end)

describe("inside a test", function()
  it("the DSL raises", function()
    assert.has_error(function() describe("x", function() end) end, "'describe' not supported inside current context block")
    assert.has_error(function() it("x", function() end) end, "'it' not supported inside current context block")
    assert.has_error(function() randomize() end, "'randomize' not supported inside current context block")
  end)
end)

describe("require 'busted'", function()
  local busted = require "busted"
  local same = busted.describe == describe and busted.it == it and busted.assert == assert
  it("gives the running DSL and assert", function()
    assert.is_true(same)
    assert.equal("2.1.1", busted.version)
    assert.equal("function", type(busted.fail))
  end)
  it("refuses to be modified", function()
    assert.has_error(function() busted.x = 1 end, "Attempt to modify busted")
  end)
end)

describe("arg", function()
  it("is a table", function() assert.is_table(arg) end)
end)
