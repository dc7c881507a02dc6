-- An item that leaves the list, whichever way: what a script still reads of it, which tab
-- takes the selection, and where the strip stays (docs/scripting.md, "The live container `c`").
local script = [[
local function say(c, item, how)
  c.status = ("%s %s: %s, %s, badge %s, #%d, %s"):format(how, item.id, item.title, item.kind,
    tostring(item.badgeValue), item.index, tostring(item.selected))
end
return {
  tabs = {
    { id = "a", title = "Alpha" }, { id = "b", title = "Beta", badgeValue = 3 },
    { id = "c", title = "Gamma" }, { id = "d", title = "Delta" },
  },
  selected = "b",
  keys = {
    ["ctrl+w"] = function(c) local item = c.selected; c:remove(item.id); say(c, item, "closed") end,
    ["ctrl+s"] = function(c)
      local item = c:tab("c")
      c:setTabs({ { id = "a", title = "Alpha" }, { id = "d", title = "Delta" } })
      say(c, item, "dropped")
    end,
    ["ctrl+e"] = function(c)
      local item = c:tab("a")
      c:remove("a")
      local ok, problem = pcall(function() item.title = "x" end)
      c.status = tostring(ok) .. " " .. problem:gsub("^.-: ", "")
    end,
    ["ctrl+k"] = function(c) c.state.kept = c:tab("c") end,
    ["ctrl+r"] = function(c) say(c, c.state.kept, "reloaded") end,
    ["ctrl+i"] = function(c)
      local item = c:tab("a")
      c:remove("a")
      c:insert({ id = "a", title = "Again" })
      say(c, item, "back")
    end,
  },
}
]]

describe("a removed item", function()
  local app
  before_each(function() app = tabhost.open(script, { width = 48, height = 3 }) end)

  it("keeps reading its last fields after c:remove", function()
    app:press("ctrl+w")
    app:expectScreen([[
  Alpha   Gamma   Delta
         ╺━━━━━╸
closed b: Beta, tab, badge 3, #2, true]])
  end)

  it("keeps reading its last fields after c:setTabs drops it", function()
    app:press("ctrl+s")
    assert.equal("dropped c: Gamma, tab, badge nil, #3, false", app.status)
  end)

  it("refuses writes with a clear error", function()
    app:press("ctrl+e")
    assert.equal("false cannot set title of the item 'a': it was removed", app.status)
  end)

  it("reads the new item once one with its id is back", function()
    app:press("ctrl+i")
    assert.equal("back a: Again, tab, badge nil, #4, false", app.status)
  end)

  it("kept in state across a reload that drops it, reads its last fields", function()
    app:press("ctrl+k")
    assert.is_true(app:reload((script:gsub('{ id = "c", title = "Gamma" }, ', ""))))
    assert.same({}, app.errors)
    app:press("ctrl+r")
    assert.equal("reloaded c: Gamma, tab, badge nil, #3, false", app.status)
  end)
end)

describe("the selected tab leaving", function()
  -- Every way picks the same neighbour: the tab now in its place, else the nearest earlier.
  local function tabs(ids)
    local list = {}
    for _, id in ipairs(ids) do list[#list + 1] = ("{ id = %q, title = %q }"):format(id, id:upper()) end
    -- `selected` only where there is a "c": a reload must not name a tab it drops.
    local selected = ids[3] == "c" and "selected = 'c', " or ""
    return "return { " .. selected .. "tabs = { " .. table.concat(list, ", ") .. " } }"
  end

  for _, case in ipairs({
    { name = "c:remove", change = function(app) app:remove("c") end },
    { name = "c:setTabs", change = function(app) app:setTabs({ { id = "a" }, { id = "b" }, { id = "d" }, { id = "e" } }) end },
    { name = "a reload", change = function(app) assert.is_true(app:reload(tabs({ "a", "b", "d", "e" }))) end },
  }) do
    it("picks the tab in its place: " .. case.name, function()
      local app = tabhost.open(tabs({ "a", "b", "c", "d", "e" }), { width = 30, height = 2 })
      case.change(app)
      assert.equal("d", app.selected.id)
    end)
  end

  it("picks the nearest earlier one when it was last, also on reload", function()
    local app = tabhost.open(tabs({ "a", "b", "c" }), { width = 30, height = 2 })
    assert.is_true(app:reload(tabs({ "a", "b" })))
    assert.equal("b", app.selected.id)
  end)
end)

describe("a reload", function()
  it("keeps the strip where a click on an overflow marker scrolled it", function()
    local source = [[
local tabs = {}
for i = 1, 12 do tabs[i] = { id = "t" .. i, title = "Tab " .. i } end
return { tabs = tabs }
]]
    local app = tabhost.open(source, { width = 30, height = 2 })
    app:expectScreen([[
      |  Tab 1   Tab 2   Tab 3   +9 ›
      | ╺━━━━━╸]])
    app:click(28, 1)
    local scrolled = app:screen()
    assert.is_true(app:reload(source))
    assert.equal(scrolled, app:screen())
    assert.equal("t1", app.selected.id)
  end)
end)
