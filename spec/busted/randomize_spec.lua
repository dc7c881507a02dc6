-- randomize (docs/testing.md, "Flags": `--shuffle`), checked against busted 2.1.1: a block's
-- tests in an order that depends on the seed alone.
local order = {}

describe("shuffled", function()
  randomize(7)
  for i = 1, 6 do
    it("test " .. i, function() order[#order + 1] = i end)
  end
end)

describe("after the shuffled block", function()
  it("every test ran once, in the seed's order", function()
    local sorted = { table.unpack(order) }
    table.sort(sorted)
    assert.same({ 1, 2, 3, 4, 5, 6 }, sorted)
    assert.same({ 1, 6, 4, 5, 2, 3 }, order)  -- busted 2.1.1 on Lua 5.4 runs them in this order
  end)
end)
