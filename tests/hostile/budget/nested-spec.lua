-- Budgets inside budgets (docs/safety.md "The time budget"): an app's call inside a test
-- stops at the app's own budget (1 s by default) and the test goes on; the test's budget
-- still covers the test when it is the shorter one. Run with `test --timeout 3000`.
local source = [[return { tabs = { {id="a",title="A"}, {id="b",title="B"} },
  didSelect = function(c, item) if item.id == "b" then while true do end end end }]]

it("an app's looping callback stops at the app's budget", function()
  local app = tabhost.open(source)
  app:tap("b")
  assert.equal(1, #app.errors)
  assert.truthy(app.errors[1]:find("script timed out after 1000 ms", 1, true), app.errors[1])
end)

it("the test's shorter budget stops an app's longer one", function()
  local app = tabhost.open(source, { timeout = 60000 })
  app:tap("b")
end)

it("runs after both", function() assert.is_true(true) end)
