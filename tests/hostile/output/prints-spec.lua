-- A spec that prints control bytes (print goes to stderr in `tabhost test`). Named without
-- `_spec` so that `tabhost test` with no PATH does not pick it up.
describe("output", function()
  it("prints", function()
    print("\27]0;pwned\7 from a spec")
    local app = tabhost.open("prints.lua")
    app:press("right")
    assert.are.equal(1, #app.errors)
  end)
end)
