-- Test names that one slug would share: each takes a snapshot of its own screen.
local function shows(title)
  tabhost.open("return { tabs = { { id = 'x', title = '" .. title .. "' } } }", { width = 12, height = 2 }):expectSnapshot()
end
for _, name in ipairs { "日本", "中国", "a/b", "a b", "A-B" } do
  it(name, function() shows(name) end)
end
