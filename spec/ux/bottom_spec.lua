-- examples/material-bottom.lua: bottom navigation with a top bar nested in Home. The keys act
-- on one bar at a time, and the screen says which, colors or not.
describe("bottom navigation with a nested bar", function()
  local app

  before_each(function()
    app = tabhost.open("../../examples/material-bottom.lua", { width = 60, height = 8 })
  end)

  it("draws the bar with the keys heavy and the other light, before and after down", function()
    app:expectScreen [[
        FOR YOU   FOLLOWING
       ╶───────╴
      For you

      Your feed.
      ────────────────────────────────────────────────────────────
             ⌂            ✉ 12            ☏ ●             ⚙
           [Home]          Mail           Chat        Settings
    ]]
    local before = app:styledScreen()
    app:press("down")
    assert.are_not.equal(before, app:styledScreen())
    app:expectScreen [[
        FOR YOU   FOLLOWING
       ╺━━━━━━━╸
      For you

      Your feed.
      ────────────────────────────────────────────────────────────
             ⌂            ✉ 12            ☏ ●             ⚙
           ‹Home›          Mail           Chat        Settings
    ]]
  end)

  it("keeps a bottom bar on the last row when a status shows", function()
    local small = tabhost.open([[
      return {
        style = { position = "bottom" },
        tabs = { { id = "a", title = "Home", page = "1\n2\n3" }, { id = "b", title = "Chat", disabled = "offline" } },
      }
    ]], { width = 20, height = 4 })
    small:expectScreen [[
      1
      2
      3
       [Home] (Chat)
    ]]
    small:press("2")
    small:expectScreen [[
      1
      2
      Chat: offline
       [Home] (Chat)
    ]]
  end)
end)
