import Testing
@testable import TabHostKit

/// The common passing assertions answered without luassert (BustedAssertions) answer as
/// luassert does: the same result, message and line for every test of a fixture that passes
/// and fails on purpose, and the same values returned (printed by the fixture).
@Suite struct TestingFastAssertionTests {
    static let fixture = String(#filePath.dropLast("Tests/TabHostKitTests/TestingFastAssertionTests.swift".count))
        + "tests/specs/assertions/assertions_fixture.lua"

    /// Each result of the fixture as one line, then what it printed.
    func run(fast: Bool) -> (results: [String], printed: [String]) {
        let printed = PrintedLines()
        var options = specOptions(printed, timeout: 5)
        options.fastAssertions = fast
        let result = SpecFile(path: Self.fixture, options: options, sources: SourceCache()).run()
        let lines = result.tests.map { test in
            var line = "\(test.fullName): \(test.status.rawValue)"
            if let failure = test.failure {
                line += " \(failure.kind.rawValue) at \(failure.line): \(failure.message)"
                if !failure.details.isEmpty { line += "\n" + failure.details }
            }
            return line.replacing(/0x[0-9a-f]+/, with: "0x")
        }
        return (lines, printed.all)
    }

    @Test func everyResultMessageAndReturnedValueIsLuassertsOwn() {
        let (fast, slow) = (run(fast: true), run(fast: false))
        #expect(fast.results.count == 50)
        #expect(fast.results == slow.results)
        #expect(fast.printed == slow.printed)
        #expect(fast.printed.count == 69)
    }

    @Test func theFixturePassesAndFailsWhereItSays() {
        let results = run(fast: true).results
        let passing = results.filter { $0.hasPrefix("passing ") }, failing = results.filter { $0.hasPrefix("failing ") }
        #expect(passing.count == 7 && passing.allSatisfy { $0.hasSuffix(": passed") })
        #expect(failing.count == 29 && failing.allSatisfy { $0.contains(": failed ") })
        #expect(results.contains { $0.hasPrefix("reused a kept assertion keeps its message: failed assertion at 160: first message\n") })
        #expect(results.contains { $0.hasPrefix("reused a kept negation flips on every call: failed assertion at 165: Expected objects to be equal.") })
        #expect(results.contains { $0.hasPrefix("reused a kept modifier gathers the next names: failed assertion at 170: Expected to be truthy") })
    }

    @Test func passingAssertionsLeaveLuassertUnloaded() {
        let printed = PrintedLines()
        let result = runSpec("""
            it('t', function()
              assert.equal(1, 1); assert.are.same({ 1 }, { 1 }); assert.is_true(true); assert.has_error(function() error('x') end)
              print(package.loaded.luassert == nil, package.loaded.say == nil)
              assert.equal(1, 2)
            end)
            """, options: specOptions(printed))
        #expect(printed.all == ["true\ttrue"])
        #expect(result.tests[0].failure?.message == "Expected objects to be equal.")
        #expect(result.tests[0].failure?.line == 4)
    }

    /// `same` on tables is decided in C (assertions.c's deep comparison) unless luassert must
    /// decide: every pair gives luassert's verdict, passing, negated and with a message.
    @Test func sameComparesTablesAsLuassertDoes() {
        let spec = """
            local k, eq = {}, { __eq = function() return true end }
            local t, u = {}, {}
            t.self, u.self = t, u
            local function chain(depth, leaf)
              local top = { leaf }
              for _ = 1, depth do top = { top } end
              return top
            end
            local cases = {
              { {}, {} }, { {}, { 1 } }, { { 1 }, {} }, { { 1, 2 }, { 1, 2 } }, { { 1, 2 }, { 1, 2, 3 } },
              { { 1, 2, 3 }, { 1, 2 } }, { { a = { b = { c = 1 } } }, { a = { b = { c = 1 } } } },
              { { a = { b = { c = 1 } } }, { a = { b = { c = 2 } } } }, { { 1 }, { 1.0 } }, { { 0 / 0 }, { 0 / 0 } },
              { { f = print }, { f = print } }, { { f = print }, { f = type } }, { { x = {} }, { x = "t" } },
              { { x = "t" }, { x = {} } }, { { [1.5] = true }, { [1.5] = true } }, { { [true] = 1 }, { [true] = 2 } },
              { { [k] = 1 }, { [k] = 1 } }, { { [{}] = 1 }, { [{}] = 1 } }, { { false }, { false } }, { { false }, {} },
              { { string.rep("x", 100) }, { string.rep("x", 100) } }, { { string.rep("x", 100) }, { string.rep("x", 99) } },
              { { "a", b = { 1, 2, { c = "d" } } }, { "a", b = { 1, 2, { c = "d" } } } },
              { { "a", b = { 1, 2, { c = "d" } } }, { "a", b = { 1, 2, { c = "e" } } } },
              { setmetatable({ 1 }, {}), { 1 } }, { { 1 }, setmetatable({ 2 }, {}) },
              { setmetatable({ 1 }, eq), setmetatable({ 2 }, eq) }, { { setmetatable({ 1 }, eq) }, { setmetatable({ 2 }, eq) } },
              { chain(40, 1), chain(40, 1) }, { chain(40, 1), chain(40, 2) }, { chain(29, 1), chain(29, 2) },
              { t, u }, { t, t }, { { t }, { u } }, { 1, 1 }, { "x", "y" }, { {}, "x" },
            }
            for i, case in ipairs(cases) do
              local a, b = case[1], case[2]
              it("same " .. i, function() assert.same(a, b) end)
              it("not same " .. i, function() assert.are_not.same(a, b) end)
              it("same with a message " .. i, function() assert.same(a, b, "case " .. i) end)
            end
            """
        func outcomes(fast: Bool) -> [String] {
            var options = specOptions(timeout: 5)
            options.fastAssertions = fast
            return runSpec(spec, options: options).tests.map { test in
                "\(test.name): \(test.status.rawValue) \(test.failure.map { "\($0.line) \($0.message)" } ?? "")"
            }
        }
        let (fast, luassert) = (outcomes(fast: true), outcomes(fast: false))
        #expect(fast.count == 111)
        #expect(fast == luassert)
        // The verdicts themselves (luassert's `same` ignores an __eq: pair 27 differs).
        let same = fast.filter { $0.hasPrefix("same ") && !$0.hasPrefix("same with") && $0.contains(": passed") }
        #expect(same.map { $0.split(separator: ":")[0] } == [1, 4, 7, 9, 11, 15, 17, 19, 21, 23, 25, 28, 29, 32, 33, 34, 35].map { "same \($0)" })
    }
}
