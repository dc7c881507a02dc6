-- A spec that fails on purpose (scripts/test-specs checks the report names file:line).
-- Not named *_spec.lua, so `tabhost test` does not pick it up by itself.
describe("failing", function()
  it("passes", function()
    assert.equal(2, 1 + 1)
  end)

  it("compares numbers", function()
    assert.equal(3, 1 + 1)
  end)

  it("compares screens", function()
    local app = tabhost.open("return { tabs = { { id = 'a', title = 'Alpha' } } }", { width = 12, height = 3 })
    app:expectScreen [[
      |  Beta
      | ╺━━━━╸
    ]]
  end)

  pending("is not written yet")
end)
