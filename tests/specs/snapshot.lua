-- Takes one snapshot of a two-tab bar; scripts/test-specs copies it into a temporary
-- directory and changes TITLE to make the screen differ.
it("draws two tabs", function()
  local app = tabhost.open("return { tabs = { { id = 'a', title = 'A' }, { id = 'b', title = 'TITLE' } } }",
    { width = 20, height = 3 })
  app:expectSnapshot()
end)
