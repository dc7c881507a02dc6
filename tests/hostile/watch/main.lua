-- The watched project: a module in a folder, and a page that requires a module only when
-- it is drawn (so it is read long after the load).
local util = require "lib.util"
return {
  tabs = {
    { id = "1", title = util.title, page = "first page" },
    { id = "2", title = "Later", page = function() return require "later" end },
  },
}
