/// A suite written for busted, run unchanged by busted and by `tabhost test` (SPEC 7.1: at
/// least 20x faster than busted on the same suite): a small text module tested through
/// nested blocks, hooks and the core assertions, `tests` tests per file.
enum BustedSuite {
    static func file(_ number: Int, tests: Int) -> String {
        let rounds = max(1, tests / 8)
        return """
            -- A busted suite of the benchmark (file \(number)): what a library's own specs look like.
            local text = {}
            function text.split(s, sep)
              local parts = {}
              for part in (s .. sep):gmatch("(.-)" .. sep:gsub("%p", "%%%0")) do parts[#parts + 1] = part end
              return parts
            end
            function text.trim(s) return (s:gsub("^%s+", ""):gsub("%s+$", "")) end
            function text.pad(s, n) return s .. string.rep(" ", n - #s) end
            function text.words(s) local n = 0; for _ in s:gmatch("%S+") do n = n + 1 end; return n end

            describe("text \(number)", function()
              local log
              before_each(function() log = {} end)
              after_each(function() log = nil end)

              describe("split", function()
                for i = 1, \(rounds) do
                  it("splits a list of " .. i, function()
                    local items = {}
                    for k = 1, i do items[k] = "w" .. k end
                    assert.same(items, text.split(table.concat(items, ","), ","))
                  end)
                  it("keeps empty fields " .. i, function()
                    assert.same({ "", "a", "" }, text.split(",a,", ","))
                  end)
                end
              end)

              describe("trim and pad", function()
                for i = 1, \(rounds) do
                  it("trims " .. i, function() assert.equal("x" .. i, text.trim("  x" .. i .. "\\t ")) end)
                  it("pads " .. i, function()
                    local padded = text.pad("p", i + 1)
                    assert.equal(i + 1, #padded)
                    assert.truthy(padded:match("^p +$"))
                  end)
                end
              end)

              describe("words", function()
                for i = 1, \(rounds) do
                  it("counts " .. i, function() assert.equal(i, text.words(string.rep("w ", i))) end)
                  it("ignores blanks " .. i, function() assert.falsy(text.words("   ") > 0) end)
                  it("records in the hook's table " .. i, function()
                    log[#log + 1] = i
                    assert.same({ i }, log)
                  end)
                  it("rejects a bad separator " .. i, function()
                    assert.error(function() text.split(nil, ",") end)
                  end)
                end
              end)
            end)

            """
    }
}
