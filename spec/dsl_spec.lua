-- The busted-style DSL: nested describes, hooks outer to inner, pending tests.
local order = {}

before_each(function() order[#order + 1] = "file before" end)
after_each(function() order[#order + 1] = "file after" end)

describe("outer", function()
  before_each(function() order[#order + 1] = "outer before" end)
  after_each(function() order[#order + 1] = "outer after" end)

  describe("inner", function()
    before_each(function() order[#order + 1] = "inner before" end)
    after_each(function() order[#order + 1] = "inner after" end)

    it("runs hooks outer to inner before the test", function()
      assert.same({ "file before", "outer before", "inner before" }, order)
    end)

    it("ran them inner to outer after the last test", function()
      assert.same({
        "file before", "outer before", "inner before", "inner after", "outer after", "file after",
        "file before", "outer before", "inner before",
      }, order)
    end)
  end)

  pending("a test written later")

  it("can skip itself with pending", function()
    pending("waiting for nested containers")
    error("never reached")
  end)
end)

context("context is describe", function()
  it("gives the full name", function()
    assert.truthy(true)
  end)
end)

describe("the DSL outside its place", function()
  it("refuses describe and it inside a test", function()
    assert.has_error(function() describe("x", function() end) end, "'describe' not supported inside current context block")
    assert.has_error(function() it("x", function() end) end, "'it' not supported inside current context block")
  end)

  it("sandboxes the spec unless --trust", function()
    assert.has_error(function() io.open("x") end, "io.open is not available in the sandbox (run with --trust)")
  end)
end)
