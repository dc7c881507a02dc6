-- tabhost.pad to a width of 400 million cells, three times: each would be 400 MB made by
-- the host; the cap (--memory 256) must refuse it before anything is allocated.
return {
  tabs = { { id = "a", title = "A", page = function()
    local message
    for _ = 1, 3 do message = select(2, pcall(tabhost.pad, "", 4e8)) end
    return message
  end } },
}
