-- A state holding what a reload cannot carry (a function, a coroutine, a metatable) beside
-- what it must carry whole: a cycle, a table shared by two keys, and the item the user
-- came from (`c.state.last = from`), which comes back as the reloaded script's item.
local shared = { hits = 0 }
local state = { a = shared, b = shared, f = function() end, co = coroutine.create(print) }
state.self = state
return {
  state = state,
  tabs = { { id = "one", title = "One" }, { id = "two", title = "Two" } },
  tabSwitched = function(c, to, from)
    c.state.last = from
    c.state.a.hits = c.state.a.hits + 1
  end,
  onReload = function(c)
    local s = c.state
    c:tab("one").title = string.format("kept: self %s shared %s hits %d last %s f %s",
      tostring(s.self == s), tostring(s.a == s.b), s.a.hits, tostring(s.last and s.last.id), type(s.f))
  end,
}
