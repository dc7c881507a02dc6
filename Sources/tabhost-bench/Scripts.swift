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

    /// The key-event reference in plain Lua (`lua5.4 key.lua W H N`): examples/btab.lua's tabs
    /// and callbacks, the right arrow's bytes decoded, the next tab selected with didSelect and
    /// tabSwitched, the page function called, and a W x H text frame built (bar, indicator,
    /// page rows padded to the width). Prints CPU microseconds per event.
    static let keyReference = #"""
        local W, H = tonumber(arg[1]) or 80, tonumber(arg[2]) or 24
        local N = tonumber(arg[3]) or 1000
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

    /// How many events to time at a size: `base` at 80x24, fewer for bigger frames, so each
    /// size takes about as long (the tui-rs program scales the same way).
    static func events(_ base: Int, width: Int, height: Int) -> Int {
        max(200, base * 1920 / max(1, width * height))
    }

    /// One test timing key events through the spec API at each size: `app:press("right")` then
    /// `app:screen()` (what a test reads), and `app:press("right")` then `app:hit(1, 1)`
    /// (a frame rendered, no text built). Prints `bench: event W H SCREEN_US RENDER_US`.
    static func eventSpec(events base: Int) -> String {
        let sizes = Bench.sizes.map { "{ \($0.0), \($0.1) }" }.joined(separator: ", ")
        return """
            local function events(w, h) return math.max(200, \(base) * 1920 // (w * h)) end
            describe("bench", function()
              it("key events", function()
                for _, size in ipairs({ \(sizes) }) do
                  local w, h = size[1], size[2]
                  local app = tabhost.open("btab.lua", { width = w, height = h })
                  local function time(n, read)
                    local start = os.clock()
                    for _ = 1, n do
                      app:press("right")
                      if read then app:screen() else app:hit(1, 1) end
                    end
                    return (os.clock() - start) / n * 1e6
                  end
                  time(200, true)
                  local screen = time(events(w, h), true)
                  local render = time(events(w, h), false)
                  print(("bench: event %d %d %.3f %.3f"):format(w, h, screen, render))
                end
              end)
            end)

            """
    }

    /// `count` tabs built by a loop.
    static func tabs(_ count: Int) -> String {
        """
        local tabs = {}
        for i = 1, \(count) do tabs[i] = { id = tostring(i), title = "Tab " .. i, page = "page " .. i } end
        return { tabs = tabs }

        """
    }

    /// One test per script: the time `tabhost.open` takes on `tabsN.lua`, then key events
    /// (press + screen) on it. Prints `bench: tabs N LOAD_MS EVENT_US`.
    static func tabsSpec(_ counts: [Int]) -> String {
        var lines = ["describe(\"bench\", function()"]
        for count in counts {
            lines.append("""
                  it("\(count) tabs", function()
                    local start = os.clock()
                    local app = tabhost.open("tabs\(count).lua", { width = 80, height = 24, timeout = 60000 })
                    local load = (os.clock() - start) * 1e3
                    for _ = 1, 200 do app:press("right"); app:screen() end
                    start = os.clock()
                    for _ = 1, 2000 do app:press("right"); app:screen() end
                    print(("bench: tabs %d %.3f %.3f"):format(\(count), load, (os.clock() - start) / 2000 * 1e6))
                  end)
                """)
        }
        return (lines + ["end)", ""]).joined(separator: "\n")
    }

    /// Plain Lua running a script and timing it (`lua5.4 load.lua SCRIPT`): what building its
    /// table costs without tabhost. Prints CPU milliseconds.
    static let loadReference = """
        local start = os.clock()
        local result = dofile(arg[1])
        print((os.clock() - start) * 1e3, #result.tabs)

        """

    /// A spec file of `tests` tests, each opening btab, pressing five keys and asserting
    /// the whole screen.
    static func acceptanceSpec(tests: Int) -> String {
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
        return (lines + ["end)", ""]).joined(separator: "\n")
    }

    /// A spec file of `tests` trivial tests (what busted's own overhead is measured on).
    static func trivialSpec(tests: Int) -> String {
        var lines = ["describe(\"trivial\", function()"]
        for n in 1...tests { lines.append("  it(\"holds \(n)\", function() assert.equal(\(n), \(n)) end)") }
        return (lines + ["end)", ""]).joined(separator: "\n")
    }
}
