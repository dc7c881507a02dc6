-- error(x, 0) at the top level: no place in the message, so the host names the line.
local ready = false
error("not ready", 0)
