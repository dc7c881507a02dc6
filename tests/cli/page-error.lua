return {
  tabs = { { title = "A", page = function(ctx)
    error("page broke")
  end } },
}
