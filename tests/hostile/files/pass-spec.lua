-- A spec named -spec.lua, not _spec.lua, so `tabhost test` never finds it in tests/ on its own.
describe("files", function()
  it("passes", function() assert.equal(2, 1 + 1) end)
end)
