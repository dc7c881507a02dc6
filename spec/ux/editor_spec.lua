-- examples/editor.lua: an editor's bar of 60 files. Close and reorder by key and by mouse.
describe("editor example", function()
  local app

  before_each(function()
    app = tabhost.open("../../examples/editor.lua", { width = 80, height = 5 })
  end)

  it("closes the selected file with ctrl+w, the next one taking its place", function()
    app:press("ctrl+w")
    assert.equal(59, #app.tabs)
    assert.equal("f2", app.selected.id)
    assert.equal("59 files open · ctrl+w or a middle click closes, alt+←/→ moves", app.status)
  end)

  it("closes the file under a middle click, leaving the selection", function()
    -- the selected title is whole, the others shrunk to a readable minimum: f2 is at 15
    assert.same({ tab = "f2", part = "title" }, app:hit(15, 1))
    app:click(15, 1, "middle")
    assert.is_nil(app:tab("f2"))
    assert.equal("f1", app.selected.id)
    app:click{ tab = "f3", button = "middle" }
    assert.is_nil(app:tab("f3"))
    assert.same({ "onOpen" }, app.log)  -- a binding is not an activation
  end)

  it("moves the selected file with alt+arrows", function()
    app:press("alt+right", "alt+right")
    assert.equal(3, app:tab("f1").index)
    app:press("alt+left")
    assert.equal(2, app:tab("f1").index)
  end)
end)
