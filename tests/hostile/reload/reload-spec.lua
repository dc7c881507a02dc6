-- A reload keeps the state's shape, drops one path per warning, names them in the banner with
-- the script's file, and runs onReload; no internal wording reaches the user.
it("a reload keeps what it can and names what it drops", function()
  local app = tabhost.open("reload.lua", { width = 120, height = 9 })
  app:press("right")
  app:reload()
  assert.same({}, app.errors)
  assert.equal("kept: self true shared true hits 1 last one f function", app.tabs[1].title)
  local screen = app:screen()
  assert.truthy(screen:find("reload.lua: warning: state.co: a coroutine cannot be kept across a reload; dropped", 1, true), screen)
  assert.truthy(screen:find("reload.lua: warning: state.f: a function cannot be kept across a reload; dropped", 1, true), screen)
  assert.falsy(screen:find("generation", 1, true) or screen:find("stale", 1, true))
end)
