-- A __gc finalizer in the sandbox: refused, since finalizers run with hooks off.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      setmetatable({}, { __gc = function() while true do end end })
    end },
  },
}
