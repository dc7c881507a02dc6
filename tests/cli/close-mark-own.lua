-- A close mark the script names itself is drawn on every output, even one without UTF-8.
return {
  style = { closable = true, closeMark = "×" },
  tabs = {
    { id = "a", title = "Alpha" },
    { id = "b", title = "Beta" },
  },
}
