-- Drag to reorder (docs/scripting.md, "Drag to reorder"): a press on a tab, a release over
-- another place.
local script = [[
local tabs = {}
for i, name in ipairs({ "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight" }) do
  tabs[i] = { id = name:lower(), title = name }
end
return {
  style = { reorderable = true },
  tabs = tabs,
  didMove = function(c, item, from, to) c.status = ("moved %s from %d to %d"):format(item.title, from, to) end,
}
]]

describe("drag to reorder", function()
  local app
  before_each(function() app = tabhost.open(script, { width = 40, height = 3 }) end)

  it("moves a tab rightwards past the one it is dropped on, and runs didMove", function()
    app:drag("one", "three")
    app:expectScreen([[
      |  Two   Three   One   Four   Five   +3 ›
      |               ╺━━━╸
      |moved One from 1 to 3]])
    assert.same({ "didMove one 1 3" }, app.log)
  end)

  it("moves a tab leftwards before the one it is dropped on, between cells", function()
    app:select("three")
    app:drag{ from = { 15, 1 }, to = { 3, 1 } }
    assert.equal("moved Three from 3 to 1", app.status)
    assert.equal(1, app:tab("three").index)
  end)

  it("leaves the order alone when dropped on itself, off the bar or without reorderable", function()
    app:drag("two", "two")
    app:drag{ from = { 9, 1 }, to = { 9, 3 } }
    app.style.reorderable = false
    app:drag("two", "one")
    assert.is_nil(app.status)
    assert.equal(2, app:tab("two").index)
  end)

  it("scrolls the strip when dragged onto the overflow marker", function()
    app:drag{ from = { 3, 1 }, to = { 37, 1 } }
    app:expectScreen([[
      |‹ +2    Three   Four   Five   Six   +2 ›]])
    assert.equal(1, app:tab("one").index)
  end)

  it("is silent through c:move", function()
    app:move("one", 4)
    assert.same({}, app.log)
  end)
end)

-- Pinned items stay in their zone: a drop on another zone lands at the own zone's edge.
local pinnedScript = [[
return {
  style = { reorderable = true },
  tabs = {
    { id = "home", title = "Home", pinned = true },
    { id = "mail", title = "Mail", pinned = true },
    { id = "one", title = "One" },
    { id = "two", title = "Two" },
    { id = "three", title = "Three" },
    { id = "plus", kind = "button", title = "+", pinned = "end", action = function() end },
  },
  didMove = function(c, item, from, to) c.status = ("moved %s from %d to %d"):format(item.title, from, to) end,
}
]]

describe("drag to reorder with pinned items", function()
  local app
  before_each(function() app = tabhost.open(pinnedScript, { width = 40, height = 3 }) end)

  it("keeps an unpinned tab out of the pinned ones, at the first place after them", function()
    app:drag("three", "home")
    app:expectScreen([[
      |  Home   Mail   Three   One   Two    +
      |               ╺━━━━━╸
      |moved Three from 5 to 3]])
    app:drag("one", "plus")
    assert.equal("moved One from 4 to 5", app.status)
  end)

  it("keeps a pinned tab among the pinned ones, at their last place", function()
    app:drag("home", "two")
    app:expectScreen([[
      |  Mail   Home   One   Two   Three    +
      |        ╺━━━━╸
      |moved Home from 1 to 2]])
  end)

  it("moves nothing when the zone's edge is where the tab already is", function()
    app:drag("mail", "three")
    app:drag("one", "mail")
    assert.is_nil(app.status)
    assert.same({}, app.log)
  end)
end)
