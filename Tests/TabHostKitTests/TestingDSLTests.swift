import Testing
@testable import TabHostKit

/// SPEC section 7: the busted-compatible DSL of spec files, run one file per Lua state.
@Suite struct TestingDSLTests {
    @Test func nestedDescribesNameTestsAndKeepTheirLines() {
        let result = runSpec("""
            describe("outer", function()
              describe("inner", function()
                it("passes", function() end)
              end)
              it("fails", function()
                assert.equal(1, 2)
              end)
            end)
            it("top level", function() end)
            """)
        #expect(result.outline == ["outer inner passes: passed", "outer fails: failed", "top level: passed"])
        #expect(result.tests.map(\.line) == [3, 5, 9])
        #expect(result.tests[1].describe == ["outer"])
        #expect(result.tests[1].failure?.line == 6)
        #expect(result.tests[1].failure?.file == result.file)
    }

    @Test func hooksRunOuterToInnerBeforeAndInnerToOuterAfter() {
        let printed = PrintedLines()
        let result = runSpec("""
            before_each(function() print("file before") end)
            describe("a", function()
              before_each(function() print("a before") end)
              after_each(function() print("a after") end)
              describe("b", function()
                after_each(function() print("b after") end)
                before_each(function() print("b before") end)
                it("t", function() print("body") end)
              end)
            end)
            after_each(function() print("file after") end)
            """, options: specOptions(printed))
        #expect(result.outline == ["a b t: passed"])
        #expect(printed.all == ["file before", "a before", "b before", "body", "b after", "a after", "file after"])
    }

    @Test func aFailingHookStopsTheTestButTheAfterHooksStillRun() {
        let printed = PrintedLines()
        let result = runSpec("""
            before_each(function() error("setup broke") end)
            after_each(function() print("cleaned up") end)
            it("t", function() print("never") end)
            it("u", function() print("never") end)
            """, options: specOptions(printed))
        #expect(result.outline == ["t: failed", "u: failed"])
        #expect(result.tests[0].failure?.message == "setup broke")
        #expect(result.tests[0].failure?.line == 1)
        #expect(printed.all == ["cleaned up", "cleaned up"])
    }

    @Test func aFailingAfterHookFailsTheTest() {
        let result = runSpec("""
            after_each(function() assert.truthy(false) end)
            it("t", function() end)
            """)
        #expect(result.tests[0].failure?.message == "assert.truthy: expected a truthy value")
        #expect(result.tests[0].failure?.line == 1)
    }

    @Test func pendingTestsAreSkippedWithTheirReason() {
        let result = runSpec("""
            pending("later")
            it("no body")
            it("skips itself", function()
              pending("needs nested bars")
              error("not reached")
            end)
            """)
        #expect(result.outline == ["later: skipped", "no body: skipped", "skips itself: skipped"])
        #expect(result.tests.map(\.reason) == [nil, nil, "needs nested bars"])
    }

    @Test func aFailureDoesNotStopTheNextTest() {
        let result = runSpec("""
            it("a", function() local t = nil; return t.x end)
            it("b", function() end)
            """)
        #expect(result.outline == ["a: failed", "b: passed"])
        let failure = result.tests[0].failure
        #expect(failure?.kind == .error)
        #expect(failure?.message == "attempt to index a nil value (local 't')")
        #expect(failure?.traceback.contains("stack traceback:") == true)
    }

    @Test func theFilterKeepsTestsWhoseFullNameContainsIt() {
        var options = specOptions()
        options.busted.filters = ["keys move"]
        let result = runSpec("""
            describe("keys", function()
              it("move right", function() end)
              it("quit", function() end)
            end)
            it("keys move nothing here", function() end)
            """, options: options)
        #expect(result.outline == ["keys move right: passed", "keys move nothing here: passed"])
    }

    @Test func aFileThatDoesNotLoadIsOneFailedTestWithItsPosition() {
        let syntax = runSpec("describe('x', function()\n  it('y', function() end)\n")
        #expect(syntax.outline == ["loading the file: failed"])
        #expect(syntax.tests[0].failure?.line == 3)
        #expect(syntax.tests[0].failure?.message.contains("'end' expected") == true)

        let inDescribe = runSpec("describe('x', function()\n  descibe('y')\nend)")
        #expect(inDescribe.tests[0].failure?.line == 2)
        #expect(inDescribe.tests[0].failure?.message == "attempt to call a nil value (global 'descibe')")
    }

    @Test func theDSLRefusesBadArgumentsAtTheSpecLine() {
        let result = runSpec("\nit(42, function() end)")
        #expect(result.tests[0].failure?.message == "bad argument #1 to 'it' (string expected, got number)")
        #expect(result.tests[0].failure?.line == 2)
    }

    @Test func specsAreSandboxedUnlessTrusted() {
        let source = "it('io', function() assert(io.open) end)"
        let sandboxed = runSpec(source)
        #expect(sandboxed.tests[0].failure?.message == "io.open is not available in the sandbox (run with --trust)")
        var options = specOptions()
        options.trusted = true
        #expect(runSpec(source, options: options).outline == ["io: passed"])
    }

    @Test func specsRequireModulesBesideThemAndListWhatTheyAndTheirScriptsRequired() {
        let directory = TemporaryDirectory()
        directory.write("helpers.lua", "return { twice = function(n) return 2 * n end }")
        directory.write("app/titles.lua", "return { 'One' }")
        directory.write("app/main.lua", "local titles = require 'titles'\nreturn { tabs = { { title = titles[1] } } }")
        let result = runSpec("""
            local h = require 'helpers'
            it('t', function()
              assert.equal(4, h.twice(2))
              assert.equal('One', tabhost.open('app/main.lua').selected.title)
            end)
            """, in: directory)
        #expect(result.outline == ["t: passed"])
        #expect(result.requiredFiles == ["\(directory.path)/helpers.lua", "\(directory.path)/app/titles.lua"])
    }

    @Test func eachFileGetsAFreshState() {
        let directory = TemporaryDirectory()
        let first = directory.write("a_spec.lua", "shared = 1\nit('a', function() end)")
        let second = directory.write("b_spec.lua", "it('b', function() assert.is_nil(shared) end)")
        let results = SpecRunner.run([first, second], options: specOptions())
        #expect(results.flatMap(\.outline) == ["a: passed", "b: passed"])
    }

    @Test func jobsRunFilesInParallelAndReportThemInFileOrder() {
        let directory = TemporaryDirectory()
        let files = (1...6).map { directory.write("f\($0)_spec.lua", "it('t\($0)', function() assert.equal(\($0), \($0 % 4)) end)") }
        var order: [String] = []
        let results = SpecRunner.run(files, options: specOptions(), jobs: 3) { order.append($0.file) }
        #expect(order == files)
        #expect(results.flatMap(\.outline) == [
            "t1: passed", "t2: passed", "t3: passed", "t4: failed", "t5: failed", "t6: failed",
        ])
        #expect(SpecTotals(results).summary == "3 passed, 3 failed")
    }
}
