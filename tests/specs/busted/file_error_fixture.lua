-- An error at the top of a file fails the file: none of its tests runs.
it("defined before the error", function() end)
error("the file stops here")
