import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

@Suite struct DecodeStyleTests {
    @Test func setsSizesFlagsAndChoices() throws {
        #expect(try styled("tabsGap", 3).tabsGap == 3)
        #expect(try styled("tabsGap", 2.0).tabsGap == 2)
        #expect(try styled("maxTabWidth", 20).maxTabWidth == 20)
        #expect(try styled("fitTabs", true).fitTabs)
        #expect(try styled("isIndicatorVisible", false).isIndicatorVisible == false)
        #expect(try styled("layout", "cluster").layout == .cluster)
        #expect(try styled("alignment", "centerSelected").alignment == .centerSelected)
        #expect(try styled("itemAppearance", "titledImages").itemAppearance == .titledImages)
        #expect(try styled("tabsSeparator", "│").tabsSeparator == "│")
    }

    @Test func readsTheParametersWithFormsOfTheirOwn() throws {
        #expect(try styled("horizontalInsets", ["left": 2]).horizontalInsets == Insets(left: 2, right: 0))
        #expect(try styled("horizontalInsets", ["left": 1, "right": 3]).insets == Insets(left: 1, right: 3))
        #expect(try styled("indicatorWidth", "content").indicatorWidth == .content)
        #expect(try styled("indicatorWidth", 6).indicatorWidth == .cells(6))
        #expect(try styled("selectionIndicatorTemplate", .fn(7)).selectionIndicatorTemplate == .function(ScriptFunction(id: 7)))
        #expect(try styled("selectionIndicatorTemplate", "brackets").selectionIndicatorTemplate == .brackets)
        #expect(try styled("selectionIndicatorTemplate", ["style": "none"]).selectionIndicatorTemplate == IndicatorTemplate.none)
        #expect(try styled("titlesFont", "bold italic").titlesFont == [.bold, .italic])
        #expect(try styled("unselectedItemTitleFont", ["dim": true]).unselectedItemTitleFont == [.dim])
    }

    @Test func acceptsTheSeedsAliases() throws {
        #expect(try styled("enabledTabBackgrondColor", "red").enabledTabBackgroundColor == .ansi(1))
        #expect(try styled("tabAlignment", "center").textAlignment == .center)
        #expect(try styled("selectionIndicatorStrokeColor", "#000000").indicatorColor == .rgb(0, 0, 0))
        #expect(try styled("selectedItemTitleFont", "bold").selectedItemTitleFont == [.bold])
    }

    @Test func nilRestoresTheDefault() throws {
        var style = BarStyle()
        try StyleDecoder.decode("tabsGap", 5, into: &style, path: "style.tabsGap")
        try StyleDecoder.decode("maxTabWidth", 9, into: &style, path: "style.maxTabWidth")
        try StyleDecoder.decode("tabsGap", .nil, into: &style, path: "style.tabsGap")
        try StyleDecoder.decode("maxTabWidth", .nil, into: &style, path: "style.maxTabWidth")
        #expect(style == BarStyle())
    }

    @Test(arguments: [
        ("tabsGap", LuaValue.integer(-1), "style.tabsGap: non-negative integer expected, got -1"),
        ("tabsGap", 1.5, "style.tabsGap: integer expected, got 1.5"),
        ("tabsGap", .number(.nan), "style.tabsGap: integer expected, got nan"),
        ("tabsGap", .number(-.infinity), "style.tabsGap: integer expected, got -inf"),
        ("tabsGap", "2", "style.tabsGap: number expected, got string"),
        ("tabsGap", 100_000, "style.tabsGap: too large (at most 10000), got 100000"),
        ("tabWidth", 0, "style.tabWidth: positive integer expected, got 0"),
        ("maxTabWidth", -3, "style.maxTabWidth: positive integer expected, got -3"),
        ("fitTabs", "yes", "style.fitTabs: boolean expected, got string"),
        ("layout", "wide", "style.layout: expected one of intrinsic, fixed, fit, cluster, got 'wide'"),
        ("layout", "fixd", "style.layout: expected one of intrinsic, fixed, fit, cluster, got 'fixd' (did you mean fixed?)"),
        ("layout", 2, "style.layout: string expected, got number"),
        ("position", "Bottom", "style.position: expected one of top, bottom, got 'Bottom' (did you mean bottom?)"),
        ("overflow", "wrap", "style.overflow: expected one of scroll, shrink, got 'wrap'"),
        ("textAlignment", "justify", "style.textAlignment: expected one of left, center, right, got 'justify'"),
        ("tintColor", "#12", "style.tintColor: invalid color '#12' (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        ("titlesFont", "bolder", "style.titlesFont: unknown font attribute 'bolder' (did you mean bold?)"),
        ("tabsSeparator", 1, "style.tabsSeparator: string expected, got number"),
        ("horizontalInsets", 2, "style.horizontalInsets: table expected, got number"),
        ("horizontalInsets", ["top": 1], "style.horizontalInsets.top: unknown field"),
        ("horizontalInsets", ["rigth": 1], "style.horizontalInsets.rigth: unknown field (did you mean right?)"),
        ("horizontalInsets", ["left": -1], "style.horizontalInsets.left: non-negative integer expected, got -1"),
        ("indicatorWidth", "wide", "style.indicatorWidth: expected one of full, content or a number of cells, got 'wide'"),
        ("indicatorWidth", "ful", "style.indicatorWidth: expected one of full, content or a number of cells, got 'ful' (did you mean full?)"),
        ("indicatorWidth", 0, "style.indicatorWidth: positive integer expected, got 0"),
        ("indicatorWidth", true, "style.indicatorWidth: string or number expected, got boolean"),
        ("selectionIndicatorTemplate", 3, "style.selectionIndicatorTemplate: function, table or string expected, got number"),
        ("selectionIndicatorTemplate", "dots",
         "style.selectionIndicatorTemplate: expected one of underline, brackets, background, none, got 'dots'"),
        ("selectionIndicatorTemplate", ["style": "bracket"],
         "style.selectionIndicatorTemplate.style: expected one of underline, brackets, background, none, got 'bracket' (did you mean brackets?)"),
        ("selectionIndicatorTemplate", ["shape": "x"], "style.selectionIndicatorTemplate.shape: unknown field"),
        ("tabsGapp", 2, "style.tabsGapp: unknown parameter (did you mean tabsGap?)"),
        ("enabledTabBackgrondColr", "red", "style.enabledTabBackgrondColr: unknown parameter (did you mean enabledTabBackgroundColor?)"),
        ("colour", "red", "style.colour: unknown parameter"),
    ] as [(String, LuaValue, String)])
    func reportsBadValues(name: String, value: LuaValue, message: String) {
        #expect(styleProblem(name, value) == message)
    }

    @Test func namesTheRuntimePathInProblems() {
        var style = BarStyle()
        #expect(throws: ScriptProblem(path: "c.style.horizontalInsets.left", message: "non-negative integer expected, got -2")) {
            try StyleDecoder.decode("horizontalInsets", ["left": -2], into: &style, path: "c.style.horizontalInsets")
        }
    }

    @Test func decodesAWholeTableCollectingEveryProblem() throws {
        let good = StyleDecoder.decode(["tabsGap": 2, "layout": "fit"], path: "c.style")
        #expect(try good.get().tabsGap == 2)
        #expect(try good.get().layout == .fit)
        let bad = StyleDecoder.decode(.table(array: ["x"], [("tabsGapp", 2), ("layout", "wide")]), path: "c.style")
        #expect(bad.failureDescriptions == [
            "c.style[1]: unexpected positional value",
            "c.style.layout: expected one of intrinsic, fixed, fit, cluster, got 'wide'",
            "c.style.tabsGapp: unknown parameter (did you mean tabsGap?)",
        ])
    }

    @Test func listsEveryParameterOnceWithItsAliases() {
        #expect(Set(StyleDecoder.parameterNames).count == StyleDecoder.parameterNames.count)
        #expect(StyleDecoder.parameterNames.count == 49)
        let aliases = StyleDecoder.parameters.rules.compactMap { rule in rule.aliasOf.map { (rule.name, $0) } }
        #expect(aliases.map(\.0) == ["tabAlignment", "selectionIndicatorStrokeColor", "enabledTabBackgrondColor"])
        #expect(aliases.allSatisfy { StyleDecoder.parameters.byName[$0.1]?.aliasOf == nil })
    }
}

extension Result where Failure == ProblemList {
    /// The printed problems of a failure (empty on success).
    var failureDescriptions: [String] {
        if case .failure(let list) = self { return list.problems.map(\.description) }
        return []
    }
}
