-- No Swift crash from a Lua argument either: every number a script or a spec can hand the
-- host (sizes, positions, widths, milliseconds, item and style fields) at its extremes is
-- either done or refused as an error naming the argument; the run itself must get to its
-- report (a trap would end it with status 132 or 133 and no report).
local extremes = { math.maxinteger, math.mininteger, 1 << 31, -(1 << 31) - 1, 2^53, 1e308, -1e308, 0/0, math.huge, -math.huge, 1.5, -1, 0, 1 }

-- calls f(n) for each extreme: each call returns or raises an error with a message, and
-- at least one returns (so the call itself is right and reaches the host).
local function each(f)
  local done = 0
  for _, n in ipairs(extremes) do
    local ok, err = pcall(f, n)
    assert(ok or type(err) == "string" and #err > 0, "no message for " .. tostring(n))
    if ok then done = done + 1 end
  end
  if done == 0 then error("every value was refused: " .. tostring(select(2, pcall(f, 1))), 2) end
end

it("app methods take any number", function()
  local app = tabhost.open("plain.lua", { width = 20, height = 4 })
  each(function(n) app:resize(n, 4) end)
  each(function(n) app:resize(20, n) end)
  app:resize(20, 4)
  each(function(n) app:advance(n) end)
  each(function(n) app:click(n, n) end)
  each(function(n) app:scroll("down", n, n) end)
  each(function(n) app:hit(n, n) end)
  each(function(n) app:move("a", n) end)
  each(function(n) tabhost.open("plain.lua", { width = n, height = n }):screen() end)
  -- An app's budget covers its whole open (the load and its decode too), so 1 ms may run out
  -- on a busy machine: each value is done or refused with a message, and the largest works.
  for _, n in ipairs(extremes) do
    local ok, err = pcall(tabhost.open, "plain.lua", { timeout = n })
    assert(ok or type(err) == "string" and #err > 0, "no message for " .. tostring(n))
  end
  tabhost.open("plain.lua", { timeout = 3600000 })
  assert.truthy(app:screen():find("A", 1, true))
end)

it("host functions take any number", function()
  each(function(n) tabhost.pad("x", n) end)
  each(function(n) tabhost.truncate("xyz", n) end)
  local _, err = pcall(tabhost.pad, "x", math.maxinteger)
  assert.equal("bad argument #2 to 'pad' (integer from -2147483648 to 2147483647 expected, got 9223372036854775807)", err)
end)

it("item and style fields take any number", function()
  local app = tabhost.open("plain.lua", { width = 20, height = 4 })
  each(function(n) app:setTabs({ { id = "a", title = "A", badgeValue = n } }) app:screen() end)
  each(function(n) app:tab("a").badgeValue = n app:screen() end)
  each(function(n) app:setTabs({ { id = n, title = "N" } }) app:screen() end)
  for _, field in ipairs({ "itemPadding", "tabWidth", "tabsHeight", "minTabWidth", "maxTabWidth", "tabsGap", "tabInset", "indicatorHeight" }) do
    each(function(n) app:setTabs({ { id = "a", title = "A" } }) app.style = { [field] = n } app:screen() end)
  end
  app.style = {}
  assert.truthy(app:screen():find("A", 1, true))
end)
