-- Recorded with `tabhost run examples/btab.lua --record tests/record/btab-tour.lua`.
describe("btab", function()
  it("presses right, right, clicks 1, resizes to 40x6, clicks at 3,5, ...", function()
    local app = tabhost.open("../../examples/btab.lua", { width = 50, height = 6 })
    app:press("right", "right")
    app:expectScreen [[
        First            Second          Third
                                        ╺━━━━━━━━━━━━━╸
      Third page

      This is the third child view controller.
      Tab switches so far: 2
    ]]
    app:click{ tab = "1" }
    app:resize(40, 6)
    app:click(3, 5)
    app:scroll("down", 3, 1)
    app:expectScreen [[
        First        Second       Third
                    ╺━━━━━━━━━━╸
      Second page

      This is the second child view controller
      Tab switches so far: 4
    ]]
    assert.same({
      "didSelect 2", "tabSwitched 2 1", "didSelect 3", "tabSwitched 3 2", "didSelect 1",
      "tabSwitched 1 3", "didSelect 2", "tabSwitched 2 1",
    }, app.log)
  end)
end)
