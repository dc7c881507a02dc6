import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "`tabhost.open`": and the `app` object, from Swift.
@Suite struct TestingAppTests {
    @Test func pathsAreRelativeToTheSpecAndReadOncePerRun() {
        let directory = TemporaryDirectory()
        directory.write("scripts/bar.lua", "return { tabs = { { id = 'a', title = 'Alpha' } } }")
        let file = directory.write("specs/x_spec.lua", """
            for i = 1, 3 do
              it('opens ' .. i, function()
                local app = tabhost.open('../scripts/bar.lua', { width = 10, height = 2 })
                app:expectScreen [[
                  |  Alpha
                  | ╺━━━━━╸
                ]]
              end)
            end
            """)
        let sources = SourceCache()
        var options = specOptions()
        options.projectRoot = directory.path
        let result = SpecFile(path: file, options: options, sources: sources).run()
        #expect(result.outline == ["opens 1: passed", "opens 2: passed", "opens 3: passed"])
        #expect(sources.paths == ["\(directory.path)/scripts/bar.lua"])
    }

    /// docs/safety.md, "The test runner": a sandboxed spec opens scripts under its directory or
    /// the project only, and the error quotes no file outside.
    @Test func sandboxedSpecsOpenNothingOutsideTheProject() {
        let directory = TemporaryDirectory()
        directory.write("secret.lua", "return { tabs = { { title = 'top secret' } } }")
        var options = specOptions()
        options.projectRoot = directory.path + "/project"
        let spec = directory.write("project/spec/x_spec.lua", """
            it('absolute', function() tabhost.open('/etc/passwd') end)
            it('up', function() tabhost.open('../../secret.lua') end)
            """)
        let result = SpecFile(path: spec, options: options, sources: SourceCache()).run()
        #expect(result.outline == ["absolute: failed", "up: failed"])
        #expect(result.tests.allSatisfy { $0.failure?.message.contains("is outside the spec's directory and the project root") == true })
        #expect(!result.tests.contains { $0.failure?.text.contains("secret") == true && $0.failure?.text.contains("top") == true })
        options.trusted = true
        #expect(SpecFile(path: spec, options: options, sources: SourceCache()).run().tests[1].failure == nil)
    }

    @Test func aStringIsSourceUnlessItNamesAFileOrEndsInLua() {
        let directory = TemporaryDirectory()
        directory.write("bar", "return {}")
        let context = SpecContext(file: directory.path + "/x_spec.lua", options: specOptions(), sources: SourceCache())
        #expect(context.scriptPath("bar") == "\(directory.path)/bar")
        #expect(context.scriptPath("missing.lua") == "\(directory.path)/missing.lua")
        #expect(context.scriptPath("return {}") == nil)
        #expect(context.scriptPath("return {\n}") == nil)
    }

    @Test func aScriptThatFailsToLoadRaisesItsOwnPosition() {
        let result = runSpec("""
            it('t', function()
              tabhost.open("return {\\n  tabs = { { titel = 'x' } },\\n}")
            end)
            """)
        let failure = result.tests[0].failure
        #expect(failure?.kind == .error)
        #expect(failure?.message == "[source]:2: tabs[1].titel: unknown field (did you mean title?)")
        #expect(failure?.line == 2)
    }

    @Test func appErrorsArePositionedAtTheSpecLine() {
        let result = runSpec("""
            it('t', function()
              local app = tabhost.open("return { tabs = { { id = 'a' } } }")

              app:select("zz")
            end)
            """)
        #expect(result.tests[0].failure?.message == "app:select: no item with id 'zz'")
        #expect(result.tests[0].failure?.line == 4)
    }

    @Test func aScreenExpectationFailureCarriesBothScreens() {
        let result = runSpec("""
            it('t', function()
              local app = tabhost.open("return { tabs = { { id = 'a', title = 'A' } } }", { width = 6, height = 3 })
              app:expectScreen("  B")
            end)
            """)
        let failure = result.tests[0].failure
        #expect(failure?.kind == .assertion)
        #expect(failure?.line == 3)
        #expect(failure?.message == "app:expectScreen: the screen differs at rows 1, 2")
        #expect(failure?.expected == "B")
        #expect(failure?.actual == "  A\n ╺━╸")
    }

    @Test func appsOpenedWhileLoadingLiveAsLongAsTheFile() {
        let result = runSpec("""
            local app = tabhost.open("return { tabs = { { id = 'a' }, { id = 'b' } } }")
            it('first', function() app:press('right') end)
            it('second', function() assert.equal('b', app.selected.id) end)
            """)
        #expect(result.outline == ["first: passed", "second: passed"])
    }

    @Test func methodsCalledWithADotSayHowToCallThem() {
        let result = runSpec("""
            it('t', function()
              local app = tabhost.open("return {}")
              app.press("right")
            end)
            """)
        #expect(result.tests[0].failure?.message == "app:press is a method: call it with a colon, app:press(...)")
        #expect(result.tests[0].failure?.line == 3)
    }

    @Test func anUnknownKeyGetsTheKeyItMeant() {
        let result = runSpec("""
            it('t', function()
              local app = tabhost.open("return { tabs = { { id = 'a' } } }")
              app:press("right", "entr")
            end)
            """)
        #expect(result.tests[0].failure?.message == "app:press: unknown key 'entr' (did you mean enter?)")
        #expect(result.tests[0].failure?.line == 3)
    }

    /// `through` takes the pointer over the overflow marker on the way, each cell scrolling the
    /// strip once, so the drag ends on a tab hidden when it began; its cells are checked.
    @Test func aDragPassesThroughCellsOnTheWay() {
        let result = runSpec("""
            local source = [=[
              local tabs = {}
              for i = 1, 12 do tabs[i] = { id = "t" .. i, title = "Tab " .. i } end
              return { style = { reorderable = true }, tabs = tabs, didMove = function() end }
            ]=]
            it('through', function()
              local app = tabhost.open(source, { width = 30, height = 2 })
              app:drag{ from = "t1", through = { { 30, 1 }, { 30, 1 }, { 30, 1 }, { 30, 1 } }, to = "t6" }
              assert.same({ "didMove t1 1 6" }, app.log)
              app:expectScreen [[
                ‹ +5      Tab 1   Tab 7   +5 ›
                         ╺━━━━━╸
              ]]
            end)
            it('bad', function() tabhost.open(source):drag{ from = "t1", through = { 30, 1 }, to = "t2" } end)
            it('end', function() tabhost.open(source):drag{ from = true, to = "t2" } end)
            """)
        #expect(result.tests.map(\.failure?.message) == [
            nil,
            "app:drag: through: expected a list of { x, y }, got table",
            "app:drag: from: expected an item id or { x, y }, got boolean",
        ])
    }

    /// A click's part is checked against every part a click can name, the close mark too,
    /// and a drag names itself when an item is not there.
    @Test func aClickOrDragNamesItselfAndThePartItMeant() {
        let result = runSpec("""
            local source = "return { style = { closable = true }, tabs = { { id = 'a' }, { id = 'b' } } }"
            it('part', function() tabhost.open(source):click{ tab = 'a', part = 'clse' } end)
            it('drag', function() tabhost.open(source):drag('a', 'z') end)
            """)
        #expect(result.tests.map(\.failure?.message) == [
            "app:click: part: expected title, image, badge or close, got 'clse' (did you mean close?)",
            "app:drag: no item with id 'z' is visible in the outer bar",
        ])
    }
}
