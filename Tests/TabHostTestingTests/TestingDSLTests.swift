import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "The DSL and busted's execution model": busted's DSL and execution model,
/// one file per Lua state. Each expectation here is busted 2.1.1's result for the same spec
/// (checked by running it).
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

    @Test func aFailingHookIsAnErrorOfTheHookAndTheAfterHooksStillRun() {
        let printed = PrintedLines()
        let result = runSpec("""
            before_each(function() error("setup broke") end)
            after_each(function() print("cleaned up") end)
            it("t", function() print("never") end)
            it("u", function() print("never") end)
            """, options: specOptions(printed))
        #expect(result.outline == ["before_each: failed", "before_each: failed"])
        #expect(result.tests.map(\.element) == ["before_each", "before_each"])
        #expect(result.tests[0].failure?.message == "setup broke")
        #expect(result.tests[0].failure?.kind == .error)
        #expect(result.tests[0].failure?.line == 1)
        #expect(printed.all == ["cleaned up", "cleaned up"])
    }

    @Test func aFailingAfterHookIsAnErrorAfterThePassedTest() {
        let result = runSpec("""
            describe("b", function()
              after_each(function() assert.truthy(false) end)
              it("t", function() end)
            end)
            """)
        #expect(result.outline == ["b t: passed", "b after_each: failed"])
        #expect(result.tests[1].failure?.kind == .error)
        #expect(result.tests[1].failure?.message == "Expected to be truthy, but value was:")
        #expect(result.tests[1].failure?.line == 2)
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
        #expect(result.outline == ["later: skipped", "skips itself: skipped"])
        #expect(result.tests.map(\.reason) == [nil, "needs nested bars"])
    }

    @Test func aDescribeBodyRunsWhenItsBlockIsReached() {
        let result = runSpec("""
            local x
            before_each(function() x = 1 end)
            it("t1", function() assert.equal(1, x) end)
            describe("b", function()
              local y = x
              it("t2", function() assert.equal(1, y) end)
            end)
            """)
        #expect(result.outline == ["t1: passed", "b t2: passed"])
    }

    @Test func anErrorDefiningABlockFailsThatBlockOnly() {
        let result = runSpec("""
            describe("broken", function()
              it("defined first", function() end)
              error("boom")
            end)
            describe("fine", function()
              it("runs", function() end)
            end)
            """)
        #expect(result.outline == ["broken: failed", "fine runs: passed"])
        #expect(result.tests[0].element == "describe")
        #expect(result.tests[0].failure?.line == 3)
    }

    @Test func setupTeardownLazyStrictAndFinallyRunInBustedsOrder() {
        let printed = PrintedLines()
        let result = runSpec("""
            describe("d", function()
              setup(function() print("setup") end)
              lazy_setup(function() print("lazy") end)
              teardown(function() print("teardown") end)
              lazy_teardown(function() print("lazy teardown") end)
              before_each(function() print("before") end)
              after_each(function() print("after") end)
              it("a", function() finally(function() print("finally") end) print("a") end)
              it("b", function() print("b") end)
            end)
            describe("empty", function()
              lazy_setup(function() print("never: no test") end)
            end)
            """, options: specOptions(printed))
        #expect(result.outline == ["d a: passed", "d b: passed"])
        #expect(printed.all == ["setup", "lazy", "before", "a", "finally", "after", "before", "b", "after",
                                "lazy teardown", "teardown"])
    }

    @Test func globalsBelongToTheBlockThatSetThem() {
        let result = runSpec("""
            describe("a", function()
              x = 1
              it("sees its block's", function() assert.equal(1, x) end)
              it("sets one", function() y = 2 end)
              it("does not see a test's", function() assert.is_nil(y) end)
              it("finds no DSL in _G", function() assert.is_nil(rawget(_G, "describe")) end)
            end)
            describe("b", function()
              it("does not see a's", function() assert.is_nil(x) end)
            end)
            insulate("i", function() it("sets", function() z = 1 end) end)
            expose("e", function() w = 1; it("sets", function() end) end)
            it("sees what expose set", function() assert.equal(1, w) end)
            """)
        #expect(result.tests.allSatisfy { $0.status == .passed }, "\(result.outline)")
        #expect(result.tests.count == 8)
    }

    @Test func theDSLRaisesInsideTests() {
        let result = runSpec("it('t', function() describe('x', function() end) end)")
        #expect(result.tests[0].failure?.message == "'describe' not supported inside current context block")
    }

    @Test func aliasesAndCurriedForms() {
        let result = runSpec("""
            describe "curried" (function()
              it "works" (function() end)
            end)
            context("c", function() spec("s", function() end); test("t", function() end) end)
            """)
        #expect(result.outline == ["curried works: passed", "c s: passed", "c t: passed"])
    }

    @Test func randomizeShufflesABlockWithItsSeed() {
        let body = "describe('r', function() randomize(42)\n" + (1...8).map { "it('\($0)', function() end)" }.joined(separator: "\n") + "\nend)"
        let first = runSpec(body).tests.map(\.name), second = runSpec(body).tests.map(\.name)
        #expect(first == second)
        #expect(first != (1...8).map(String.init))
        #expect(first.sorted() == (1...8).map(String.init))
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
        #expect(syntax.outline == ["\(syntax.file): failed"])
        #expect(syntax.tests[0].element == "file")
        #expect(syntax.tests[0].failure?.line == 3)
        #expect(syntax.tests[0].failure?.message.contains("'end' expected") == true)

        let inDescribe = runSpec("describe('x', function()\n  descibe('y')\nend)")
        #expect(inDescribe.tests[0].failure?.line == 2)
        #expect(inDescribe.tests[0].failure?.message == "attempt to call a nil value (global 'descibe')")
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

    /// An error's traceback ends with the spec's own frames: the walk that called it is cut.
    @Test func aTracebackEndsWithTheSpecsFrames() {
        let result = runSpec("""
            local function inner() error("boom") end
            it("fails", function() inner() end)
            """)
        let traceback = result.tests.first?.failure?.traceback ?? ""
        #expect(traceback.hasPrefix("stack traceback:"))
        #expect(traceback.split(separator: "\n").last?.contains("x_spec.lua:2: in function <") == true, "\(traceback)")
        #expect(!traceback.contains("tabhost/busted.lua"))
    }

    /// The files of a directory share one Lua state (the registry shows it, under --trust),
    /// and each finds the globals and library tables as the state was made, whatever the file
    /// before it changed; the file after one that called os.exit gets a new state.
    @Test func filesShareAStateThatIsPutBackAfterEach() {
        let directory = TemporaryDirectory()
        let count = "local r = debug.getregistry(); r.files = (r.files or 0) + 1\n"
        let files = [
            directory.write("a_spec.lua", count + """
                string.shout, string.rep = function(s) return s:upper() end, nil
                tabhost.extra, GLOBAL_A, package.loaded.made = true, true, {}
                it("changes what it likes", function() assert.equal("A", ("a"):shout()) end)
                """),
            directory.write("b_spec.lua", count + """
                it("shares the state", function() assert.equal(2, debug.getregistry().files) end)
                it("sees none of it", function() assert.is_nil(string.shout or tabhost.extra or GLOBAL_A or package.loaded.made) end)
                it("finds what it removed", function() assert.equal("aa", string.rep("a", 2)) end)
                it("exits", function() os.exit(0) end)
                """),
            directory.write("c_spec.lua", count + "it(\"is in a new state\", function() assert.equal(1, debug.getregistry().files) end)"),
        ]
        var options = specOptions()
        options.trusted = true
        for insulated in [true, false] {
            options.busted.autoInsulate = insulated
            let results = SpecRunner.run(files, options: options, jobs: 1)
            #expect(results.flatMap(\.outline).filter { !$0.hasPrefix("os.exit") } == [
                "changes what it likes: passed", "shares the state: passed", "sees none of it: passed",
                "finds what it removed: passed", "exits: failed",
                "is in a new state: passed",
            ], "auto-insulate \(insulated)")
        }
    }

    /// The file after one that gave the libraries and the basic types metatables of its own,
    /// or changed the string metatable, finds them as the state was made (sandboxed and trusted).
    @Test func aFileFindsTheMetatablesAsTheStateWasMade() {
        let directory = TemporaryDirectory()
        let files = [
            directory.write("a_spec.lua", """
                setmetatable(math, { __index = function() return "leaked" end, __metatable = "locked" })
                getmetatable("").__index = setmetatable({ shout = string.upper }, { __index = string })
                getmetatable("").__call = function() return "called" end
                pcall(function() debug.setmetatable(0, { __index = { twice = function(n) return 2 * n end } }) end)  -- trusted only
                it("changes metatables", function() assert.equal("leaked", math.nothing) end)
                """),
            directory.write("b_spec.lua", """
                it("finds them as they were", function()
                  assert.is_nil(math.nothing)
                  assert.is_nil(getmetatable(math))
                  assert.is_nil(("x").shout)
                  assert.is_nil(getmetatable("").__call)
                  assert.equal("X", ("x"):upper())
                  local trusted, meta = pcall(function() return debug.getmetatable(0) end)
                  if trusted then assert.is_nil(meta) end
                end)
                """),
        ]
        var options = specOptions()
        for trusted in [false, true] {
            options.trusted = trusted
            let results = SpecRunner.run(files, options: options, jobs: 1)
            #expect(results.flatMap(\.outline) == ["changes metatables: passed", "finds them as they were: passed"],
                    "trusted \(trusted)")
        }
    }

    /// The busted chunk's functions are made once per state, but each file finds the DSL's
    /// tables as a new run of it makes them: what the file before subscribed, and what it
    /// changed in the tables it can reach (an error object's metatable), is gone; luassert is
    /// the exception, loaded once per state as busted loads it once per run, so what the file
    /// before changed in `stub`'s and `assert`'s metatables holds (sandboxed and trusted,
    /// insulated or not).
    @Test func aFileFindsTheDSLAsTheStateWasMade() {
        let directory = TemporaryDirectory()
        let files = [
            directory.write("a_spec.lua", """
                local busted = require("busted")
                busted.subscribe({ "test", "end" }, function(element)
                  if element.name == "finds a fresh DSL" then error("a subscriber of the file before") end
                  return nil, true
                end)
                getmetatable(stub).__index = function() return "leaked" end
                it("changes the DSL's tables", function()
                  assert.equal("leaked", stub.unknown)
                  local _, pendingError = pcall(pending, "p")
                  getmetatable(pendingError).__tostring = function() return "leaked" end
                  getmetatable(assert).__index = function() return "leaked" end
                end)
                """),
            directory.write("b_spec.lua", """
                it("finds a fresh DSL", function()
                  local _, pendingError = pcall(pending, "p")
                  if tostring(pendingError) ~= "p" then error("the error object's metatable leaked") end
                end)
                it("finds luassert as the file before left it", function()
                  if stub.unknown ~= "leaked" or assert.anything ~= "leaked" then error("luassert was loaded anew") end
                end)
                """),
        ]
        var options = specOptions()
        for (trusted, insulated) in [(false, true), (true, true), (false, false)] {
            options.trusted = trusted
            options.busted.autoInsulate = insulated
            let results = SpecRunner.run(files, options: options, jobs: 1)
            #expect(results.flatMap(\.outline) == ["changes the DSL's tables: passed", "finds a fresh DSL: passed",
                                                     "finds luassert as the file before left it: passed"],
                    "trusted \(trusted), insulated \(insulated)")
        }
    }

    /// busted's context rules hold in every file a state runs, sandboxed and trusted: the
    /// hidden `file` is unset in tests and hooks (not a name that raises), the mediator's ids
    /// start afresh and `unsubscribe` takes them, and `arg[-1]` names the Lua interpreter
    /// (docs/testing.md, "Coming from busted").
    @Test func bustedsContextRulesHoldInEveryFile() {
        let directory = TemporaryDirectory()
        let source = """
            local busted = require("busted")
            before_each(function() assert.is_nil(file) end)
            it("hides file", function() assert.is_nil(file) end)
            it("unsubscribes by id", function()
              local got
              local sub = busted.subscribe({ "ev" }, function(...) got = { ... } end)
              assert.equal(1, sub.id)
              busted.publish({ "ev" }, "first")
              assert.equal(sub, busted.unsubscribe(sub.id, { "ev" }))
              busted.publish({ "ev" }, "second")
              assert.same({ "first" }, got)
            end)
            it("names an interpreter", function()
              assert.equal("tabhost", arg[0])
              assert.is_true(#arg[-1] > 0)
              assert.is_nil(arg[-2])
            end)
            """
        let files = [directory.write("a_spec.lua", source), directory.write("b_spec.lua", source)]
        var options = specOptions()
        for trusted in [false, true] {
            options.trusted = trusted
            let results = SpecRunner.run(files, options: options, jobs: 1)
            #expect(results.flatMap(\.outline) == Array(repeating: ["hides file: passed", "unsubscribes by id: passed",
                                                                    "names an interpreter: passed"], count: 2).flatMap { $0 },
                    "trusted \(trusted)")
        }
    }

    /// What files running at once print comes out file by file, in file order, each file's
    /// lines just before its results are handed back.
    @Test func filesRunInParallelPrintFileByFile() {
        let directory = TemporaryDirectory()
        let files = (1...4).map { n in
            directory.write("f\(n)_spec.lua", (1...3).map { "it('t\($0)', function() print('f\(n) line \($0)') end)" }.joined(separator: "\n"))
        }
        let printed = PrintedLines()
        var seen: [String] = []
        _ = SpecRunner.run(files, options: specOptions(printed), jobs: 2) { result in
            seen.append("\(result.file.split(separator: "/").last!): \(printed.all.count) lines before")
        }
        #expect(printed.all == (1...4).flatMap { n in (1...3).map { "f\(n) line \($0)" } })
        #expect(seen == ["f1_spec.lua: 3 lines before", "f2_spec.lua: 6 lines before",
                         "f3_spec.lua: 9 lines before", "f4_spec.lua: 12 lines before"])
    }
}
