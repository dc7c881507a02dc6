-- A module that requires itself in a tail call: the loop is named with the module's line.
local M = {}
return require("selfish")
