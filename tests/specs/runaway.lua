-- An endless loop fails its test; the next test still runs in the same Lua state.
it("loops forever", function()
  while true do end
end)

it("runs after the loop", function()
  assert.truthy(true)
end)
