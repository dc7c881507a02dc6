/// The scripts the benchmark runs, written to a temporary directory.
enum Scripts {
    /// Two tabs; the first title is replaced on each save (by one letter repeated, so every
    /// cell of it changes and the diff writes it whole, where the bench can see it).
    static func save(_ title: String) -> String {
        """
        return { tabs = { { id = "1", title = "\(title)", page = "saved" }, { id = "2", title = "Two", page = "two" } } }
        """
    }

    /// Three tabs in the default style whose pages are 59 rows of dense text, 200 columns
    /// wide: a heading naming the tab, then a body the tabs share (a log or a document
    /// viewed under several tabs; pages that differ entirely would change every cell).
    static let dense = """
        local body = {}
        for r = 1, 58 do
          local words = {}
          for w = 1, 40 do words[w] = string.format("w%03d%s", (r * 40 + w) % 997, r % 2 == 0 and "x" or "y") end
          body[r] = table.concat(words, " "):sub(1, 200)
        end
        local function page(title)
          return function(ctx)
            local rows = { title .. " - dense page" }
            for i = 1, #body do rows[#rows + 1] = body[i] end
            return rows
          end
        end
        return {
          tabs = {
            { id = "1", title = "One", page = page("One") },
            { id = "2", title = "Two", page = page("Two") },
            { id = "3", title = "Three", page = page("Three") },
          },
        }
        """

    /// `count` tabs built by a loop.
    static func tabs(_ count: Int) -> String {
        """
        local tabs = {}
        for i = 1, \(count) do tabs[i] = { id = tostring(i), title = "Tab " .. i, page = "page " .. i } end
        return { tabs = tabs }
        """
    }

    /// The key-event reference in plain Lua: examples/btab.lua's tabs and callbacks, the
    /// right arrow's bytes decoded, the next tab selected with didSelect and tabSwitched, the
    /// page function called, and an 80x24 text frame built (bar, indicator, page rows
    /// padded to the width). Prints microseconds per event.
    static let keyReference = #"""
        local N = tonumber(arg[1]) or 1000
        local W, H = 80, 24
        local tabs = {}
        for i, title in ipairs({ "First", "Second", "Third" }) do
          tabs[i] = { id = tostring(i), title = title, page = function(ctx)
            return { title .. " page", "", "This is the " .. title:lower() .. " child view controller.",
                     ("Tab switches so far: %d"):format(ctx.state.switches) }
          end }
        end
        local c = { selected = 1, tabs = tabs, state = { switches = 0 } }
        local function didSelect(c, item, index) end
        local function tabSwitched(c, to, from) c.state.switches = c.state.switches + 1 end
        local function decode(bytes) if bytes == "\27[C" then return "right" end end
        local function press(key)
          if key ~= "right" then return end
          local previous = c.selected
          local nextIndex = previous % #tabs + 1
          c.selected = nextIndex
          didSelect(c, tabs[nextIndex], nextIndex)
          if nextIndex ~= previous then tabSwitched(c, tabs[nextIndex], tabs[previous]) end
        end
        local function pad(s, n)
          local w = utf8.len(s)
          if w >= n then return s end
          return s .. string.rep(" ", n - w)
        end
        local function render()
          local n = #tabs
          local width = (W - 2 - (n - 1)) // n
          local bar, indicator = { " " }, { " " }
          for i, tab in ipairs(tabs) do
            bar[#bar + 1] = pad(" " .. tab.title, width)
            indicator[#indicator + 1] = i == c.selected and ("╺" .. string.rep("━", width - 2) .. "╸") or string.rep(" ", width)
            if i < n then bar[#bar + 1] = " "; indicator[#indicator + 1] = " " end
          end
          local rows = { pad(table.concat(bar), W), pad(table.concat(indicator), W) }
          local tab = tabs[c.selected]
          local page = tab.page({ width = W, height = H - 2, state = c.state, tab = tab, container = c })
          for i = 1, H - 2 do rows[#rows + 1] = pad(page[i] or "", W) end
          return table.concat(rows, "\n")
        end
        for _ = 1, 200 do press(decode("\27[C")); render() end
        local start = os.clock()
        for _ = 1, N do press(decode("\27[C")); render() end
        print((os.clock() - start) / N * 1e6)
        """#

    /// A spec file of `tests` tests, each opening btab, pressing five keys and asserting
    /// the whole screen.
    static func specFile(tests: Int) -> String {
        var lines = ["describe(\"bench\", function()"]
        for n in 1...tests {
            lines.append("""
              it("switches \(n)", function()
                local app = tabhost.open("btab.lua", { width = 40, height = 3 })
                app:press("right", "right", "left", "right", "left")
                app:expectScreen([[
                  |  First        Second       Third
                  |              ╺━━━━━━━━━━╸
                  |Second page
                ]])
              end)
            """)
        }
        lines.append("end)")
        return lines.joined(separator: "\n") + "\n"
    }
}
