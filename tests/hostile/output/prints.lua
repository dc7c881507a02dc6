-- Prints control bytes at load and from a callback; a callback error quotes them too.
print("\27]0;pwned\7 at load")
return {
  tabs = { { id = "1", title = "One", page = "first page" }, { id = "2", title = "Two", page = "second page" } },
  tabSwitched = function(c, to)
    print("\27[2J switched to " .. to.id)
    error("\27[31mred\27[0m failure")
  end,
}
