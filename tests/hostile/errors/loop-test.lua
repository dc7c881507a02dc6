-- A spec (named so that `tabhost test` with no path does not find it) that requires a module
-- that requires itself: one failed test, no hang.
describe("require", function()
  it("loops", function()
    require("selfish")
  end)
  it("still runs", function()
    assert.are.equal(1, 1)
  end)
end)
