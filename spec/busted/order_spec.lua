-- busted's execution order (docs/testing.md, "The DSL and busted's execution model"), checked
-- against busted 2.1.1: a describe body runs when its block is reached, after the earlier tests
-- of the enclosing block.
local log = {}
local function note(text) log[#log + 1] = text end

describe("a nested describe body", function()
  local x
  before_each(function() x = 1 end)
  it("runs after the earlier tests", function()
    note("t1")
    assert.equal(1, x)
  end)
  describe("b", function()
    local y = x
    note("b's body")
    it("and sees what their hooks set", function()
      assert.equal(1, y)
      assert.same({ "t1", "b's body" }, log)
    end)
  end)
end)

describe("hooks", function()
  local order = {}
  setup(function() order[#order + 1] = "setup" end)
  lazy_setup(function() order[#order + 1] = "lazy_setup" end)
  strict_setup(function() order[#order + 1] = "strict_setup" end)
  before_each(function() order[#order + 1] = "outer before 1" end)
  before_each(function() order[#order + 1] = "outer before 2" end)
  after_each(function() order[#order + 1] = "outer after 1" end)
  after_each(function() order[#order + 1] = "outer after 2" end)

  describe("inner", function()
    before_each(function() order[#order + 1] = "inner before" end)
    after_each(function() order[#order + 1] = "inner after" end)
    it("run outer to inner before, strict setups first, lazy at the first test", function()
      assert.same({ "setup", "strict_setup", "lazy_setup", "outer before 1", "outer before 2", "inner before" }, order)
    end)
    it("ran inner to outer after, in definition order within a block", function()
      assert.same({
        "setup", "strict_setup", "lazy_setup", "outer before 1", "outer before 2", "inner before",
        "inner after", "outer after 1", "outer after 2", "outer before 1", "outer before 2", "inner before",
      }, order)
    end)
  end)

  it("finally runs after the test, before after_each", function()
    finally(function() order[#order + 1] = "finally" end)
    order = {}
  end)
  it("saw finally then after_each", function()
    assert.same({ "finally", "outer after 1", "outer after 2", "outer before 1", "outer before 2" }, order)
  end)
end)

describe("teardown", function()
  local events = {}
  describe("a block", function()
    teardown(function() events[#events + 1] = "teardown" end)
    lazy_teardown(function() events[#events + 1] = "lazy_teardown" end)
    it("runs", function() events[#events + 1] = "test" end)
  end)
  describe("a block without tests", function()
    lazy_setup(function() events[#events + 1] = "lazy_setup of an empty block" end)
    lazy_teardown(function() events[#events + 1] = "lazy_teardown of an empty block" end)
  end)
  it("ran after the block's tests: lazy first, and nothing lazy for a block without tests", function()
    assert.same({ "test", "lazy_teardown", "teardown" }, events)
  end)
end)

describe("pending", function()
  pending("a test written later")
  pending("with a body that does not run", function() error("never") end)
  it("inside a test skips the rest of it", function()
    pending("waiting for something")
    error("never reached")
  end)
end)
