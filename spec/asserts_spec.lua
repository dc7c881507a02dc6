-- The assertions of spec files and the messages they fail with (without their position).
local function failure(fn)
  local ok, message = pcall(fn)
  assert(not ok, "expected the assertion to fail")
  return (message:gsub("^asserts_spec%.lua:%d+: ", "", 1):gsub("^spec/asserts_spec%.lua:%d+: ", "", 1))
end

describe("assert.equal", function()
  it("passes for equal values", function()
    assert.equal(2, 1 + 1)
    assert.equal("a", "a")
    assert.are.equal(1, 1.0)
  end)

  it("fails with expected and actual", function()
    assert.equal('assert.equal: values differ\nexpected: 2\nactual:   "2"', failure(function() assert.equal(2, "2") end))
  end)

  it("points to assert.same for two tables with the same contents", function()
    assert.matches("assert.same compares contents", failure(function() assert.equal({ 1 }, { 1 }) end))
  end)

  it("shows multi-line strings as long strings", function()
    assert.equal('assert.equal: values differ\nexpected: [[\na\nb]]\nactual:   "a"', failure(function() assert.equal("a\nb", "a") end))
  end)

  it("takes a message last", function()
    assert.equal("two switches\nexpected: 2\nactual:   3", failure(function() assert.equal(2, 3, "two switches") end))
  end)
end)

describe("assert.same", function()
  it("compares tables deeply", function()
    assert.same({ 1, { a = "x" }, b = true }, { 1, { a = "x" }, b = true })
    assert.same("text", "text")
  end)

  it("lists the differing paths", function()
    assert.equal([[
assert.same: tables differ at 2 paths
  extra: expected nil, got true
  tabs[2].title: expected "B", got "Bee"
expected: { tabs = { { title = "A" }, { title = "B" } } }
actual:   { extra = true, tabs = { { title = "A" }, { title = "Bee" } } }]], failure(function()
      assert.same({ tabs = { { title = "A" }, { title = "B" } } }, { tabs = { { title = "A" }, { title = "Bee" } }, extra = true })
    end))
  end)
end)

describe("assert.truthy and assert.falsy", function()
  it("accept what Lua calls true and false", function()
    assert.truthy(0)
    assert.truthy("")
    assert.falsy(nil)
    assert.falsy(false)
  end)

  it("fail with the value", function()
    assert.equal("assert.truthy: expected a truthy value\nactual: nil", failure(function() assert.truthy(nil) end))
    assert.equal("assert.falsy: expected a falsy value\nactual: 0", failure(function() assert.falsy(0) end))
  end)
end)

describe("assert.matches", function()
  it("finds a Lua pattern", function()
    assert.matches("%d+ tabs", "there are 12 tabs")
    assert.matches("12", 312)
  end)

  it("fails with the pattern and the string", function()
    assert.equal('assert.matches: no match\npattern: "^b"\nactual:  "abc"', failure(function() assert.matches("^b", "abc") end))
  end)

  it("reports a malformed pattern as a bad argument", function()
    assert.matches("bad argument #1 to 'assert.matches'", failure(function() assert.matches("(", "x") end))
  end)
end)

describe("assert.error", function()
  it("passes when the function raises, matching plain text or a pattern", function()
    assert.error(function() error("boom (at 3)") end)
    assert.error(function() error("boom (at 3)") end, "boom (at 3)")
    assert.has_error(function() error("code 42") end, "code %d+")
  end)

  it("fails when nothing is raised", function()
    assert.equal('assert.error: the function raised no error\nexpected: an error matching "x"', failure(function()
      assert.error(function() end, "x")
    end))
  end)

  it("fails when the error does not match", function()
    assert.matches('the error does not match\npattern: "bang"\nerror:   ".-boom"', failure(function()
      assert.error(function() error("boom") end, "bang")
    end))
  end)
end)

describe("negations and luassert's words", function()
  it("negate each assertion", function()
    assert.is_not.equal(1, 2)
    assert.are_not.same({ 1 }, { 2 })
    assert.is_not_nil(0)
    assert.has_no.error(function() end)
    assert.is_true(true)
    assert.is_false(false)
    assert.is_nil(nil)
  end)

  it("fail with the value", function()
    assert.equal("assert.is_not.equal: values are equal\nvalue: 1", failure(function() assert.is_not.equal(1, 1) end))
    assert.equal("assert.true: expected true\nactual: 1", failure(function() assert.is_true(1) end))
  end)
end)

describe("assert itself", function()
  it("returns its arguments", function()
    local a, b = assert(1, "m")
    assert.equal(1, a)
    assert.equal("m", b)
  end)

  it("fails with its message, positioned at the spec line", function()
    local ok, message = pcall(function() assert(false, "not so") end)
    assert.is_false(ok)
    assert.matches("asserts_spec%.lua:%d+: not so$", message)
    assert.equal("assertion failed!", failure(function() assert(nil) end))
  end)
end)
