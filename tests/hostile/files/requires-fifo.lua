-- mods/waits.lua is a FIFO no one writes to: require must not wait on it.
local waits = require("mods.waits")
return { tabs = { { id = "a", title = tostring(waits) } } }
