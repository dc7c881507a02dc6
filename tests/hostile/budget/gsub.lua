-- gsub with an empty pattern over a 32 MiB subject: one match per byte, all inside C.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      return tostring(#(("x"):rep(1 << 25):gsub("", "")))
    end },
  },
}
