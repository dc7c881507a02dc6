-- An error object whose __tostring never returns.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      error(setmetatable({}, { __tostring = function() while true do end end }))
    end },
  },
}
