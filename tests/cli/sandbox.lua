local f = io.open("/dev/null")
if f then f:close() end
return { tabs = { { title = "A" } } }
