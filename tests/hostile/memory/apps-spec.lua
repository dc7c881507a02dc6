-- 20,000 apps opened in one spec: every app's Lua state and the host's copy of its model count
-- against the spec's cap (--memory), so opening past it is the memory error, in the spec, and
-- the spec goes on.
describe("apps", function()
  local opened, message = 0, nil
  it("opens until the cap refuses", function()
    local apps = {}
    for i = 1, 20000 do
      local ok, app = pcall(tabhost.open, [[return { tabs = { {id="a",title="A"}, {id="b",title="B"} } }]])
      if not ok then
        message = app
        break
      end
      apps[i], opened = app, i
    end
    assert.truthy(message and message:find("not enough memory (limit 64 MiB)", 1, true), message)
    print("opened " .. opened)
  end)
  it("goes on after the refusal", function()
    local app = tabhost.open([[return { tabs = { {id="a",title="A"} } }]])
    assert.truthy(app:screen():find("A", 1, true))
  end)
end)
