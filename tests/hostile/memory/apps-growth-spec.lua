-- Run with --trust and HOSTILE_APPS=N: opens N apps in one test, until the cap refuses one.
-- The list is made at its full size first, so that the refusal comes from an open and never
-- from the list growing (the script's own allocation, which the cap may refuse as well).
it("opens apps", function()
  local wanted, message, opened = tonumber(os.getenv("HOSTILE_APPS")), nil, 0
  local apps = {}
  for i = 1, wanted do apps[i] = false end
  for i = 1, wanted do
    local ok, app = pcall(tabhost.open, [[return { tabs = { {id="a",title="A"}, {id="b",title="B"} } }]])
    if not ok then
      message = app
      break
    end
    apps[i], opened = app, i
  end
  print(("opened %d of %d: %s"):format(opened, wanted, message or "all"))
end)
