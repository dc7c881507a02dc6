-- Run with --trust beside a link to /dev/zero (zero.lua) by tests/hostile/files.sh: trusted,
-- the spec may open any path, and the reader refuses the device before reading a byte.
it("tabhost.open of a device is refused at once", function()
  assert.error_matches(function() tabhost.open("zero.lua") end, "zero.lua: cannot open: not a regular file (a character device)", 1, true)
end)
