-- Resident memory over a long session: 50,000 c.state = {...}, 50,000 setTabs with
-- fresh ids, 50,000 inserts and removes must end within a few MiB of where they started.
-- Trusted, to read /proc/self/status. Prints the figures. HOSTILE_EDITS sets the count (the
-- stage runs 10,000 of each, for time; docs/safety.md gives the figures for 50,000).
local function rss()
  for line in io.lines("/proc/self/status") do
    local kb = line:match("^VmRSS:%s+(%d+)")
    if kb then return tonumber(kb) / 1024 end
  end
end

-- The script's Lua heap after a full collection, in MiB (what the host still references).
local function heap(app)
  app:press("m")
  return app.state.kb / 1024
end

it("a long session settles", function()
  local app = tabhost.open("session.lua", { timeout = 60000 })
  app:press("w")  -- warm up: every path a few times
  for _, key in ipairs { "s", "t", "i" } do app:press(key) end
  app:press("r")  -- then the count
  collectgarbage()
  local start, startHeap = rss(), heap(app)
  for _, key in ipairs { "s", "t", "i" } do
    app:press(key)
    collectgarbage()
    print(string.format("rss after %s of '%s': %.1f MiB (started at %.1f MiB), Lua heap %.2f MiB (%.2f)",
      os.getenv("HOSTILE_EDITS") or "10000", key, rss(), start, heap(app), startHeap))
  end
  assert.same({}, app.errors)
  -- The heap is the sharper measure: freed memory stays resident, so a leak of what was
  -- freed before hides in the resident figure.
  assert.is_true(heap(app) - startHeap < 0.5, string.format("the Lua heap grew by %.2f MiB", heap(app) - startHeap))
  assert.is_true(rss() - start < 8, string.format("grew by %.1f MiB", rss() - start))
end)
