-- Under --trust a script requires Lua C modules from Debian (lua-filesystem, lua-lpeg):
-- their lua_* symbols resolve against liblua5.4.so, which the binary loads (not links in).
local lfs = require("lfs")
local lpeg = require("lpeg")
local digits = lpeg.match(lpeg.C(lpeg.R("09") ^ 1), "2024-06")
return { tabs = { { title = "lfs " .. lfs.attributes(".", "mode"), page = "lpeg " .. digits } } }
