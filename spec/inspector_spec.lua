-- The inspector (docs/inspector.md), headless: app:inspect and each of its tabs, asserted
-- literally on the screen of an app opened with { inspector = true }.
local function notes(options)
  options = options or {}
  options.width, options.height = options.width or 40, options.height or 12
  return tabhost.open("support/notes.lua", options)
end

describe("app:inspect", function()
  it("prints what the console would: values readably, cycles marked, proxies by id", function()
    local app = notes()
    assert.equal("1", app:inspect("state.count"))
    assert.equal("1", app:inspect("=state.count"))
    assert.equal('{ "a", "b" }', app:inspect("state.user.tags"))
    assert.equal('<item home>', app:inspect("c.selected"))
    assert.equal('"home"\t', app:inspect("c.selected.id") .. "\t")
    assert.equal("<cycle>", app:inspect("state.self"):match("<cycle>"))
    assert.equal("3\t4", app:inspect("return 3, 4"):gsub("\n", "\t"))
    assert.equal("", app:inspect("x = 1"))
    assert.equal("1", app:inspect("x"))
  end)

  it("shows an error with its place, and what the chunk printed", function()
    local app = notes()
    assert.equal("console:1: attempt to call a nil value (global 'nope')", app:inspect("nope()"))
    assert.equal("hi\n2", app:inspect("print('hi') return 2"))
    assert.equal("incomplete: the chunk needs more lines", app:inspect("for i = 1, 2 do"))
  end)

  it("edits the live container: the change is on the next screen", function()
    local app = notes()
    app:inspect('c:insert({ id = "n", title = "New" })')
    assert.matches("New", app:screen(), 1, true)
    assert.equal("3", app:inspect("#c.tabs"))
  end)

  it("stops a loop at the script's budget", function()
    local app = notes({ timeout = 50 })
    assert.matches("^console:1: script timed out after 50 ms", app:inspect("while true do end"))
    assert.equal("1", app:inspect("state.count"))
  end)

  it("gives c as the bar with the keyboard focus, in nested containers", function()
    local nested = tabhost.open([[return { tabs = {
      { id = "outer", title = "Outer", page = { tabs = { { id = "x", title = "X" }, { id = "y", title = "Y" } } } },
      { id = "other", title = "Other" },
    } }]])
    assert.equal('"outer"', nested:inspect("c.selected.id"))
    nested:press("down", "right")
    assert.equal('"y"', nested:inspect("c.selected.id"))
    assert.equal('{ "x", "y" }', nested:inspect("local ids = {} for i, t in ipairs(c.tabs) do ids[i] = t.id end return ids"))
  end)

  it("evaluates in the script's sandbox, its globals shared with the script", function()
    local app = notes()
    assert.equal("console:1: os.execute is not available in the sandbox (run with --trust)", app:inspect("os.execute('true')"))
    assert.equal("", app:inspect("answer = 42"))
    assert.equal("42", app:inspect("answer"))
  end)

  it("shows control characters a value holds escaped", function()
    local app = notes({ inspector = true })
    app:type('print("a\\27[2Jb")\n')
    assert.matches("a\\27[2Jb", app:screen(), 1, true)
  end)

  it("cuts long tables and nests to a depth", function()
    local app = notes()
    local long = app:inspect("local t = {} for i = 1, 100 do t[i] = i end return t")
    assert.matches("... (more)", long, 1, true)
    assert.equal("{ a = { b = { c = {...} } } }", app:inspect("{ a = { b = { c = { d = 1 } } } }"))
  end)
end)

describe("the inspector's screens", function()
  local app
  before_each(function() app = notes({ inspector = true }) end)

  it("takes the lower half, the script the upper, and opens on the Console", function()
    assert.equal(40, app.width)
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
       ╺━━━━━━━╸
      >
    ]]
  end)

  it("Console: prints values, waits for the rest of an incomplete chunk, shows errors with their place", function()
    app:type("state.user.name\n")
    app:type("for i = 1, 2 do\n")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
       ╺━━━━━━━╸
      > state.user.name
      "ada"
      > for i = 1, 2 do
      >>
    ]]
    app:type("print(i) end\n")
    app:type("nope()\n")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
       ╺━━━━━━━╸
      > nope()
      console:1: attempt to call a nil value
      (global 'nope')
      >
    ]]
  end)

  it("Console: an edit through c shows in the script's part at once", function()
    app:type('c:insert({ id = "n", title = "New" })\n')
    app:type("state.count = 7\n")
    app:expectScreen [[
        Home   Todo   New
       ╺━━━━╸
      count 7



        Console  State  Log  Items  Frames
       ╺━━━━━━━╸
      > c:insert({ id = "n", title = "New" })
      > state.count = 7
      >
    ]]
  end)

  it("Console: line editing and history", function()
    app:type("stat.count")
    app:press("home", "right", "right", "right", "right")
    app:type("e")
    app:press("enter")
    app:type("one two three")
    app:press("ctrl+w", "ctrl+a", "delete", "ctrl+e", "backspace")
    app:type("X")
    app:press("left", "ctrl+u")
    app:press("enter")
    app:press("up", "up", "down")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
       ╺━━━━━━━╸
      1
      > X
      nil
      > X
    ]]
  end)

  it("State: a tree that expands and collapses, live", function()
    app:press("alt+2", "down", "down", "enter", "down", "down", "enter")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
                ╺━━━━━╸
        self = <cycle>
      ▾ user
          name = "ada"
        ▾ tags
    ]]
    app:press("up", "up", "enter")
    app:inspect("state.count = 2")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 2



        Console  State  Log  Items  Frames
                ╺━━━━━╸
        count = 2
        self = <cycle>
      ▸ user = { name = "ada", tags = {...} }
    ]]
  end)

  it("Log: callbacks with their arguments and what the script printed, in order, with a filter", function()
    app:press("tab", "right", "left", "tab", "alt+3")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
                       ╺━━━╸
      0.000 print: selected todo
      0.000 didSelect home
      0.000 print: selected home
      / to filter
    ]]
    app:type("/todo\n")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
                       ╺━━━╸
      0.000 didSelect todo
      0.000 print: selected todo

      filter: todo
    ]]
  end)

  it("Log: errors with their place, and reloads", function()
    local failing = tabhost.open("return { tabs = { { id = 'a', title = 'A' }, { id = 'b', title = 'B' } },\n"
      .. "didSelect = function(c, item) error('no ' .. item.id) end }", { width = 44, height = 12, name = "f.lua", inspector = true })
    failing:press("tab", "right", "tab", "alt+3")
    assert.matches("0.000 didSelect b\n0.000 error: f.lua:2: no b", failing:screen(), 1, true)
    failing:reload("return { tabs = {")
    failing:expectScreen [[
        A   B
           ╺━╸



      ✗ f.lua:1: unexpected symbol near <eof>
        Console  State  Log  Items  Frames
                       ╺━━━╸
      0.000 error: f.lua:2: no b
      0.000 error: reload failed: f.lua:1:
      unexpected symbol near <eof>
      / to filter
    ]]
  end)

  it("Items: each bar's items with their fields, the selection and the focus", function()
    app:inspect('c:insert({ id = "t", title = "Wrap", kind = "toggle" })')
    app:press("alt+4")
    app:expectScreen [[
        Home   Todo   ☐ Wrap
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
                            ╺━━━━━╸
      bar: 3 items, selected home (keyboard)
        * home  "Home"  page: function
        todo  "Todo"
        t  "Wrap"  toggle off
    ]]
  end)

  it("Frames: headless apps time none", function()
    app:press("alt+5")
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
                                   ╺━━━━━━╸
          lua layout render   diff bytes event
      no frames yet (they are timed in run)
    ]]
  end)

  it("closes with f12, and the script then draws on the whole screen as without it", function()
    local plain = notes()
    app:press("f12")
    assert.equal(plain:ansi(), app:ansi())
    assert.equal(12, #app:screen():gsub("[^\n]", "") + 1)
    app:press("f12", "tab", "right")
    assert.equal("todo", app.selected.id)
  end)

  it("tab gives the keyboard to the script and back; the bar says when the script has it", function()
    local wide = notes({ width = 60, height = 8, inspector = true })
    wide:press("tab", "right")
    wide:expectScreen [[
        Home   Todo
              ╺━━━━╸
      nothing to do

        Console  State  Log  Items  Frames         keys: app (tab)
       ╺━━━━━━━╸
      >
    ]]
    wide:press("tab")
    wide:type("c.selected.id\n")
    assert.equal("  Console  State  Log  Items  Frames", wide:screen():match("\n(  Console[^\n]*)"))
    assert.matches('"todo"', wide:screen(), 1, true)
  end)

  it("takes clicks where they land: a tab of its bar, a row of the State tab", function()
    app:click(13, 7)  -- State, on the inspector's bar (row 7 of 12)
    app:click(3, 11)  -- the row of user
    app:expectScreen [[
        Home   Todo
       ╺━━━━╸
      count 1



        Console  State  Log  Items  Frames
                ╺━━━━━╸
        count = 1
        self = <cycle>
      ▾ user
          name = "ada"
    ]]
    app:click(9, 1)  -- Todo, in the script's part
    assert.equal("todo", app.selected.id)
  end)

  it("Items: nested bars too, with their path and the one with the keyboard", function()
    local nested = tabhost.open([[return { tabs = {
      { id = "outer", title = "Outer", page = { tabs = { { id = "x", title = "X" }, { id = "y", title = "Y" } } } },
      { id = "off", title = "Off", disabled = "later", badgeValue = 3 },
    } }]], { width = 44, height = 14, inspector = true })
    nested:press("tab", "down", "right", "tab", "alt+4")
    nested:expectScreen [[
        Outer  (Off 3 )
       ╶─────╴
        X   Y
           ╺━╸



        Console  State  Log  Items  Frames
                            ╺━━━━━╸
      bar: 2 items, selected outer
        * outer  "Outer"  page: bar
        off  "Off"  disabled  badge "3"
      bar outer: 2 items, selected y (keyboard)
        x  "X"
    ]]
  end)

  it("keeps a thousand lines of what one entry printed, each cut at 2000 bytes", function()
    local printed = app:inspect("for i = 1, 5000 do print(i) end")
    assert.equal(1001, select(2, printed:gsub("\n", "")) + 1)
    assert.matches("\n%.%.%. %(4000 more lines printed%)$", printed)
    assert.equal(2003, #app:inspect("print(('x'):rep(10^6))"))
  end)

  it("lets a script's own binding of the key win", function()
    local bound = tabhost.open("return { tabs = { { id = 'a', title = 'A' } }, keys = { f12 = function(c) c.status = 'mine' end } }",
      { width = 20, height = 6, inspector = true })
    bound:press("tab", "f12")
    assert.matches("mine", bound:screen(), 1, true)
    assert.matches("Console", bound:screen(), 1, true)
  end)
end)
