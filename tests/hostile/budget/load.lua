-- load of a 24 MiB chunk: the parser runs in C.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      local chunk = ("a = 1\n"):rep(1 << 22)
      while true do load(chunk) end
    end },
  },
}
