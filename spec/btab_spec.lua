-- examples/btab.lua: BTabViewController's fitted tabs. didSelect on every activation,
-- tabSwitched only when the selection changes, the page counting switches in `state`.
describe("btab example", function()
  local app

  before_each(function()
    app = tabhost.open("../examples/btab.lua", { width = 50, height = 6 })
  end)

  it("starts on the first tab with its page and no callbacks", function()
    app:expectScreen [[
        First            Second          Third
       ╺━━━━━━━━━━━━━━╸
      First page

      This is the first child view controller.
      Tab switches so far: 0
    ]]
    assert.equal("1", app.selected.id)
    assert.same({}, app.log)
  end)

  it("moves right with the arrow key: didSelect, then tabSwitched", function()
    app:press("right")
    app:expectScreen [[
        First            Second          Third
                        ╺━━━━━━━━━━━━━╸
      Second page

      This is the second child view controller.
      Tab switches so far: 1
    ]]
    assert.same({ "didSelect 2", "tabSwitched 2 1" }, app.log)
  end)

  it("re-activating the selected tab calls didSelect only", function()
    app:tap("1")
    app:press("enter")
    assert.same({ "didSelect 1", "didSelect 1" }, app.log)
    assert.equal("1", app.selected.id)
  end)

  it("wraps from the last tab to the first", function()
    app:press("end", "right")
    assert.equal("1", app.selected.id)
    assert.same({ "didSelect 3", "tabSwitched 3 1", "didSelect 1", "tabSwitched 1 3" }, app.log)
  end)

  it("picks a tab by number and by vim keys", function()
    app:press("3")
    assert.equal("3", app.selected.id)
    app:press("h")
    assert.equal("2", app.selected.id)
    assert.equal(2, app.state.switches)
  end)

  it("counts every switch in the page", function()
    app:press("right", "right", "left", "home")
    assert.matches("Tab switches so far: 4", app:screen())
    assert.equal(4, app.state.switches)
  end)

  it("clicks a tab by id and by position", function()
    app:click{ tab = "3" }
    assert.equal("3", app.selected.id)
    app:click(4, 1)
    assert.equal("1", app.selected.id)
    assert.same({ "didSelect 3", "tabSwitched 3 1", "didSelect 1", "tabSwitched 1 3" }, app.log)
  end)

  it("moves with the wheel over the bar, not over the page", function()
    app:scroll("down", 10, 1)
    assert.equal("2", app.selected.id)
    app:scroll("down", 10, 4)
    assert.equal("2", app.selected.id)
    app:scroll("up", 30, 2)
    assert.equal("1", app.selected.id)
  end)

  it("selects silently from the test", function()
    app:select("3")
    assert.equal("3", app.selected.id)
    assert.same({}, app.log)
    assert.matches("Third page", app:screen())
  end)

  it("draws the highlight bold and the indicator in its color", function()
    local styled = app:styledScreen()
    assert.matches("\n1:2%-17 bold fg=brightWhite\n1:19%-33 fg=#a0a0a0\n", styled)
    assert.matches("\n2:2%-17 fg=#4a90d9\n", styled)
  end)
end)
