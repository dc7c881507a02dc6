-- table.insert below a __len of 2^50, and table.move over 2^62 slots: loops inside C.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      table.insert(setmetatable({}, { __len = function() return 1 << 50 end }), 1, "x")
      table.move({}, 1, math.maxinteger - 1, 2)
    end },
  },
}
