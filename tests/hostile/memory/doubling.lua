-- A state of 41 tables shared 2^40 ways: copied per reference it would never finish.
local t = { "leaf" }
for _ = 1, 40 do t = { t, t } end
return {
  state = { t = t },
  tabs = { { id = "a", title = "A", page = function(ctx)
    local depth, x = 0, ctx.state.t
    while x[2] do assert(x[1] == x[2]) depth, x = depth + 1, x[1] end
    return "depth " .. depth
  end } },
}
