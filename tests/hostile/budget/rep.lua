-- string.rep of an empty string 2^62 times: Lua loops that many times to make nothing.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      return "[" .. string.rep("", 1 << 62) .. string.rep("", 1 << 62, "") .. "]"
    end },
  },
}
