-- A page function whose error message is a terminal attack: retitle the window, ring the
-- bell, clear the screen, a C1 CSI, a carriage return that would overwrite the line.
return {
  tabs = {
    { id = "1", title = "One", page = function() error("\27]0;pwned\7\27[2J\194\155" .. "31m\rgone") end },
  },
}
