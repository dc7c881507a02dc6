-- An error object whose __tostring misbehaves costs its own test, never the file: earlier
-- results stay, later tests run. Run with `test --timeout 1000`.
local function raise(tostring) error(setmetatable({}, { __tostring = tostring })) end

it("before", function() end)
it("loops", function() raise(function() while true do end end) end)
it("errors", function() raise(function() error("boom") end) end)
it("returns no string", function() raise(function() return {} end) end)
it("returns a huge string", function() raise(function() return ("x"):rep(50000000) end) end)
it("after", function() end)
