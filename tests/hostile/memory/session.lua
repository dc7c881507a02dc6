-- A long session, compressed: each key runs `count` of one edit through the live container
-- (w: 200, to warm every path up; r: HOSTILE_EDITS or 10,000; run trusted); m puts the
-- script's Lua heap after a full collection in state.kb.
local n, count = 0, 10000
local function times(body) for _ = 1, count do n = n + 1 body() end end
return {
  tabs = { { id = "a", title = "A" } },
  keys = {
    w = function() count = 200 end,
    r = function() count = tonumber(os.getenv("HOSTILE_EDITS")) or 10000 end,
    m = function(c) collectgarbage() collectgarbage() c.state = { kb = collectgarbage("count") } end,
    s = function(c) times(function() c.state = { n = n, list = { n, n + 1 }, name = "state " .. n } end) end,
    t = function(c) times(function()
      c:setTabs({ { id = "t" .. n, title = "T" .. n, action = function() end, page = function() return "p" end } })
      local item = c:tab("t" .. n)
    end) end,
    i = function(c) times(function()
      c:insert({ id = "i" .. n, title = "I", action = function() end })
      c:remove("i" .. n)
    end) end,
  },
}
