-- examples/mail.lua: a new user's mail client. Every state shows without colors, the status
-- row is the script's own, and the initial visit goes through onOpen.
describe("mail example", function()
  local app

  before_each(function()
    app = tabhost.open("../../examples/mail.lua", { width = 60, height = 7 })
  end)

  it("opens with onOpen's status, pill badges, a disabled folder and tab stops in the page", function()
    assert.same({ "onOpen" }, app.log)
    assert.equal("3 unread", app.status)
    app:expectScreen [[
        Inbox 3  │ Drafts ● │ Sent │(Spam)│ Archive │ ☑ Not…  +2 ›
       ╺━━━━━━━━╸
      ────────────────────────────────────────────────────────────
      From    Subject
      ada     The analytical engine
      bob     Lunch?
      3 unread
    ]]
  end)

  it("shows a disabled folder's reason until the next key, then its own status again", function()
    app:press("4")
    assert.matches("\nSpam: spam is filtered on the server$", app:screen())
    assert.same({ "onOpen" }, app.log)  -- a disabled item runs no callback
    app:press("x")
    assert.matches("\n3 unread$", app:screen())
  end)

  it("runs Compose: a new draft badge and a status, the selection untouched", function()
    app:tap("compose")
    assert.equal("inbox", app.selected.id)
    assert.equal("1", app:tab("drafts").badgeValue)
    assert.equal("draft saved", app.status)
  end)

  it("flips the toggle and says so", function()
    app:tap("notify")
    assert.is_false(app:tab("notify").on)
    assert.equal("notifications off", app.status)
    assert.same({ "onOpen", "didSelect notify" }, app.log)  -- only the callbacks it defines
  end)

  it("slides the indicator to a tab selected with animated = true", function()
    app:press("ctrl+n")
    assert.equal("drafts", app.selected.id)
    assert.same({ "onOpen" }, app.log)  -- silent: no callbacks
    app:advance(150)
    assert.is_nil(app:screen():match("\n ╺━━━━━━━━╸\n"))  -- on its way, not under Inbox any more
    app:advance(150)
    assert.equal("            ╺━━━━━━━━╸", app:screen():match("\n([^\n]*)\n"))  -- under Drafts
  end)
end)
