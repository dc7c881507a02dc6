-- A file that does not compile fails as a whole.
describe("unfinished", function()
  it("never", function() end)
