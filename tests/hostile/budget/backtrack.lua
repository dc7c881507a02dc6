-- Pattern matching with catastrophic backtracking: the hook never fires inside C.
return {
  tabs = {
    { id = "a", title = "A", page = function()
      return tostring(string.find(("a"):rep(5000), ".-.-.-b"))
    end },
  },
}
