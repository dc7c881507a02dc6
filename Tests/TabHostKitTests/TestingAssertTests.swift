import Testing
@testable import TabHostKit

/// SPEC section 7: each assertion, the message it fails with, and where the failure points.
@Suite struct TestingAssertTests {
    /// The failure of a one-test spec whose body is `body` (on line 2).
    func failure(_ body: String) -> SpecFailure? {
        let result = runSpec("it('t', function()\n\(body)\nend)")
        return result.tests.first?.failure
    }

    @Test func equalShowsExpectedAndActualAtTheAssertLine() {
        let failure = failure("  assert.equal(\"Second\", \"First\")")
        #expect(failure?.kind == .assertion)
        #expect(failure?.line == 2)
        #expect(failure?.message == "assert.equal: values differ")
        #expect(failure?.details == "expected: \"Second\"\nactual:   \"First\"")
        #expect(failure?.expected == "\"Second\"")
        #expect(failure?.actual == "\"First\"")
        #expect(failure?.text.hasSuffix("x_spec.lua:2: assert.equal: values differ\nexpected: \"Second\"\nactual:   \"First\"") == true)
    }

    @Test func equalTellsTypesAndFloatsApart() {
        #expect(failure("assert.equal(1, '1')")?.details == "expected: 1\nactual:   \"1\"")
        #expect(failure("assert.equal(0.3, 0.1 + 0.2)")?.details == "expected: 0.3\nactual:   0.30000000000000004")
        #expect(failure("assert.equal(1, 1.0)") == nil)
    }

    @Test func sameListsEveryDifferingPath() {
        let failure = failure("assert.same({ 1, { a = 'x' }, n = 2 }, { 1, { a = 'y' }, m = 3 })")
        #expect(failure?.message == "assert.same: tables differ at 3 paths")
        #expect(failure?.details == """
              [2].a: expected "x", got "y"
              m: expected nil, got 3
              n: expected 2, got nil
            expected: { 1, { a = "x" }, n = 2 }
            actual:   { 1, { a = "y" }, m = 3 }
            """)
        #expect(self.failure("assert.same({ a = { 1, 2 } }, { a = { 1, 2 } })") == nil)
    }

    @Test func sameSurvivesCycles() {
        #expect(failure("local a, b = {}, {}\na.self, b.self = a, b\nassert.same(a, b)") == nil)
    }

    @Test func truthyAndFalsy() {
        #expect(failure("assert.truthy(false)")?.text.hasSuffix(":2: assert.truthy: expected a truthy value\nactual: false") == true)
        #expect(failure("assert.falsy('x')")?.details == "actual: \"x\"")
        #expect(failure("assert.truthy(0); assert.falsy(nil)") == nil)
    }

    @Test func matchesShowsThePattern() {
        let failure = failure("assert.matches('^%d+$', 'abc')")
        #expect(failure?.message == "assert.matches: no match")
        #expect(failure?.details == "pattern: \"^%d+$\"\nactual:  \"abc\"")
    }

    @Test func errorChecksThatAFunctionRaisesAndWhat() {
        #expect(failure("assert.error(function() error('boom') end, 'boom')") == nil)
        #expect(failure("assert.error(function() end)")?.message == "assert.error: the function raised no error")
        let mismatch = failure("assert.error(function() error('boom', 0) end, 'bang')")
        #expect(mismatch?.message == "assert.error: the error does not match")
        #expect(mismatch?.details == "pattern: \"bang\"\nerror:   \"boom\"")
    }

    @Test func plainAssertStillWorksAndPointsAtItsLine() {
        let failure = failure("  assert(1 == 2, 'one is not two')")
        #expect(failure?.kind == .assertion)
        #expect(failure?.line == 2)
        #expect(failure?.message == "one is not two")
        #expect(self.failure("assert(false)")?.message == "assertion failed!")
    }

    @Test func aCustomMessageReplacesTheSummary() {
        #expect(failure("assert.equal(2, 3, 'two switches')")?.message == "two switches")
    }

    @Test func negationsReadAsLuassert() {
        #expect(failure("assert.is_not.equal(1, 1)")?.message == "assert.is_not.equal: values are equal")
        #expect(failure("assert.is_not_nil(nil)")?.message == "assert.is_not.nil: expected a value other than nil")
        #expect(failure("assert.are.same({1}, {1}); assert.is_true(true); assert.has_no.error(function() end)") == nil)
    }

    @Test func anAssertionInsideAHelperPointsAtTheHelper() {
        let result = runSpec("""
            local function expectTwo(n)
              assert.equal(2, n)
            end
            it('t', function()
              expectTwo(3)
            end)
            """)
        #expect(result.tests[0].failure?.line == 2)
    }

    @Test func aLongSpecPathStillFindsItsLine() {
        let directory = TemporaryDirectory()
        let file = directory.write("a/path/long/enough/that/lua/shortens/its/chunk/name/x_spec.lua", "it('t', function()\n\n  assert.equal(1, 2)\nend)")
        #expect(file.utf8.count > 60)
        let failure = SpecFile(path: file, options: specOptions(), sources: SourceCache()).run().tests.first?.failure
        #expect(failure?.file == file)
        #expect(failure?.line == 3)
        #expect(failure?.kind == .assertion)
    }

    @Test func aCaughtAssertionDoesNotCountAndALaterErrorIsAnError() {
        let failure = failure("pcall(assert.equal, 1, 2)\nerror('later')")
        #expect(failure?.kind == .error)
        #expect(failure?.message == "later")
        #expect(failure?.line == 3)
    }
}
