-- The strip's layout and keyboard focus (docs/scripting.md: `overflow`, `activation`, `c:focus`).

-- A strip of `n` tabs titled from `titles`, with icons and badges, in one style.
local function strip(style, width)
  local source = [[
    local tabhost = require "tabhost"
    return tabhost.container {
      style = ]] .. style .. [[,
      tabs = {
        { id = "docs", title = "Documents", image = "📄" },
        { id = "down", title = "Downloads", image = "📄", badgeValue = 5 },
        { id = "cjk", title = "日本語の本", image = "📄" },
        { id = "off", title = "Offline", disabled = true },
        { id = "music", title = "Music" },
      },
      selected = "music",
    }
  ]]
  return tabhost.open(source, { width = width, height = 2 })
end

describe("overflow = shrink", function()
  it("keeps three characters, the icon and the badge of every tab before it scrolls", function()
    local app = strip([[{ overflow = "shrink", itemAppearance = "titledImages" }]], 56)
    app:expectScreen [[
      |  📄 Docu…   📄 Dow… 5    📄 日本語…  (Offline)  Music
      |                                                ╺━━━━━╸
    ]]
    assert.same({ tab = "down", part = "badge" }, app:hit(22, 1))
    app:click { tab = "down", part = "badge" }
    assert.equal("down", app.selected.id)
  end)

  it("leaves a tab cut by the edge blank rather than show its icon alone", function()
    local app = strip([[{ itemAppearance = "titledImages" }]], 30)
    app:expectScreen [[
      ‹ +3  日…   (Offline)  Music
                            ╺━━━━━╸
    ]]
  end)
end)

describe("activation = manual", function()
  local app
  before_each(function() app = strip([[{ activation = "manual" }]], 60) end)

  it("moves the keyboard focus across tabs without selecting, enter selects", function()
    app:press("home")
    assert.equal("music", app.selected.id)
    assert.equal("docs", app.focused.id)
    app:press("right")
    assert.equal("down", app.focused.id)
    app:expectScreen [[
      |  Documents  <Downloads 5 >  日本語の本  (Offline)  Music
      |                                                   ╺━━━━━╸
    ]]
    app:press("enter")
    assert.equal("down", app.selected.id)
    assert.is_nil(app.focused)
  end)

  it("skips a disabled tab and wraps", function()
    app:press("left")
    assert.equal("cjk", app.focused.id)
    app:press("end", "right")
    assert.equal("docs", app.focused.id)
    app:press("space")
    assert.equal("docs", app.selected.id)
  end)
end)

describe("c.focused and c:focus", function()
  local source = [[
    local tabhost = require "tabhost"
    return tabhost.container {
      style = { activation = "manual" },
      tabs = {
        { id = "a", title = "Alpha" }, { id = "b", title = "Beta" },
        { id = "off", title = "Off", disabled = true }, { id = "gone", title = "Gone", hidden = true },
      },
      keys = {
        f = function(c) c.focused = c:tab("b") end,
        g = function(c) c:focus("a") end,
        n = function(c) c.focused = nil end,
        d = function(c) c:focus("off") end,
        h = function(c) c.focused = "gone" end,
      },
    }
  ]]

  it("moves the focus from Lua to an item or an id, nil gives it back", function()
    local app = tabhost.open(source, { width = 30, height = 2 })
    app:press("f")
    assert.equal("b", app.focused.id)
    assert.equal("a", app.selected.id)
    app:press("enter")
    assert.equal("b", app.selected.id)
    app:press("g")
    assert.equal("a", app.focused.id)
    app:press("n")
    assert.is_nil(app.focused)
  end)

  it("never gives the focus to a disabled or hidden item", function()
    local app = tabhost.open(source, { width = 30, height = 2 })
    app:press("d")
    assert.is_nil(app.focused)
    assert.matches("cannot focus 'off': it is disabled", app.errors[1], 1, true)
    app:press("h")
    assert.matches("cannot focus 'gone': it is hidden", app.errors[2], 1, true)
  end)
end)

describe("close marks", function()
  local source = [[
    local tabhost = require "tabhost"
    local state = { closed = {} }
    return tabhost.container {
      state = state,
      style = { closable = true },
      tabs = {
        { id = "a", title = "Alpha" }, { id = "b", title = "Beta", badgeValue = 2 },
        { id = "keep", title = "Keep" }, { id = "plus", title = "+", closable = false },
      },
      shouldClose = function(_, item) return item.id ~= "keep" end,
      didClose = function(c, item, index)
        c.state.closed[#c.state.closed + 1] = item.title .. "@" .. index
      end,
    }
  ]]

  it("draws × after the title and the badge; a click on it closes the tab", function()
    local app = tabhost.open(source, { width = 40, height = 2 })
    app:expectScreen [[
      |  Alpha ×   Beta 2 ×   Keep ×   +
      | ╺━━━━━━━╸
    ]]
    assert.same({ tab = "a", part = "close" }, app:hit(9, 1))
    app:click { tab = "b", part = "close" }
    assert.same({ "Beta@2" }, app.state.closed)
    assert.same({ "shouldClose b", "didClose b" }, app.log)
    assert.is_nil(app:tab("b"))
  end)

  it("closes the selected tab with ctrl+w, and shouldClose can veto", function()
    local app = tabhost.open(source, { width = 40, height = 2 })
    app:press("ctrl+w")
    assert.same({ "Alpha@1" }, app.state.closed)
    assert.equal("b", app.selected.id)
    app:select("keep")
    app:press("ctrl+w")
    assert.equal("keep", app.selected.id)
    app:close("b")
    assert.same({ "Alpha@1", "Beta@1" }, app.state.closed)
  end)
end)

describe("pinned items", function()
  local function pinnedStrip(count)
    local lines = { 'local tabhost = require "tabhost"', "local tabs = { { id = 'home', title = 'Home', pinned = true } }" }
    lines[#lines + 1] = "for i = 1, " .. count .. " do tabs[#tabs + 1] = { id = 't' .. i, title = 'Tab ' .. i } end"
    lines[#lines + 1] = "tabs[#tabs + 1] = { id = 'plus', title = '+', kind = 'button', pinned = 'end' }"
    lines[#lines + 1] = "return tabhost.container { tabs = tabs, selected = 't1' }"
    return tabhost.open(table.concat(lines, "\n"), { width = 40, height = 2 })
  end

  it("keep their edges while the tabs between scroll, with 300 tabs", function()
    local app = pinnedStrip(300)
    app:expectScreen [[
      |  Home   Tab 1   Tab 2   T…  +298 ›  +
      |        ╺━━━━━╸
    ]]
    app:press("home", "left", "left")  -- the first tab, the "+" at the end, then the last tab
    assert.equal("t300", app.selected.id)
    app:expectScreen [[
      |  Home  ‹ +298   Tab 299   Tab 300   +
      |                          ╺━━━━━━━╸
    ]]
    assert.same({ tab = "plus", part = "title" }, app:hit(38, 1))
  end)

  it("count in the bar's order for keys and digits", function()
    local app = pinnedStrip(3)
    app:press("home")
    assert.equal("home", app.selected.id)
    app:press("left")
    assert.equal("plus", app.focused.id)
    app:press("2")
    assert.equal("t1", app.selected.id)
  end)
end)
