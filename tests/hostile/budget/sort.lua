-- table.sort with the default comparator over a million numbers, again and again.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      local t = {}
      for i = 1, 1 << 20 do t[i] = (i * 7919) % 1000003 end
      while true do table.sort(t) end
    end },
  },
}
