-- A script whose module requires itself: no `tabhost.sandbox` in what the user sees.
return require("selfish")
