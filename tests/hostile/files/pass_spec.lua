describe("files", function()
  it("passes", function() assert.equal(2, 1 + 1) end)
end)
