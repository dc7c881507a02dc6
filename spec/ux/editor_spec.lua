-- examples/editor.lua: an editor's bufferline of 60 files. Distinct titles, modified dots,
-- close marks, pinned files, and moves within a group by key and by mouse.
describe("editor example", function()
  local app

  --- The first `n` titles, in list order.
  local function titles(n)
    local list = {}
    for i = 1, n do list[i] = app.tabs[i].title end
    return list
  end

  before_each(function()
    app = tabhost.open("../../examples/editor.lua", { width = 80, height = 5 })
  end)

  it("shows pinned files whole, then shrunk titles with a dot for each modified file", function()
    app:expectScreen([[
      |  Package.swift   README.md   src… ● × │ tes… × │ mai… ● × │ 日本語… ×     +54 ›
      | ╺━━━━━━━━━━━━━╸
      |-- Package.swift
      |
      |60 files open · ctrl+s saves, ctrl+w closes, ctrl+p pins, alt+←/→ moves]])
  end)

  it("tells files with the same name apart by their folders, and leaves unique names bare", function()
    assert.same({
      "Package.swift", "README.md", "src/init.lua", "test/init.lua", "main.swift", "日本語.txt",
      "🚀 launch.lua", "中文文件.md", "src/app/view.lua", "test/app/view.lua", "lib/view.lua", "day-01.md",
    }, titles(12))
    app:tap("test/init.lua")
    app:press("ctrl+w")
    -- the other init.lua is alone now: its name goes bare
    assert.equal("init.lua", app:tab("src/init.lua").title)
    app:expectScreen([[
      |  Package.swift   README.md   ini… ● × │ main.swift ● × │ 日本語… × │ 🚀…  +54 ›
      |                                        ╺━━━━━━━━━━━━━━╸
      |-- src/main.swift
      |
      |59 files open · ctrl+s saves, ctrl+w closes, ctrl+p pins, alt+←/→ moves]])
  end)

  it("refuses to close a modified file until ctrl+s saves it", function()
    app:tap("src/init.lua")
    app:press("ctrl+w")
    assert.equal("src/init.lua has unsaved changes: ctrl+s saves it", app.status)
    assert.equal(60, #app.tabs)
    app:press("ctrl+s")
    assert.equal("saved src/init.lua", app.status)
    assert.is_nil(app:tab("src/init.lua").badgeValue)
    app:press("ctrl+w")
    assert.is_nil(app:tab("src/init.lua"))
    assert.equal("init.lua", app:tab("test/init.lua").title)
  end)

  it("closes a file by a click on its close mark or a middle click, leaving the selection", function()
    app:click{ tab = "test/init.lua", button = "middle" }
    assert.is_nil(app:tab("test/init.lua"))
    app:click{ tab = "docs/日本語.txt", part = "close" }
    assert.is_nil(app:tab("docs/日本語.txt"))
    assert.equal("Package.swift", app.selected.id)
    assert.same({ "onOpen", "shouldClose test/init.lua", "didClose test/init.lua",
      "shouldClose docs/日本語.txt", "didClose docs/日本語.txt" }, app.log)
  end)

  it("keeps pinned files: no close mark, and ctrl+w leaves them", function()
    app:press("ctrl+w")
    assert.equal(60, #app.tabs)
    assert.equal("Package.swift", app.selected.id)
  end)

  it("pins the selected file, which then moves only among the pinned", function()
    app:tap("src/main.swift")
    app:press("ctrl+p")
    assert.equal("pinned main.swift", app.status)
    app:press("alt+left")
    assert.same({ "Package.swift", "main.swift", "README.md" }, titles(3))
    app:press("alt+left", "alt+left")  -- the second stops at the group's edge
    assert.same({ "main.swift", "Package.swift", "README.md" }, titles(3))
    app:press("ctrl+p")
    assert.equal("unpinned main.swift", app.status)
    assert.same({ "Package.swift", "README.md", "main.swift" }, titles(3))
  end)

  it("moves an unpinned file with alt+arrows, never into the pinned group", function()
    app:tap("src/init.lua")
    app:press("alt+right", "alt+right")
    assert.equal(5, app:tab("src/init.lua").index)
    app:press("alt+left", "alt+left", "alt+left", "alt+left")
    assert.equal(3, app:tab("src/init.lua").index)
  end)

  it("drags a file within its group, a drop on a pinned one landing after them", function()
    app:drag("test/init.lua", "src/main.swift")
    assert.equal(5, app:tab("test/init.lua").index)
    app:drag("test/init.lua", "README.md")
    assert.equal(3, app:tab("test/init.lua").index)
  end)

  it("keeps what was closed, pinned and saved across a hot reload", function()
    app:click{ tab = "test/init.lua", part = "close" }
    app:tap("src/init.lua")
    app:press("ctrl+s", "ctrl+p")
    app:tap("README.md")
    app:press("ctrl+p")  -- unpinned
    assert.is_true(app:reload())
    assert.same({ "Package.swift", "init.lua", "README.md", "main.swift" }, titles(4))
    app:expectScreen([[
      |  Package.swift   init.lua   README.md × │ mai… ● × │ 日本語… × │ 🚀 l… ×  +53 ›
      |                            ╺━━━━━━━━━━━╸
      |-- README.md
      |
      |59 files open · ctrl+s saves, ctrl+w closes, ctrl+p pins, alt+←/→ moves]])
  end)
end)
