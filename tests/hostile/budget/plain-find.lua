-- A plain find of a long needle in a long subject: n * m byte comparisons inside C.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      return tostring(string.find(("a"):rep(1 << 20), ("a"):rep(1 << 19) .. "b", 1, true))
    end },
  },
}
