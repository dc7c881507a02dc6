-- A reload carries a state of 41 tables shared 2^40 ways, and app.state reads it, keeping
-- the sharing: both in time linear in the 41 tables.
it("a doubling state survives a reload and reads back", function()
  local app = tabhost.open("doubling.lua")
  app:reload()
  assert.same({}, app.errors)
  local depth, t = 0, app.state.t
  while t[2] do
    assert.is_true(t[1] == t[2])
    depth, t = depth + 1, t[1]
  end
  assert.equal(40, depth)
  assert.truthy(app:screen():find("depth 40", 1, true))
end)
