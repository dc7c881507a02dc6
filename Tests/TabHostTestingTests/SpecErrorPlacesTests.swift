import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// What a spec's failures and an app's `errors` name (docs/safety.md, "Errors"): a line of
/// the user's, never one of the host's own chunks; a require loop says so and costs one test.
@Suite struct SpecErrorPlacesTests {
    @Test func aRequireLoopFailsOneTestNamingTheModulesLine() {
        let directory = TemporaryDirectory()
        let module = directory.write("selfish.lua", "local M = {}\nreturn require('selfish')")
        let result = runSpec("""
            it("loops", function() require("selfish") end)
            it("goes on", function() end)
            """, in: directory)
        #expect(result.outline == ["loops: failed", "goes on: passed"])
        let failure = result.tests.first?.failure
        #expect(failure?.message == "\(module):2: require loop: module 'selfish' is required again while it loads (selfish -> selfish)")
        #expect(failure?.traceback.contains("tabhost/") == false, "\(failure?.traceback ?? "")")
    }

    /// A module the sandbox cannot load (a C module, the system's) says how it would load.
    @Test func aModuleTheSandboxCannotFindSaysTrustWouldLoadIt() {
        let result = runSpec("""
            it("needs a C module", function() require("cjson") end)
            """)
        let failure = result.tests.first?.failure
        #expect(failure?.message == "module 'cjson' not found:")
        #expect(failure?.details.hasSuffix("C modules and the system's modules load with --trust)") == true, "\(failure?.details ?? "")")
    }

    /// A level that points past the test into the runner's walk names the test's line.
    @Test func aLevelPastTheTestNamesTheTestsLine() {
        let result = runSpec("""
            it("zero", function()
              error("no place", 0)
            end)
            it("three", function() error("past the test", 3) end)
            """)
        #expect(result.tests.map { $0.failure.map { "\($0.line): \($0.message)" } } == ["2: no place", "4: past the test"])
    }

    /// A failure with no line of the spec's (a helper's error) names the file alone, not line 0.
    @Test func aFailureWithNoLineNamesTheFileAlone() {
        let failure = SpecFailure(kind: .error, file: "a_spec.lua", line: 0, message: "h.lua:2: helper fails")
        #expect(failure.text == "a_spec.lua: h.lua:2: helper fails")
        #expect(SpecFailure(kind: .error, file: "a_spec.lua", line: 3, message: "x").text == "a_spec.lua:3: x")
    }

    /// A module whose load failed is not loading any more: the next test tries it again.
    @Test func aModuleThatFailedIsTriedAgain() {
        let directory = TemporaryDirectory()
        let module = directory.write("boom.lua", "error('boom', 0)")
        let result = runSpec("""
            it("first", function() require("boom") end)
            it("second", function() require("boom") end)
            """, in: directory)
        #expect(result.tests.map { $0.failure?.message } == ["\(module):1: boom", "\(module):1: boom"])
    }

    @Test func appErrorsNameTheScriptsLine() {
        let directory = TemporaryDirectory()
        directory.write("app.lua", """
            return {
              tabs = { { id = "a", title = "A" }, { id = "b", title = "B" } },
              didSelect = function(c, item)
                if item.id == "b" then error("no b", 0) end
              end,
            }
            """)
        let result = runSpec("""
            it("records", function()
              local app = tabhost.open("app.lua")
              app:tap("b")
              assert.are.equal(1, #app.errors)
              local tail = "app.lua:4: no b"
              assert.are.equal(tail, app.errors[1]:sub(-#tail))
            end)
            """, in: directory)
        #expect(result.outline == ["records: passed"], "\(result.tests.first?.failure?.text ?? "")")
    }
}
