-- An xpcall message handler that never returns: the count hook's own error runs it with hooks off.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      xpcall(error, function() while true do end end)
      return "unreachable"
    end },
  },
}
