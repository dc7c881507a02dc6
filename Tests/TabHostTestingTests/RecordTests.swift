import TabCore
import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// `tabhost run --record` as values: steps in, spec text out (no Lua, no terminal), compared
/// with literal expected text.
@Suite struct RecordTests {
    static let root = String(#filePath.dropLast("Tests/TabHostTestingTests/RecordTests.swift".count))

    static func step(_ action: RecordedAction, log: Int? = nil) -> RecordedStep {
        RecordedStep(action: action, screen: nil, logCount: log)
    }

    // MARK: - Steps to lines

    @Test func consecutiveKeysMergeAndAdvancesAddUpButACheckpointOrAClickSplitsThem() {
        let recording = Recording(steps: [
            .press("right"), .press("right"), .advance(16), .advance(20), .press("enter"), .press("x"), .checkpoint,
            .press("left"), .click(.item(id: "2", part: nil, path: nil)), .press("left"),
        ].map { Self.step($0) })
        let lines = recording.specSteps(checkpointScreens: [["A"]])
        #expect(lines.map(\.step) == [
            .press(["right", "right"]), .advance(36), .press(["enter", "x"]), .expectScreen(["A"]), .press(["left"]),
            .click(.item(id: "2", part: nil, path: nil)), .press(["left"]),
        ])
        #expect(lines.map(\.last) == [1, 3, 5, 6, 7, 8, 9])
    }

    @Test func onlyTimePassingIsNothingRecorded() {
        #expect(Recording(steps: [Self.step(.advance(30))]).isEmpty)
        #expect(Recording().isEmpty)
        #expect(!Recording(steps: [Self.step(.checkpoint)]).isEmpty)
    }

    // MARK: - The test's text

    @Test func aTestOpensTheScriptReplaysTheStepsAndAssertsTheScreenAndTheLog() {
        let test = RecordedTest(
            script: "../examples/tabs.lua", size: CellSize(width: 30, height: 4),
            steps: [
                .press(["right", "\""]), .expectScreen(["  One   Two", "       ╺━━━╸"]),
                .click(.item(id: "3", part: .badge, path: nil)), .click(.item(id: "general", part: nil, path: ["settings"])),
                .click(.cell(x: 4, y: 3)), .scroll(direction: -1, x: 2, y: 1), .resize(width: 20, height: 4), .advance(120),
                .click(.item(id: "3", part: nil, path: nil), button: "middle"), .click(.cell(x: 1, y: 4), button: "ctrl+left"),
                .drag(from: .item(id: "1", part: nil, path: nil), through: [], to: .item(id: "2", part: nil, path: nil)),
                .drag(from: .cell(x: 3, y: 1), through: [], to: .cell(x: 30, y: 1)),
                .drag(from: .item(id: "1", part: nil, path: nil), through: [SpecCell(x: 30, y: 1), SpecCell(x: 30, y: 1)],
                      to: .item(id: "9", part: nil, path: nil)),
            ],
            screen: ["  One   Two", "             ╺━━━╸", "third"], log: ["didSelect 2", "tabSwitched 2 1"])
        #expect(test.lines.joined(separator: "\n") + "\n" == """
              it("presses right, \\", clicks 3, clicks general, clicks at 4,3, scrolls up, ...", function()
                local app = tabhost.open("../examples/tabs.lua", { width = 30, height = 4 })
                app:press("right", "\\"")
                app:expectScreen [[
                  |  One   Two
                  |       ╺━━━╸
                ]]
                app:click{ tab = "3", part = "badge" }
                app:click{ tab = "general", path = { "settings" } }
                app:click(4, 3)
                app:scroll("up", 2, 1)
                app:resize(20, 4)
                app:advance(120)
                app:click{ tab = "3", button = "middle" }
                app:click(1, 4, "ctrl+left")
                app:drag("1", "2")
                app:drag{ from = { 3, 1 }, to = { 30, 1 } }
                app:drag{ from = "1", through = { { 30, 1 }, { 30, 1 } }, to = "9" }
                app:expectScreen [[
                    One   Two
                               ╺━━━╸
                  third
                ]]
                assert.same({ "didSelect 2", "tabSwitched 2 1" }, app.log)
              end)

            """)
        #expect(test.offset(ofStep: nil) == 1)
        #expect(test.offset(ofStep: 0) == 2)
        #expect(test.offset(ofStep: 2) == 7)  // after the checkpoint's five lines
    }

    @Test func aCheckpointJustBeforeQuittingIsNotAssertedTwice() {
        let test = RecordedTest(script: "a.lua", size: CellSize(width: 10, height: 2),
                                steps: [.press(["q"]), .expectScreen(["x"])], screen: ["x"], log: [])
        #expect(test.lines.filter { $0.contains("expectScreen") }.count == 1)
        #expect(test.lines.contains("    assert.same({}, app.log)"))
    }

    @Test func aLongLogIsWrappedAndALongNameCut() {
        let log = (1...12).map { "tabSwitched \($0 + 1) \($0)" }
        let keys = [String](repeating: "right", count: 20)
        let test = RecordedTest(script: "a.lua", size: CellSize(width: 10, height: 2), steps: [.press(keys)], screen: [], log: log)
        let lines = test.lines
        #expect(lines.first == #"  it("presses right, right, right, right, right, right, right, right, right ...", function()"#)
        #expect(Array(lines.suffix(6)) == [
            "    assert.same({",
            #"      "tabSwitched 2 1", "tabSwitched 3 2", "tabSwitched 4 3", "tabSwitched 5 4", "tabSwitched 6 5","#,
            #"      "tabSwitched 7 6", "tabSwitched 8 7", "tabSwitched 9 8", "tabSwitched 10 9","#,
            #"      "tabSwitched 11 10", "tabSwitched 12 11", "tabSwitched 13 12","#,
            "    }, app.log)",
            "  end)",
        ])
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
    }

    @Test func nothingButTimeIsNamedAfterTheFirstScreen() {
        #expect(RecordedTest(script: "a.lua", size: CellSize(width: 1, height: 1), steps: [.expectScreen([])], screen: [], log: []).name
            == "shows the first screen")
    }

    // MARK: - Lua literals

    @Test func stringsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(LuaLiterals.string(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(LuaLiterals.string("\n\t\u{1}é\t1") == #""\n\9\1é\0091""#)
    }

    @Test(arguments: [
        ["  One   Two", " ╺━━━╸", "page"],
        ["  indented", "  all of them"],
        ["", "a blank first row"],
        ["| a |", "| b"],
        ["has ]] and ]=]", "in it"],
        ["  One", "", "", "gap"],
        ["  One", " ╺━━━╸", "page"] + Array(repeating: "", count: 19) + ["status"],
        ["", "", "", "  three blank rows first", "", "", "", "", "and four"],
        [],
    ])
    func aScreenLiteralReadsBackAsExactlyItsRows(_ rows: [String]) throws {
        let lines = LuaLiterals.expectScreen(rows, indent: 4)
        let source = lines.joined(separator: "\n")
        guard let open = source.firstIndex(of: "["), let body = source[open...].firstIndex(of: "\n") else {
            Issue.record("no long bracket in \(source)")
            return
        }
        let level = source[source.index(after: open)...].prefix { $0 == "=" }.count
        let close = "]" + String(repeating: "=", count: level) + "]"
        let literal = String(source[source.index(after: body)...].dropLast(close.count))
        #expect(!literal.contains(close))
        #expect(ScreenExpectation.rows(of: literal) == rows, "\(source)")
    }

    @Test func bracketsAndBarsAreUsedOnlyWhenNeeded() {
        #expect(LuaLiterals.expectScreen(["a", " b"], indent: 2) == ["app:expectScreen [[", "    a", "     b", "  ]]"])
        #expect(LuaLiterals.expectScreen(["  a", " b"], indent: 2) == ["app:expectScreen [[", "    |  a", "    | b", "  ]]"])
        #expect(LuaLiterals.expectScreen(["x]]"], indent: 0) == ["app:expectScreen [=[", "  x]]", "]=]"])
    }

    @Test func runsOfBlankRowsAreWrittenAsOneLine() {
        let rows = ["  One", " ╺━━━╸", "page", "", ""] + Array(repeating: "", count: 17) + ["status"]
        #expect(LuaLiterals.expectScreen(rows, indent: 2) == [
            "app:expectScreen [[", "      One", "     ╺━━━╸", "    page", "    (19 blank rows)", "    status", "  ]]",
        ])
        #expect(LuaLiterals.expectScreen(["a", "", "", "b"], indent: 0) == ["app:expectScreen [[", "  a", "", "", "  b", "]]"])
    }

    // MARK: - The spec file

    static let test = ["  it(\"presses left\", function()", "    local app = tabhost.open(\"a.lua\")", "  end)"]

    @Test func aNewFileHasOneDescribeNamedAfterTheScript() {
        let file = RecordedSpecFile.new(describe: "tabs", comments: ["Recorded."], test: Self.test)
        #expect(file.text == """
            -- Recorded.
            describe("tabs", function()
              it("presses left", function()
                local app = tabhost.open("a.lua")
              end)
            end)

            """)
        #expect(file.line == 3)
    }

    @Test func anExistingFileGetsTheTestAtTheEndOfItsLastDescribe() {
        let existing = """
            local helpers = require "helpers"

            describe("tabs", function()
              it("starts", function()
              end)
            end)

            describe("more", function()
              it("goes on", function()
              end)
            end)

            -- a trailing comment

            """
        let file = RecordedSpecFile.appending(Self.test, to: existing, describe: "x")
        #expect(file.text == """
            local helpers = require "helpers"

            describe("tabs", function()
              it("starts", function()
              end)
            end)

            describe("more", function()
              it("goes on", function()
              end)

              it("presses left", function()
                local app = tabhost.open("a.lua")
              end)
            end)

            -- a trailing comment

            """)
        #expect(file.line == 12)
    }

    @Test func aFileWithoutADescribeGetsOneAtItsEnd() {
        let file = RecordedSpecFile.appending(Self.test, to: "it(\"alone\", function() end)\n", describe: "tabs")
        #expect(file.text == """
            it("alone", function() end)

            describe("tabs", function()
              it("presses left", function()
                local app = tabhost.open("a.lua")
              end)
            end)

            """)
        #expect(file.line == 4)
        #expect(RecordedSpecFile.appending(Self.test, to: "", describe: "tabs").line == 2)
    }

    @Test func anEmptyDescribeTakesTheTestWithoutABlankLine() {
        let file = RecordedSpecFile.appending(Self.test, to: "describe(\"t\", function()\nend)\n", describe: "x")
        #expect(file.text.hasPrefix("describe(\"t\", function()\n  it(\"presses left\""))
        #expect(file.line == 2)
    }

    // MARK: - Clicks and paths

    static let nestedHits = HitMap(regions: [
        HitRegion(x: 2, y: 0, width: 4, hit: Hit(id: "mail", part: .title)),
        HitRegion(x: 9, y: 0, width: 8, hit: Hit(id: "general", part: .title)),
        HitRegion(x: 18, y: 0, width: 2, hit: Hit(id: "general", part: .badge)),
        HitRegion(x: 2, y: 2, width: 7, hit: Hit(id: "general", part: .title, path: ["general"])),
        HitRegion(x: 12, y: 2, width: 6, hit: Hit(id: "colors", part: .title, path: ["general"])),
        HitRegion(x: 0, y: 0, width: 1, hit: Hit(id: nil, part: .marker, direction: -1)),
    ])

    @Test func aClickIsWrittenByTheItemUnderItWithItsPartAndItsBarWhenNeeded() {
        let hits = Self.nestedHits  // clicks at 0-based cells; a cell is written 1-based for Lua
        #expect(Recorder.target(x: 3, y: 0, in: hits) == .item(id: "mail", part: nil, path: nil))
        #expect(Recorder.target(x: 18, y: 0, in: hits) == .item(id: "general", part: .badge, path: nil))
        #expect(Recorder.target(x: 13, y: 2, in: hits) == .item(id: "colors", part: nil, path: nil))  // unique id: no path
        #expect(Recorder.target(x: 3, y: 2, in: hits) == .item(id: "general", part: nil, path: ["general"]))
        #expect(Recorder.target(x: 9, y: 0, in: hits) == .item(id: "general", part: nil, path: nil))
        #expect(Recorder.target(x: 0, y: 0, in: hits) == .cell(x: 1, y: 1))  // a marker
        #expect(Recorder.target(x: 29, y: 4, in: hits) == .cell(x: 30, y: 5))  // the page
    }

    @Test func appClickFindsTheItemInTheBarItsPathNames() throws {
        let inner = try AppObject.region(id: "general", part: nil, path: ["general"], in: Self.nestedHits, for: "app:click")
        #expect((inner.x, inner.y) == (2, 2))
        let outer = try AppObject.region(id: "general", part: nil, path: [], in: Self.nestedHits, for: "app:click")
        #expect((outer.x, outer.y) == (9, 0))
        let error = #expect(throws: ArgumentError.self) { try AppObject.region(id: "colors", part: nil, path: [], in: Self.nestedHits, for: "app:click") }
        #expect(error?.description == "app:click: no item with id 'colors' is visible in the outer bar")
    }

    // MARK: - Paths

    @Test func theScriptIsOpenedByAPathRelativeToTheSpec() {
        #expect(RecordPaths.relative("examples/btab.lua", from: "spec") == "../examples/btab.lua")
        #expect(RecordPaths.relative("/a/b/c.lua", from: "/a/b") == "c.lua")
        #expect(RecordPaths.relative("/a/x/c.lua", from: "/a/b/d") == "../../x/c.lua")
        #expect(RecordPaths.relative("c.lua", from: ".") == "c.lua")
    }
}
