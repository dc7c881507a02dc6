-- A script whose module requires itself: no `tabhost/sandbox.lua` in what the user sees.
return require("selfish")
