-- A plain bar: the terminal and signal checks need nothing from the script.
return {
  tabs = {
    { id = "1", title = "One", page = "first page" },
    { id = "2", title = "Two", page = "second page" },
  },
}
