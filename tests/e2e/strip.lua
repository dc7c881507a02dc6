-- scripts/test-e2e: a strip whose arrows move the focus (activation = "manual") and whose
-- tabs close with a click on × or ctrl+w.
local tabhost = require "tabhost"

return tabhost.container {
  style = { activation = "manual", closable = true },
  tabs = {
    { id = "a", title = "Alpha", page = "page Alpha" },
    { id = "b", title = "Beta", page = "page Beta" },
    { id = "c", title = "Gamma", page = "page Gamma" },
  },
}
