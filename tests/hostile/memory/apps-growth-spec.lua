-- Run with --trust and HOSTILE_APPS=N: opens N apps in one test, until the cap refuses one.
it("opens apps", function()
  local apps, wanted, message = {}, tonumber(os.getenv("HOSTILE_APPS")), nil
  for i = 1, wanted do
    local ok, app = pcall(tabhost.open, [[return { tabs = { {id="a",title="A"}, {id="b",title="B"} } }]])
    if not ok then
      message = app
      break
    end
    apps[i] = app
  end
  print(("opened %d of %d: %s"):format(#apps, wanted, message or "all"))
end)
