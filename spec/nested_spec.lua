-- Containers nested as pages, through the acceptance API: each bar has its own callbacks and
-- its own c; clicks land in whichever bar they hit; keys act on the focused bar, which down
-- enters and escape leaves.
describe("nested containers", function()
  local source = [[
    return {
      selected = "settings",
      tabs = {
        { id = "mail", title = "Mail", page = "Inbox" },
        { id = "settings", title = "Settings", page = {
            tabs = {
              { id = "general", title = "General", page = "General settings" },
              { id = "colors", title = "Colors", page = function(ctx) return "Colors of " .. #ctx.container.tabs end },
            },
            didSelect = function(c, item, index) end,
            tabSwitched = function(c, to, from) end,
        } },
      },
      didSelect = function(c, item, index) end,
      tabSwitched = function(c, to, from) end,
    }
  ]]
  local app

  before_each(function()
    app = tabhost.open(source, { width = 30, height = 6 })
  end)

  it("draws the nested bar and its page in the outer page area", function()
    -- The nested bar's indicator is light: the keys act on the outer bar until `down`.
    app:expectScreen [[
        Mail   Settings
              ╺━━━━━━━━╸
        General   Colors
       ╶───────╴
      General settings
    ]]
  end)

  it("clicks an inner tab by id: the inner callbacks run, the outer bar stays", function()
    app:click{ tab = "colors" }
    assert.same({ "didSelect colors", "tabSwitched colors general" }, app.log)
    assert.equal("settings", app.selected.id)
    assert.matches("Colors of 2", app:screen())
  end)

  it("says which bar a cell belongs to", function()
    assert.same({ tab = "settings", part = "title" }, app:hit(10, 1))
    assert.same({ tab = "colors", part = "title", path = { "settings" } }, app:hit(13, 3))
  end)

  it("moves the keyboard focus into the nested bar with down, and out with escape", function()
    app:press("down", "right")
    assert.same({ "didSelect colors", "tabSwitched colors general" }, app.log)
    app:press("escape", "left")
    assert.same({ "didSelect colors", "tabSwitched colors general", "didSelect mail", "tabSwitched mail settings" }, app.log)
    assert.equal("Inbox", app:screen():match("Inbox"))
  end)
end)
