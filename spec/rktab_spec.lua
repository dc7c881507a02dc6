-- examples/rktab.lua: RKTabView's mixed bar. Radio tabs, a toggle that is independent of
-- the selection, a button that only runs its action, brackets marking the selection.
describe("rktab example", function()
  local app

  before_each(function()
    app = tabhost.open("../examples/rktab.lua", { width = 50, height = 6 })
  end)

  it("draws separators, images over titles and brackets around the selected tab", function()
    app:expectScreen [[
      ──────────────────────────────────────────────────
            ⌂         ⌕       🔇        ↻        ≋
          [Home]   Search    Mute    Refresh  ☑ Wi-Fi
      ──────────────────────────────────────────────────
      Home screen
    ]]
  end)

  it("turns a usual tab on with tabBecameEnabled", function()
    app:press("right")
    assert.same({ "tabBecameEnabled search" }, app.log)
    assert.equal("search", app.selected.id)
  end)

  it("focuses the toggle with the arrows and flips it with enter, keeping the selection", function()
    app:press("right", "right")
    assert.equal("mute", app.focused.id)
    app:press("enter")
    assert.is_true(app:tab("mute").on)
    app:expectScreen [[
      ──────────────────────────────────────────────────
            ⌂         ⌕       🔊        ↻        ≋
           Home   [Search]  <Mute>   Refresh  ☑ Wi-Fi
      ──────────────────────────────────────────────────
      Search screen
    ]]
    app:press("space")
    assert.is_false(app:tab("mute").on)
    assert.same({ "tabBecameEnabled search", "tabBecameEnabled mute", "tabBecameDisabled mute" }, app.log)
    assert.equal("search", app.selected.id)
  end)

  it("runs the button's action and nothing else", function()
    app:tap("refresh")
    app:click{ tab = "refresh" }
    assert.same({ "action refresh", "action refresh" }, app.log)
    assert.equal("home", app.selected.id)
  end)

  it("toggles silently from the test", function()
    app:toggle("mute", true)
    assert.is_true(app:tab("mute").on)
    app:toggle("mute")
    assert.is_false(app:tab("mute").on)
    assert.same({}, app.log)
  end)

  it("lists its items with their kinds", function()
    local kinds = {}
    for i, item in ipairs(app.tabs) do kinds[i] = item.id .. ":" .. item.kind end
    assert.same({ "home:tab", "search:tab", "mute:toggle", "refresh:button", "wifi:toggle" }, kinds)
  end)
end)
