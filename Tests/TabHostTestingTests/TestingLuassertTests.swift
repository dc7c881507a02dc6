import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "Assertions": Debian's luassert in spec states (also sandboxed), its
/// failures told from errors, and its messages parted into expected and actual for the
/// reporters.
@Suite struct TestingLuassertTests {
    /// The failure of a one-test spec whose body is `body` (on line 2).
    func failure(_ body: String, options: SpecOptions = specOptions()) -> SpecFailure? {
        runSpec("it('t', function()\n\(body)\nend)", options: options).tests.first?.failure
    }

    @Test func aFailedAssertionIsLuassertsMessageAtTheAssertLine() {
        let failure = failure("  assert.equal(\"Second\", \"First\")")
        #expect(failure?.kind == .assertion)
        #expect(failure?.line == 2)
        #expect(failure?.message == "Expected objects to be equal.")
        #expect(failure?.details == "Passed in:\n(string) 'First'\nExpected:\n(string) 'Second'")
        #expect(failure?.expected == "(string) 'Second'")
        #expect(failure?.actual == "(string) 'First'")
        #expect(failure?.traceback == "")
    }

    @Test func luassertsWholeVocabularyIsThere() {
        #expect(failure("""
            assert.are.same({ 1, { a = 'x' } }, { 1, { a = 'x' } })
            assert.is_true(true); assert.True(true); assert.is_not.Nil(0); assert.is_number(1); assert.is_table({})
            assert.near(1, 1.05, 0.1); assert.unique({ 1, 2 }); assert.has_no.errors(function() end)
            assert.error_matches(function() error('disk full: 3', 0) end, 'full: %d')
            assert.does_not.equal(1, 2); assert.was.truthy(1); assert.has.errors(function() error('x') end)
            local s = spy.new(function() end); s(1, 2); assert.spy(s).was.called_with(1, 2)
            local t = { f = function() return 1 end }; stub(t, 'f').returns(5); assert.equal(5, t.f())
            assert.is_true(match.is_number()(3))
            """) == nil)
    }

    @Test func hasErrorWantsTheExactMessageAsBusted() {
        #expect(failure("assert.has_error(function() error('boom') end, 'boom')") == nil)
        let partial = failure("assert.has_error(function() error('boom: disk full') end, 'boom')")
        #expect(partial?.kind == .assertion)
        #expect(partial?.message == "Expected a different error.")
        #expect(failure("assert.error(setmetatable({}, { __call = function() error('x', 0) end }), 'x')") == nil)
    }

    @Test func assertItselfAndMessages() {
        let plain = failure("  assert(1 == 2, 'one is not two')")
        #expect(plain?.kind == .assertion)
        #expect(plain?.line == 2)
        #expect(plain?.message == "one is not two")
        #expect(failure("assert(false)")?.message == "assertion failed!")
        #expect(failure("assert.message('two switches').equal(2, 3)")?.message == "two switches")
        #expect(failure("assert.equal(2, 3, 'two switches')")?.message == "two switches")
    }

    @Test func anErrorIsAnErrorWithItsTraceback() {
        let failure = failure("local t = nil; return t.x")
        #expect(failure?.kind == .error)
        #expect(failure?.message == "attempt to index a nil value (local 't')")
        #expect(failure?.traceback.contains("stack traceback:") == true)
    }

    @Test func aCaughtAssertionDoesNotCountAndALaterErrorIsAnError() {
        let failure = failure("pcall(assert.equal, 1, 2)\nerror('later')")
        #expect(failure?.kind == .error)
        #expect(failure?.message == "later")
        #expect(failure?.line == 3)
        let rethrown = self.failure("local ok, e = pcall(assert.equal, 1, 2)\nerror(e)")
        #expect(rethrown?.kind == .assertion)
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

    @Test func requireGivesTheRunnersOwnObjectsAndExtensionsRegisterOnThem() {
        let result = runSpec("""
            local luassert, say, busted = require 'luassert', require 'say', require 'busted'
            say:set('assertion.even.positive', 'Expected %s to be even')
            luassert:register('assertion', 'even', function(_, arguments) return arguments[1] % 2 == 0 end,
              'assertion.even.positive', 'assertion.even.positive')
            it('is the same assert', function() assert.equal(luassert, assert) end)
            local sameDescribe = describe == busted.describe
            it('has the DSL', function() assert.is_true(sameDescribe); assert.equal('2.1.1', busted.version) end)
            it('uses the extension', function() assert.is.even(3) end)
            """)
        #expect(result.outline == ["is the same assert: passed", "has the DSL: passed", "uses the extension: failed"])
        #expect(result.tests[2].failure?.message == "Expected (number) 3 to be even")
        #expect(result.tests[2].failure?.kind == .assertion)
    }

    /// One luassert: a kept assertion is the state object luassert made (its `mod` and
    /// `tokens`), a new one on every read, and calling it changes none of its fields; no
    /// stand-in of the runner's answers in luassert's place (luassert's own "Checks asserts
    /// can be reused"), sandboxed or trusted.
    @Test(arguments: [false, true]) func aKeptAssertionIsLuassertsOwnStateObject(trusted: Bool) {
        var options = specOptions()
        options.trusted = trusted
        let result = runSpec("""
            local function keys(t) local n = 0 for _ in pairs(t) do n = n + 1 end return n end
            it('reused', function()
              local is_same = assert.is_same
              local before = keys(is_same); is_same({}, {}); is_same({ 1 }, { 1 })
              assert.equal(before, keys(is_same))
            end)
            it('state', function()
              local kept = assert.are.same
              assert.is_table(rawget(kept, 'tokens')); assert.is_not_nil(rawget(kept, 'mod'))
              assert.is_false(rawequal(assert.is_true, assert.is_true))
            end)
            """, options: options)
        #expect(result.outline == ["reused: passed", "state: passed"])
    }

    @Test func luassertIsLoadedBeforeTheFileRunsAndItsModulesAreTheGlobals() {
        let printed = PrintedLines()
        let result = runSpec("""
            print(package.loaded.luassert == assert, package.loaded['luassert.spy'] == spy, package.loaded.say ~= nil)
            it('t', function() assert.equal(require('luassert.match'), match); assert.equal(require('busted').stub, stub) end)
            """, options: specOptions(printed))
        #expect(printed.all == ["true\ttrue\ttrue"])
        #expect(result.outline == ["t: passed"])
    }

    @Test func luassertLoadsTheSameTrusted() {
        var options = specOptions()
        options.trusted = true
        #expect(failure("assert.equal(1, 2)", options: options)?.message == "Expected objects to be equal.")
        #expect(failure("assert.is_true(io ~= nil and debug ~= nil)", options: options) == nil)
    }
}
