-- Error objects that are not strings, raised from callbacks: a table (with an escape sequence
-- in it), one with __tostring, a number. Each must read as file:line and its text.
return {
  tabs = { { id = "a", title = "A" } },
  keys = {
    x = function() local function deeper() error({ why = "bad\27[2J", code = 42 }) end deeper() end,
    y = function() error(setmetatable({}, { __tostring = function() return "custom message" end })) end,
    z = function() error(404) end,
  },
}
