-- A looping __gc finalizer under --trust, run at a collection in the page function.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      setmetatable({}, { __gc = function() while true do end end })
      collectgarbage()
      return "after the collection"
    end },
  },
}
