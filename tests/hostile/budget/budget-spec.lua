-- The budget's cases through the spec runner: each script opens with a 300 ms budget, its
-- page runs once (app:screen()), and its error lands in app.errors; every test passes,
-- within the hang bound. (The spec's own calls keep the runner's default budget.)
local function open(name) return tabhost.open(name .. ".lua", { timeout = 300 }) end
local stopped = {
  "xpcall", "close", "closed-later", "backtrack", "plain-find", "gsub", "table-loops", "sort", "load",
}
for _, name in ipairs(stopped) do
  it(name .. " stops at the budget", function()
    local app = open(name)
    app:screen()
    assert.equal(1, #app.errors)
    assert.truthy(app.errors[1]:find(name:gsub("%-", "%%-") .. "%.lua:%d+: script timed out after 300 ms$"), app.errors[1])
  end)
end

it("a table error object with a looping __tostring is reported in its short form", function()
  local app = open("tostring")
  app:screen()
  assert.equal(1, #app.errors)
  assert.truthy(app.errors[1]:find("tostring.lua:5: (error object is a table: {})", 1, true), app.errors[1])
end)

it("__gc is refused in the sandbox", function()
  local app = open("gc-sandbox")
  app:screen()
  assert.equal(1, #app.errors)
  assert.truthy(app.errors[1]:find("gc-sandbox.lua:5: __gc metamethods are not available in the sandbox (run with --trust)", 1, true))
end)

it("string.rep of nothing costs nothing", function()
  local app = open("rep")
  assert.equal("[]", app:screen():match("%[%]"))
end)
