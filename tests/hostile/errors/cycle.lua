-- A tab that contains itself cannot be converted: the line of `tabs` is named.
local tab = { id = "a", title = "A" }
tab.again = tab
return {
  tabs = { tab },
}
