-- Resident memory over a long session (issue 9.10): 50,000 c.state = {...}, 50,000 setTabs with
-- fresh ids, 50,000 inserts and removes must end within a few MiB of where they started.
-- Trusted, to read /proc/self/status. Prints the figures. HOSTILE_EDITS sets the count (the
-- stage runs 10,000 of each, for time; docs/safety.md gives the figures for 50,000).
local function rss()
  for line in io.lines("/proc/self/status") do
    local kb = line:match("^VmRSS:%s+(%d+)")
    if kb then return tonumber(kb) / 1024 end
  end
end

it("a long session settles", function()
  local app = tabhost.open("session.lua", { timeout = 60000 })
  app:press("w")  -- warm up: every path a few times
  for _, key in ipairs { "s", "t", "i" } do app:press(key) end
  app:press("r")  -- then the count
  collectgarbage()
  local start = rss()
  for _, key in ipairs { "s", "t", "i" } do
    app:press(key)
    collectgarbage()
    print(string.format("rss after %s of '%s': %.1f MiB (started at %.1f MiB)", os.getenv("HOSTILE_EDITS") or "10000", key, rss(), start))
  end
  assert.same({}, app.errors)
  assert.is_true(rss() - start < 8, string.format("grew by %.1f MiB", rss() - start))
end)
