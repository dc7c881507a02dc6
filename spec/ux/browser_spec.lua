-- examples/browser.lua: a browser-like strip of 28 tabs between two pinned tabs and a pinned
-- "+". Close marks, a draft that refuses to close, manual activation, a drag, and a hot reload
-- that keeps the tabs opened at runtime.
describe("browser example", function()
  local app

  before_each(function()
    app = tabhost.open("../../examples/browser.lua", { width = 100, height = 5 })
  end)

  it("shrinks the titles to an icon, three characters and the badge, the pinned ones whole", function()
    app:expectScreen([[
      |  ✉️ Mail 3    📅 Calendar   📰 New… ×   📄 Des… 12 ×   🔍 Sea… ×  (🎵 Mus… ×)  日 日… ×  +24 ›  +
      | ╺━━━━━━━━━━╸
      |Mail
      |
      |pinned: it keeps its place at the left edge and has no close mark]])
  end)

  it("opens tabs before the + button, which stays at the right edge however many there are", function()
    for _ = 1, 12 do app:press("ctrl+t") end
    assert.equal("new12", app.selected.id)
    assert.equal(42, app:tab("new12").index)
    app:expectScreen([[
      |  ✉️ Mail 3    📅 Calendar  ‹ +36  ✨ N…   ✨ New… ×   ✨ New… ×   ✨ New… ×   ✨ New tab 12 ×   +
      |                                                                              ╺━━━━━━━━━━━━━━━╸
      |New tab 12
      |
      |opened New tab 12]])
  end)

  it("closes a tab by a click on its close mark, and says which from the removed item", function()
    app:click{ tab = "t1", part = "close" }
    assert.is_nil(app:tab("t1"))
    assert.same({ "shouldClose t1", "didClose t1" }, app.log)
    app:expectScreen([[
      |  ✉️ Mail 3    📅 Calendar   📄 Des… 12 ×   🔍 Sea… ×  (🎵 Mus… ×)  日 日本語… ×   📝 D…  +23 ›  +
      | ╺━━━━━━━━━━╸
      |Mail
      |
      |closed News — the front page of today's paper]])
  end)

  it("closes the selected tab with ctrl+w, and a tab under a middle click", function()
    app:tap("t2")
    app:press("ctrl+w")
    assert.is_nil(app:tab("t2"))
    assert.equal("t3", app.selected.id)
    assert.equal("closed Design document: tab strips in terminals", app.status)
    app:click{ tab = "t5", button = "middle" }
    assert.is_nil(app:tab("t5"))
    assert.equal("t3", app.selected.id)
  end)

  it("keeps the pinned tabs: no close mark, and ctrl+w or a middle click leaves them", function()
    assert.equal("mail", app.selected.id)
    app:press("ctrl+w")
    app:click{ tab = "cal", button = "middle" }
    assert.equal(31, #app.tabs)
    assert.is_nil(app.status)
  end)

  it("refuses to close the draft with unsaved changes until ctrl+s saves it", function()
    app:tap("t6")  -- brings it into view
    app:click{ tab = "t6", part = "close" }
    assert.is_not_nil(app:tab("t6"))
    assert.equal("Draft: reply to the team has unsaved changes: ctrl+s saves it", app.status)
    app:press("ctrl+s")
    assert.equal("saved Draft: reply to the team", app.status)
    app:press("ctrl+w")
    assert.is_nil(app:tab("t6"))
    assert.equal("closed Draft: reply to the team", app.status)
  end)

  it("moves the keyboard focus with the arrows and opens the focused tab with enter", function()
    app:press("right", "right")
    assert.equal("t1", app.focused.id)
    assert.equal("mail", app.selected.id)
    app:expectScreen([[
      |  ✉️ Mail 3    📅 Calendar  <📰 New… ×>  📄 Des… 12 ×   🔍 Sea… ×  (🎵 Mus… ×)  日 日… ×  +24 ›  +
      | ╺━━━━━━━━━━╸
      |Mail
      |
      |pinned: it keeps its place at the left edge and has no close mark]])
    app:press("enter")
    assert.equal("t1", app.selected.id)
    assert.is_nil(app.focused)
  end)

  it("drags a tab, keeping it out of the pinned ones", function()
    app:drag("t1", "t3")
    assert.equal("moved News — the front page of today's paper from 3 to 5", app.status)
    app:drag("t3", "mail")
    assert.equal("moved Search results for lua tab bar from 4 to 3", app.status)
    assert.same({ "didMove t1 3 5", "didMove t3 4 3" }, app.log)
    app:expectScreen([[
      |  ✉️ Mail 3    📅 Calendar   🔍 Search results f… ×   📄 Des… 12 ×   📰 New… ×  (🎵 M… ×) +25 ›  +
      |                            ╺━━━━━━━━━━━━━━━━━━━━━━╸
      |Search results for lua tab bar
      |
      |moved Search results for lua tab bar from 4 to 3]])
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
    app:expectScreen([[
      |  ✉️ Mail 3    📅 Calendar  ‹ +26  📄 De…   🔍 Sea… ×   🎵 Mus… ×   ✨ New… ×   ✨ New tab 2 ×   +
      |                                                                               ╺━━━━━━━━━━━━━━╸
      |New tab 2
      |
      |closed New tab 3]])
  end)

  it("refuses the disabled tab and says why", function()
    app:tap("t4")
    assert.equal("mail", app.selected.id)
  end)
end)
