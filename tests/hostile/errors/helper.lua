-- A module whose functions raise errors without a place, or blame their caller.
local M = {}
function M.bare() error("helper says no", 0) end
function M.blame() error("bad call", 2) end
return M
