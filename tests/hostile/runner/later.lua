-- A file after the one that exited: it still runs, and fails.
it("still runs and fails", function() assert.is_true(false) end)
