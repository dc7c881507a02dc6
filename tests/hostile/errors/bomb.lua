-- Memory refusals inside Lua run no message handler: the function's start is named.
return {
  tabs = { { id = "a", title = "A" } },
  keys = {
    m = function()
      local t = {}
      for i = 1, 1e9 do t[i] = { i } end
    end,
  },
}
