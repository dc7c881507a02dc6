-- Run with --trust --repeat N: the spec state's heap after a full collection, once per run.
describe("a block", function()
  it("passes", function()
    collectgarbage()
    collectgarbage()
    io.stderr:write(("heap %d\n"):format(collectgarbage("count") * 1024))
  end)
end)
