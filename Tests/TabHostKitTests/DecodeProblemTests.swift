import Testing
@testable import TabHostKit

@Suite struct DecodeProblemTests {
    @Test func printsFileLinePathAndMessage() {
        let problem = ScriptProblem(file: "examples/a.lua", line: 7, path: "style.tabsGapp",
                                    message: "unknown parameter (did you mean tabsGap?)")
        #expect(problem.description == "examples/a.lua:7: style.tabsGapp: unknown parameter (did you mean tabsGap?)")
    }

    @Test func leavesOutUnknownLineAndEmptyPath() {
        #expect(ScriptProblem(file: "a.lua", path: "tabs", message: "m").description == "a.lua: tabs: m")
        #expect(ScriptProblem(file: "a.lua", line: 3, path: "", message: "m").description == "a.lua:3: m")
        #expect(ScriptProblem(path: "tabs[1]", message: "m").description == "tabs[1]: m")
        #expect(ScriptProblem(line: 4, path: "tabs[1]", message: "m").description == "tabs[1]: m")
    }

    @Test func listsOneProblemPerLine() {
        let list = ProblemList(problems: [
            ScriptProblem(file: "a.lua", line: 1, path: "x", message: "one"),
            ScriptProblem(file: "a.lua", line: 2, path: "y", message: "two"),
        ])
        #expect(list.description == "a.lua:1: x: one\na.lua:2: y: two")
    }

    @Test func rendersPathsAsLuaWritesThem() {
        let path: [PathComponent] = [.key("tabs"), .index(2), .key("page"), .key("tabs"), .index(1), .key("title")]
        #expect(path.rendered == "tabs[2].page.tabs[1].title")
        #expect([PathComponent.key("keys"), .key("ctrl+r")].rendered == "keys[\"ctrl+r\"]")
        #expect([PathComponent.key("keys"), .key("end")].rendered == "keys[\"end\"]")
        #expect([PathComponent.raw("c.style"), .key("tabsGap")].rendered == "c.style.tabsGap")
    }

    @Test func equalityIgnoresHowThePathWasBuilt() {
        let built = ScriptProblem(at: [.key("tabs"), .index(1)], "m")
        #expect(built == ScriptProblem(path: "tabs[1]", message: "m"))
    }

    @Test(arguments: [
        ("tabsGapp", "tabsGap"), ("titel", "title"), ("TabsGap", "tabsGap"), ("tabsgap", "tabsGap"),
        ("indicatorColour", "indicatorColor"), ("enabledTabBackgroundColr", "enabledTabBackgroundColor"),
    ])
    func suggestsCloseNames(typed: String, meant: String) {
        let names = ["tabsGap", "title", "indicatorColor", "enabledTabBackgroundColor", "tabInset"]
        #expect(Suggestion.closest(to: typed, among: names) == meant)
    }

    @Test(arguments: ["x", "colour", "zzzzzzz", ""])
    func suggestsNothingForFarNames(typed: String) {
        #expect(Suggestion.closest(to: typed, among: ["id", "on", "title", "tabsGap"]) == nil)
    }

    @Test func countsSwapsAsOneEdit() {
        #expect(Suggestion.editDistance(Array("titel"), Array("title")) == 1)
        #expect(Suggestion.editDistance(Array("abc"), Array("")) == 3)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
