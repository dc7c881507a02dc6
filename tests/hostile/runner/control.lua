-- Control bytes in test names and failure messages.
describe("\27]0;pwned\7\27[2J", function()
  it("bell \7 and escape \27[31m", function() error("\27]0;pwned\7\27[2J") end)
  it("fails with bytes", function() assert.equal("\27[1m", "\155") end)
end)
