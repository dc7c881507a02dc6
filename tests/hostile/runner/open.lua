-- tabhost.open of files outside the spec's directory and the project root.
it("an absolute path", function() tabhost.open("/etc/passwd") end)
it("a path up", function() tabhost.open("../../../../../../../../etc/passwd") end)
it("a link out", function() tabhost.open("link-out.lua") end)
