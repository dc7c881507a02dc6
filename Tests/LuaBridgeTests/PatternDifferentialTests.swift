import Testing
@testable import LuaBridge

/// The host's metered `string.find/match/gmatch/gsub/rep` (CLuaShim/pattern.c, strings.c)
/// against Lua's own string library, over a generated corpus of patterns and subjects:
/// every result, capture and error message must be the same.
@Suite struct PatternDifferentialTests {
    let vm: LuaVM

    init() throws {
        vm = try makeVM(limits: LuaLimits(timeout: 60, memory: 0))
        // Lua's own library, opened afresh beside the guarded one.
        let builtin = try vm.callProtected { state in
            state.pushOpener(of: .string)
            return 0
        }
        vm.setGlobal("builtin", builtin[0])
        // Opening it pointed the strings' metatable at it: point it back (`s:find` is guarded).
        _ = try vm.run(source: "getmetatable('').__index = string", name: "restore")
    }

    /// Runs the comparison chunk; returns the mismatches it found (at most 10) and the count.
    private func compare(_ body: String) throws -> (count: Int, mismatches: [String]) {
        let results = try vm.run(source: Self.prelude + body + Self.epilogue, name: "differential.lua")
        guard case .integer(let count) = results.first, case .table(let list) = results.last else { return (0, ["no results"]) }
        return (Int(count), list.array.compactMap { if case .string(let text) = $0 { text } else { nil } })
    }

    @Test func findMatchAndGmatchAgreeOnTheCorpus() throws {
        let (count, mismatches) = try compare("""
            for round = 1, 6000 do
              local p = pattern()
              for _ = 1, 4 do
                local s, init = subject(), inits[random(#inits)]
                check("find", s, p, init)
                check("match", s, p, init)
                check("gmatch", s, p, init)
              end
            end
            """)
        #expect(mismatches == [])
        #expect(count > 60_000)
    }

    @Test func gsubAgreesWithEveryKindOfReplacement() throws {
        let (count, mismatches) = try compare("""
            local replacements = { "<%0>", "%1-%2", "%%", "x%", "%a", "", "[%1]", 7,
              { a = "A", ab = false, b = 3, ["("] = {} }, function(a, b) if a == "b" then return nil end return (b or "") .. "!" end,
              function() return true end }
            for round = 1, 4000 do
              local p = pattern()
              for _ = 1, 3 do
                local s = subject()
                check("gsub", s, p, replacements[random(#replacements)], ({ nil, 0, 1, 2, -1 })[random(5)])
              end
            end
            """)
        #expect(mismatches == [])
        #expect(count > 10_000)
    }

    @Test func plainFindAndRepAgree() throws {
        let (count, mismatches) = try compare("""
            for round = 1, 3000 do
              local s, needle = subject(), subject():sub(1, random(0, 4))
              check("find", s, needle, inits[random(#inits)], true)
              check("find", s, needle, inits[random(#inits)], random(2) == 1)
              check("rep", needle, random(-1, 4), ({ nil, "", ",", "--" })[random(4)])
            end
            check("rep", "x", 1 << 40)
            check("rep", "ab", math.maxinteger, "c")
            check("find", "abc", "b", math.mininteger)
            check("find", "abc", "b", math.maxinteger)
            check("match", 1234, 3)
            check("gsub", "abc", "b", "%")
            check("gsub", "abc", "b")
            check("gsub", "abc", "b", "x", "n")
            check("find", {}, "x")
            check("gmatch", "a", {})
            """)
        #expect(mismatches == [])
        #expect(count > 9_000)
        // Lua itself loops 2^40 times to make this empty string.
        #expect(try vm.run(source: "return string.rep('', 1 << 40), ('').rep('', 1 << 40, '')", name: "rep")
            == [.string(""), .string("")])
    }

    @Test func errorsAreWordedAsLuaWordsThem() throws {
        let (_, mismatches) = try compare("""
            for _, p in ipairs { "%", "[a", "[^", "(", ")", "%b", "%ba", "%f", "%fa", "%1", "(%1)", "%0",
                "()%1", ("(a)"):rep(33), ("a?"):rep(250), ("(a*"):rep(10), "[]", "[^]", "[%", "%g+%", "(()" } do
              check("find", "aaa(b)", p)
              check("gsub", "aaa(b)", p, "%1")
            end
            """)
        #expect(mismatches == [])
    }

    /// Shared by the chunks: a seeded generator, the pattern and subject grammars, and `check`,
    /// which calls one function of both libraries with the same arguments and records any
    /// difference in results (including gmatch's sequence and error messages).
    static let prelude = #"""
        local guarded = string
        local seed = 12345
        local function random(a, b)
          seed = (seed * 1103515245 + 12345) % 2147483648
          if b == nil then a, b = 1, a end
          return a + seed % (b - a + 1)
        end
        local pieces = { "a", "b", "c", "x", ".", "%a", "%d", "%s", "%w", "%x", "%p", "%u", "%l",
          "%c", "%g", "%z", "%A", "%D", "%S", "%W", "%.", "%%", "%(", "%]", "[ab]", "[^a]", "[a-c]",
          "[%a_]", "[]]", "[^]]", "[a-]", "[-a]", "[%d%s]", "[^%w]", "%b()", "%b[]", "%f[%w]",
          "%f[%W]", "%f[a]", "%1", "%2", "(", ")", "()", "$", "^", "-", "\0", " ", "\n" }
        local suffixes = { "", "", "", "*", "+", "-", "?" }
        local function pattern()
          local parts = {}
          if random(4) == 1 then parts[#parts + 1] = "^" end
          local open = 0
          for _ = 1, random(0, 6) do
            local r = random(10)
            if r == 1 then parts[#parts + 1] = "(" open = open + 1
            elseif r == 2 and open > 0 then parts[#parts + 1] = ")" open = open - 1
            elseif r == 3 then parts[#parts + 1] = "()"
            else parts[#parts + 1] = pieces[random(#pieces)] .. suffixes[random(#suffixes)] end
          end
          while open > 0 and random(5) > 1 do parts[#parts + 1] = ")" open = open - 1 end
          if random(5) == 1 then parts[#parts + 1] = "$" end
          return table.concat(parts)
        end
        local alphabet = { "a", "b", "c", "x", "A", "1", " ", "(", ")", "[", "]", "%", "-", ".", "\n", "\0", "_", "\200" }
        local function subject()
          local chars = {}
          for i = 1, random(0, 14) do chars[i] = alphabet[random(#alphabet)] end
          return table.concat(chars)
        end
        local inits = { nil, 1, 2, 0, -1, -3, 5, 30, -30 }
        local count, mismatches = 0, {}
        local function render(ok, ...)
          local out = { tostring(ok) }
          for i = 1, select("#", ...) do
            local v = select(i, ...)
            out[#out + 1] = type(v) == "string" and string.format("%q", v) or tostring(v)
          end
          return table.concat(out, ",")
        end
        local function run(library, name, ...)
          if name ~= "gmatch" then return render(pcall(library[name], ...)) end
          local ok, iterator = pcall(library[name], ...)
          if not ok then return render(false, iterator) end
          local seen = {}
          local fine, problem = pcall(function()
            for _ = 1, 100 do
              local r = render(true, iterator())
              if r == "true" then break end
              seen[#seen + 1] = r
            end
          end)
          if not fine then seen[#seen + 1] = render(false, problem) end
          return table.concat(seen, " | ")
        end
        local function check(name, ...)
          count = count + 1
          local expected, actual = run(builtin, name, ...), run(guarded, name, ...)
          if expected ~= actual and #mismatches < 10 then
            local args = { ... }
            for i = 1, select("#", ...) do args[i] = string.format("%q", tostring(args[i])) end
            mismatches[#mismatches + 1] = name .. "(" .. table.concat(args, ", ") .. "): lua " .. expected .. " / host " .. actual
          end
        end

        """#

    static let epilogue = "\nreturn count, mismatches\n"
}
