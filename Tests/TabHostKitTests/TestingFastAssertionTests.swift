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
}
