import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/safety.md, "The test runner": a test that loops forever or exhausts memory fails, and
/// the next test runs in the same Lua state.
@Suite struct TestingLimitsTests {
    @Test func anEndlessLoopFailsItsTestAndTheNextOneRuns() {
        let result = runSpec("""
            it('loops', function()
              while true do end
            end)
            it('runs after', function() assert.equal(2, 1 + 1) end)
            """, options: specOptions(timeout: 0.1))
        #expect(result.outline == ["loops: failed", "runs after: passed"])
        let failure = result.tests[0].failure
        #expect(failure?.kind == .timeout)
        #expect(failure?.message == "script timed out after 100 ms")
        #expect(failure?.line == 2)
    }

    @Test func pcallCannotSwallowTheTimeout() {
        let result = runSpec("""
            it('hides', function()
              while true do pcall(function() while true do end end) end
            end)
            it('next', function() end)
            """, options: specOptions(timeout: 0.1))
        #expect(result.outline == ["hides: failed", "next: passed"])
        #expect(result.tests[0].failure?.kind == .timeout)
    }

    @Test func eachHookAndBodyHasItsOwnBudget() {
        let result = runSpec("""
            local now = require("busted").monotime  -- wall time, as the budget counts it
            local function spin(seconds)
              local start = now()
              while now() - start < seconds do end
            end
            before_each(function() spin(0.3) end)
            it('t', function() spin(0.3) end)
            """, options: specOptions(timeout: 0.5))  // together past the budget, each within it
        #expect(result.outline == ["t: passed"])
    }

    @Test func aMemoryBombFailsItsTestAndTheNextOneRuns() {
        let result = runSpec("""
            it('bomb', function()
              local t = {}
              for i = 1, 1e9 do t[i] = ('x'):rep(1024) .. i end
            end)
            it('runs after', function()
              local t = {}
              for i = 1, 1000 do t[i] = i end
              assert.equal(1000, #t)
            end)
            """, options: specOptions(timeout: 5, memory: 16 << 20))
        #expect(result.outline == ["bomb: failed", "runs after: passed"])
        let failure = result.tests[0].failure
        #expect(failure?.kind == .memory)
        #expect(failure?.message == "not enough memory (limit 16 MiB)")
    }

    /// A budget inside a budget keeps its own deadline: an app's callback stops at the app's
    /// budget (the script default, 1 s, shorter than the test's), and the test goes on.
    @Test func anAppsCallbackStopsAtTheAppsOwnBudgetInsideATest() {
        let result = runSpec("""
            it('app budget', function()
              local app = tabhost.open([[return { tabs = { {id="a",title="A"}, {id="b",title="B"} },
                didSelect = function(c, item) if item.id == "b" then while true do end end end }]])
              app:tap("b")
              assert.equal(1, #app.errors)
              assert.matches('script timed out after 1000 ms', app.errors[1])
            end)
            """, options: specOptions(timeout: 8))
        #expect(result.outline == ["app budget: passed"])
    }

    /// ... and the test's budget still covers the test when it is the shorter one.
    @Test func theTestsShorterBudgetCoversAnAppsLongerOne() {
        let result = runSpec("""
            it('test budget', function()
              local app = tabhost.open([[return { tabs = { {id="a"}, {id="b"} },
                didSelect = function() while true do end end }]], { timeout = 30000 })
              app:press('right')
            end)
            it('next', function() end)
            """, options: specOptions(timeout: 0.2))
        #expect(result.outline == ["test budget: failed", "next: passed"])
        #expect(result.tests[0].failure?.kind == .timeout)
        #expect(result.tests[0].failure?.message == "script timed out after 200 ms")
    }

    /// An error object whose `__tostring` misbehaves costs its own test: earlier results stay,
    /// later tests run.
    @Test func aMisbehavingTostringCostsOneTest() {
        let result = runSpec("""
            local function raise(f) error(setmetatable({}, { __tostring = f })) end
            it('before', function() end)
            it('loops', function() raise(function() while true do end end) end)
            it('errors', function() raise(function() error('boom') end) end)
            it('no string', function() raise(function() return {} end) end)
            it('huge', function() raise(function() return ('x'):rep(10000000) end) end)
            it('after', function() end)
            """, options: specOptions(timeout: 0.3))
        #expect(result.outline == ["before: passed", "loops: failed", "errors: failed", "no string: failed",
                                   "huge: failed", "after: passed"])
        #expect(result.tests[1].failure?.message == "(error object is a table: {})")
        #expect(result.tests[3].failure?.message == "(error object is a table: {})")
        let huge = result.tests[4].failure?.message ?? ""
        #expect(huge.utf8.count < 262_144 + 64 && huge.hasSuffix("... (cut: 10000000 bytes)"))
    }

    @Test func anEndlessLoopInAScriptCallbackIsAnAppErrorNotACrash() {
        let result = runSpec("""
            it('callback loops', function()
              local app = tabhost.open([[return { tabs = { { id = 'a' }, { id = 'b' } },
                didSelect = function() while true do end end }]], { timeout = 50 })
              app:press('right')
              assert.equal('b', app.selected.id)
              assert.matches('script timed out after 50 ms', app.errors[1])
            end)
            """, options: specOptions(timeout: 5))
        #expect(result.outline == ["callback loops: passed"])
    }
}
