-- examples/material.lua: MDC's titled images, a badge, the veto of shouldSelect, and the
-- overflow markers when the bar is narrower than its tabs.
describe("material example", function()
  local app

  before_each(function()
    app = tabhost.open("../examples/material.lua", { width = 50, height = 5 })
  end)

  it("shows icons, uppercase titles, the badges and a marker for the hidden tabs", function()
    -- The indicator is the example's template function: a thin bar under the content.
    app:expectScreen [[
         ◷ RECENTS    ★ FAVORITES 3    ⌖ NEARBY ●   +2 ›
         ▔▔▔▔▔▔▔▔▔
      ──────────────────────────────────────────────────
      Recently opened files
    ]]
  end)

  it("asks shouldSelect, then willSelect and didSelect (MDC's delegate order)", function()
    app:press("right")
    assert.same({ "shouldSelect favorites", "willSelect favorites", "didSelect favorites" }, app.log)
    assert.equal("favorites", app.selected.id)
  end)

  it("vetoes the locked tab: only shouldSelect runs, nothing changes", function()
    app:tap("locked")
    assert.same({ "shouldSelect locked" }, app.log)
    assert.equal("recents", app.selected.id)
    assert.matches("Recently opened files", app:screen())
  end)

  it("scrolls the strip from the overflow marker without selecting", function()
    -- The selected tab scrolled partly out of view: cut with …, its indicator with it.
    assert.same({ part = "marker", direction = 1 }, app:hit(48, 1))
    app:click(48, 1)
    app:expectScreen [[
      ‹ +1  ◷ REC…   ★ FAVORITES 3     ⌖ NEARBY ●   +1 ›
            ▔▔▔▔▔▔
      ──────────────────────────────────────────────────
      Recently opened files
    ]]
    assert.same({}, app.log)
  end)

  it("maps the image, title and badge of each item", function()
    assert.same({ tab = "recents", part = "image" }, app:hit(4, 1))
    assert.same({ tab = "recents", part = "title" }, app:hit(6, 1))
    local badge = app:hit(30, 1)
    assert.equal("badge", badge.part)
    assert.equal("favorites", badge.tab)
    assert.is_nil(app:hit(1, 3))
  end)

  it("selects a tab by clicking its badge", function()
    app:click{ tab = "favorites", part = "badge" }
    assert.equal("favorites", app.selected.id)
  end)

  it("reads and writes item fields: a new badge shows at once", function()
    local favorites = app:tab("favorites")
    assert.equal("3", favorites.badgeValue)
    assert.equal("Favorites", favorites.title)
    favorites.badgeValue = 12
    assert.equal("12", favorites.badgeValue)
    assert.matches("FAVORITES 12", app:screen())
    app:tab("favorites").badgeValue = nil
    assert.is_nil(app:tab("favorites").badgeValue)
  end)

  it("narrows to the selected tab when resized", function()
    app:press("3")
    app:resize(20, 4)
    assert.equal(20, app.width)
    assert.matches("NEARBY", app:screen())
  end)
end)
