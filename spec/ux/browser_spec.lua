-- examples/browser.lua: a browser-like strip of 30 tabs. Open, close, drag, and a hot reload
-- that keeps the tabs opened at runtime.
describe("browser example", function()
  local app

  before_each(function()
    app = tabhost.open("../../examples/browser.lua", { width = 100, height = 5 })
  end)

  it("opens a tab before the + button and selects it", function()
    app:tap("plus")
    assert.equal("new1", app.selected.id)
    assert.equal(31, app:tab("new1").index)
    assert.equal("opened New tab 1", app.status)
  end)

  it("closes a tab with a middle click and says which, from the removed item", function()
    app:click{ tab = "t1", button = "middle" }
    assert.is_nil(app:tab("t1"))
    assert.equal("t2", app.selected.id)
    assert.equal("closed News — the front page of today's paper", app.status)
  end)

  it("drags a tab to another place", function()
    app:drag("t1", "t3")
    assert.equal(3, app:tab("t1").index)
    assert.equal("moved News — the front page of today's paper from 1 to 3", app.status)
    assert.same({ "didMove t1 1 3" }, app.log)
  end)

  it("keeps the tabs opened at runtime across a hot reload", function()
    app:press("ctrl+t", "ctrl+t", "ctrl+t")
    app:press("ctrl+w")  -- closes New tab 3
    assert.is_true(app:reload())
    local ids = {}
    for _, item in ipairs(app.tabs) do
      if item.id:match("^new") then ids[#ids + 1] = item.id end
    end
    assert.same({ "new1", "new2" }, ids)
    -- new3 was selected, then closed: its neighbour, put back by onReload, stays selected
    assert.equal("new2", app.selected.id)
    assert.equal("+", app.tabs[#app.tabs].title)
  end)

  it("refuses the disabled tab and says why", function()
    app:click(1, 1)  -- the first tab, to have a known start
    app:tap("t4")
    assert.equal("t1", app.selected.id)
  end)
end)
