-- Requires a module that does not exist yet, in a folder that does not exist yet.
return { tabs = { { id = "1", title = require "deep.er.mod", page = "deep page" } } }
