-- Every call of `app`, the object tabhost.open returns (docs/testing.md lists them).
local function inbox(options)
  return tabhost.open("support/inbox.lua", options or { width = 40, height = 5 })
end

describe("tabhost.open", function()
  it("opens a script file relative to the spec, at the size asked for", function()
    local app = inbox({ width = 30, height = 4 })
    assert.equal(30, app.width)
    assert.equal(4, app.height)
    assert.equal("Inbox of 30x2", app:screen():match("Inbox of %d+x%d+"))
  end)

  it("opens Lua source text, 80x24 by default", function()
    local app = tabhost.open("return { tabs = { { id = 'a', title = 'Alpha' } } }")
    assert.equal(80, app.width)
    assert.equal(24, app.height)
    assert.equal("  Alpha\n ╺━━━━━╸" .. ("\n"):rep(22), app:screen())
  end)

  it("raises the script's own file:line and reason when it does not load", function()
    local ok, problem = pcall(tabhost.open, "return {\n  style = { tabsGapp = 1 },\n}")
    assert.is_false(ok)
    assert.equal("[source]:2: style.tabsGapp: unknown parameter (did you mean tabsGap?)", problem)
    assert.matches("^cut%.lua:1: ", select(2, pcall(tabhost.open, "return {", { name = "cut.lua" })))
    assert.error_matches(function() tabhost.open("support/missing.lua") end, "support/missing.lua: cannot open", 1, true)
  end)

  it("refuses unknown options with a hint", function()
    assert.error_matches(function() tabhost.open("return {}", { widht = 10 }) end, "unknown option 'widht' (did you mean width?)", 1, true)
    assert.error_matches(function() tabhost.open("return {}", { color = "lots" }) end, "color: expected never, 16, 256 or truecolor", 1, true)
  end)
end)

describe("app input", function()
  local app
  before_each(function() app = inbox() end)

  it("presses several keys in one call, key bindings first", function()
    app:press("right", "left", "ctrl+o", "ctrl+O")
    assert.equal(2, app.state.opened)
    assert.same({
      "shouldSelect sent", "didSelect sent", "tabSwitched sent inbox",
      "shouldSelect inbox", "didSelect inbox", "tabSwitched inbox sent",
    }, app.log)
  end)

  it("refuses unknown key names", function()
    assert.error_matches(function() app:press("lefty") end, "app:press: unknown key 'lefty'", 1, true)
    assert.error_matches(function() app:press("entr") end, "app:press: unknown key 'entr' (did you mean enter?)", 1, true)
  end)

  it("types text a character at a time", function()
    app:type("2l1")
    assert.equal("inbox", app.selected.id)
    assert.equal(9, #app.log)
    assert.equal("tabSwitched broken sent", app.log[6])
  end)

  it("records script errors and keeps running", function()
    app:press("3")
    assert.equal("broken", app.selected.id)
    assert.equal(1, #app.errors)
    assert.matches("support/inbox%.lua:21: broken tab selected$", app.errors[1])
    app:press("1")
    assert.equal("inbox", app.selected.id)
  end)

  it("says why a disabled tab does nothing", function()
    app:tap("off")
    assert.same({}, app.log)
    assert.matches("Off: needs login", app:screen())
  end)

  it("clicks by position and by item", function()
    app:click(15, 1)
    assert.equal("sent", app.selected.id)
    app:click{ tab = "inbox", part = "title" }
    assert.equal("inbox", app.selected.id)
    assert.error_matches(function() app:click{ tab = "nope" } end, "no item with id 'nope' is visible", 1, true)
    assert.error_matches(function() app:click{ tab = "sent", part = "badge" } end, "item 'sent' shows no badge part", 1, true)
  end)

  it("scrolls the wheel over the bar", function()
    app:scroll("down", 1, 1)
    assert.equal("sent", app.selected.id)
    assert.error_matches(function() app:scroll("sideways", 1, 1) end, 'expected "up" or "down"', 1, true)
  end)

  it("taps items as a user would, and knows no unknown id", function()
    app:tap("sent")
    assert.same({ "shouldSelect sent", "didSelect sent", "tabSwitched sent inbox" }, app.log)
    assert.error_matches(function() app:tap("nope") end, "no item with id 'nope'", 1, true)
  end)

  it("resizes, calling onResize", function()
    app:resize(20, 3)
    assert.same({ "onResize 20 3" }, app.log)
    assert.equal("Inbox of 20x1", app:screen():match("Inbox of %d+x%d+"))
  end)

  it("advances the virtual clock", function()
    assert.equal(0, app.now)
    app:advance(300)
    app:advance(50)
    assert.equal(350, app.now)
  end)
end)

describe("app reload", function()
  it("reloads from source, keeping the selection and calling onReload", function()
    local app = tabhost.open("return { tabs = { { id = 'a' }, { id = 'b' } }, onReload = function() end }")
    app:press("right")
    assert.is_true(app:reload("return { tabs = { { id = 'b', title = 'Bee' } }, onReload = function() end }"))
    assert.equal("b", app.selected.id)
    assert.equal("Bee", app.selected.title)
    assert.equal("onReload", app.log[#app.log])
  end)

  it("keeps the last good script when a reload fails, and says why", function()
    local app = inbox()
    local ok, problem = app:reload("return { tabs = { { id = 1, titel = 'x' } } }")
    assert.is_false(ok)
    assert.matches("tabs%[1%]%.titel: unknown field %(did you mean title%?%)", problem)
    assert.equal(problem, app.reloadError)
    assert.equal("inbox", app.selected.id)
    assert.is_true(app:reload())
    assert.is_nil(app.reloadError)
  end)
end)

describe("app screens", function()
  local app
  before_each(function() app = inbox() end)

  it("reads the screen as text, trailing spaces trimmed", function()
    app:expectScreen [[
        Inbox 2     Sent    Broken   (Off)
       ━━━━━━━━━━
      Inbox of 40x3
      opened 0
    ]]
  end)

  it("reads the styled screen: rows, --, then style runs", function()
    local styled = app:styledScreen()
    assert.matches("^  Inbox 2", styled)
    assert.matches("\n%-%-\n1:2%-7 bold\n1:8%-10 fg=brightWhite bg=red\n", styled)
  end)

  it("encodes escape codes in the color mode asked for", function()
    assert.equal(app:screen() .. "\n", app:ansi())
    local colored = tabhost.open("support/inbox.lua", { color = "256" })
    assert.matches("\27%[", colored:ansi())
  end)

  it("hits items and parts", function()
    assert.same({ tab = "inbox", part = "title" }, app:hit(3, 1))
    assert.same({ tab = "inbox", part = "badge" }, app:hit(9, 1))
    assert.is_nil(app:hit(3, 3))
  end)

  it("fails expectScreen with both screens and the differing rows", function()
    local ok, message = pcall(function() app:expectScreen("  Inbox 2    Sent\n━━") end)
    assert.is_false(ok)
    assert.matches("app_spec%.lua:%d+: app:expectScreen: the screen differs at rows 1, 2, 3, 4", message)
    assert.matches("expected:\n> 1|  Inbox 2    Sent\n> 2|━━\nactual:\n> 1|  Inbox 2     Sent    Broken   %(Off%)", message)
  end)

  it("compares the styled screen with a committed snapshot", function()
    app:expectSnapshot()
    app:press("right")
    app:expectSnapshot("sent")
  end)
end)

describe("app as the live container", function()
  local app
  before_each(function() app = inbox() end)

  it("reads items as plain tables", function()
    assert.same({
      id = "inbox", title = "Inbox", kind = "tab", index = 1, selected = true, on = true,
      disabled = false, hidden = false, badgeValue = "2",
    }, app.selected)
    assert.equal(4, #app.tabs)
    assert.equal("needs login", app:tab("off").disabled)
    assert.is_nil(app:tab("nope"))
  end)

  it("selects silently, or as the user with notify", function()
    app:select("sent")
    assert.same({}, app.log)
    app:select("inbox", { notify = true })
    assert.same({ "shouldSelect inbox", "didSelect inbox", "tabSwitched inbox sent" }, app.log)
    assert.error_matches(function() app:select("nope") end, "no item with id 'nope'", 1, true)
  end)

  it("inserts, moves, removes and replaces items", function()
    app:insert({ id = "drafts", title = "Drafts" }, { after = "inbox" })
    app:move("off", 1)
    app:remove("broken")
    local ids = {}
    for i, item in ipairs(app.tabs) do ids[i] = item.id end
    assert.same({ "off", "inbox", "drafts", "sent" }, ids)
    app:select("sent")
    app:setTabs({ { id = "spam", title = "Spam" }, { id = "sent", title = "Sent" } })
    assert.equal("sent", app.selected.id)
    app.tabs = { { id = "only" } }
    assert.equal("only", app.selected.id)
  end)

  it("writes item fields and style parameters, relaying out at once", function()
    app:tab("sent").title = "Outbox"
    assert.matches("Outbox", app:screen())
    assert.equal(2, app.style.tabsGap)
    app.style.tabsGap = 5
    assert.equal(5, app.style.tabsGap)
    assert.matches("Inbox 2        Outbox", app:screen())
    app.style = { tabInset = 0 }
    assert.is_nil(app.style.tabsGap)
    assert.matches("^ Inbox 2    Outbox", app:screen())
  end)

  it("refuses bad values with the script's own rules", function()
    assert.error_matches(function() app.style.tabsGapp = 1 end, "style.tabsGapp: unknown parameter (did you mean tabsGap?)", 1, true)
    assert.error_matches(function() app:tab("sent").title = {} end, "tabs[2].title", 1, true)
    assert.error_matches(function() app.selected = "sent" end, "app.selected is read-only", 1, true)
    assert.error_matches(function() return app.selcted end, "app.selcted: no such field or method (did you mean selected?)", 1, true)
  end)

  it("keeps functions in their own Lua state", function()
    assert.error_matches(function() app:insert({ id = "x", action = function() end }) end,
      "cannot be passed from a spec to the app", 1, true)
  end)
end)

describe("an app's lifetime", function()
  local kept
  it("opens an app", function() kept = inbox() end)
  it("closes it when its test ends", function()
    assert.error_matches(function() kept:press("right") end, "this app was closed when the test that opened it ended", 1, true)
  end)
end)
