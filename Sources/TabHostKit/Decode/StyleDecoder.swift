import LuaBridge
import TabCore

/// Decodes the `style` table (docs/scripting.md, "Style parameters"), or one parameter written
/// at runtime (`c.style.tabsGap = 3`).
///
/// Every parameter lives in the one table below, with the seeds' aliases beside the names
/// they stand for, so `check`, runtime writes and documentation all agree on the list.
enum StyleDecoder {
    /// Every style parameter and alias, in the order of docs/scripting.md, "Style parameters".
    static let parameters = FieldTable<BarStyle>([
        // Geometry
        .cells("tabsGap", \.tabsGap),
        .cells("tabInset", \.tabInset),
        .field("horizontalInsets", \.horizontalInsets) { value, path, _ throws(ScriptProblem) in
            try StyleValues.insets(value, at: path)
        },
        .cells("tabWidth", \.tabWidth, minimum: 1),
        .cells("tabsHeight", \.tabsHeight, minimum: 1),
        .flag("fitTabs", \.fitTabs),
        .choice("layout", \.layout),
        .choice("alignment", \.alignment),
        .cells("itemPadding", \.itemPadding),
        .choice("overflow", \.overflow),
        .cells("minTabWidth", \.minTabWidth, minimum: 1),
        .cells("maxTabWidth", \.maxTabWidth, minimum: 1),
        .choice("textAlignment", \.textAlignment),
        .choice("tabAlignment", \.textAlignment, aliasOf: "textAlignment"),  // BTab's bar-level name
        .choice("titleTextTransform", \.titleTextTransform),
        .choice("itemAppearance", \.itemAppearance),
        .choice("position", \.position),
        // Indicator
        .flag("isIndicatorVisible", \.isIndicatorVisible),
        .cells("indicatorHeight", \.indicatorHeight),
        .field("indicatorWidth", \.indicatorWidth) { value, path, _ throws(ScriptProblem) in
            try StyleValues.indicatorWidth(value, at: path)
        },
        .color("indicatorColor", \.indicatorColor),
        .color("selectionIndicatorStrokeColor", \.indicatorColor, aliasOf: "indicatorColor"),  // MDCTabBarView
        .flag("indicatorIsRounded", \.indicatorIsRounded),
        .flag("isIndicatorSlide", \.isIndicatorSlide),
        .flag("isAnimated", \.isAnimated),
        .field("selectionIndicatorTemplate", \.selectionIndicatorTemplate) { value, path, problems throws(ScriptProblem) in
            try StyleValues.template(value, at: path, function: problems.function)
        },
        // Colors and fonts
        .color("tintColor", \.tintColor),
        .color("selectedItemTintColor", \.selectedItemTintColor),
        .color("unselectedItemTintColor", \.unselectedItemTintColor),
        .color("barTintColor", \.barTintColor),
        .color("inkColor", \.inkColor),
        .color("bottomDividerColor", \.bottomDividerColor),
        .flag("drawSeparators", \.drawSeparators),
        .color("upperSeparatorLineColor", \.upperSeparatorLineColor),
        .color("lowerSeparatorLineColor", \.lowerSeparatorLineColor),
        .flag("darkensBackgroundForEnabledTabs", \.darkensBackgroundForEnabledTabs),
        .color("enabledTabBackgroundColor", \.enabledTabBackgroundColor),
        .color("enabledTabBackgrondColor", \.enabledTabBackgroundColor, aliasOf: "enabledTabBackgroundColor"),  // RK's spelling
        .font("titlesFont", \.titlesFont),
        .color("titlesFontColor", \.titlesFontColor),
        .color("titlesFontColorEnabled", \.titlesFontColorEnabled),
        .font("selectedItemTitleFont", \.selectedItemTitleFont),
        .font("unselectedItemTitleFont", \.unselectedItemTitleFont),
        .text("tabsSeparator", \.tabsSeparator),
        .flag("wrap", \.wrap),
        .flag("reorderable", \.isReorderable),
        .choice("activation", \.activation),
        .flag("closable", \.closable),
        .text("closeMark", \.closeMark),
    ], elsewhere: [
        "indicatorView": "BTab's indicatorView is selectionIndicatorTemplate here: \"underline\", \"brackets\", \"background\", \"none\" or a function(ctx) returning the indicator's spans",
        "displaysUppercaseTitles": "MDC's displaysUppercaseTitles is titleTextTransform = \"uppercase\" here",
        "rippleColor": "MDC's rippleColor is inkColor here",
        "enableRippleBehavior": "the ink flash is on whenever inkColor is set",
    ])

    /// Every accepted parameter name, aliases included, in the order of docs/scripting.md,
    /// "Style parameters".
    static let parameterNames = parameters.rules.map(\.name)

    /// Whether `name` is a parameter (an alias too), so reading an unknown one is an error.
    static func isParameter(_ name: String) -> Bool { parameters.byName[name] != nil }

    /// Sets one parameter from a value written at runtime (`c.style.tabsGap = 3`).
    ///
    /// `path` is where the value sits, e.g. `style.tabsGap`; problems name it (and deeper
    /// paths such as `style.horizontalInsets.left`). nil restores the default. Functions
    /// (`selectionIndicatorTemplate`) become `ScriptFunction`s through `function`, by default
    /// the function's registry reference.
    static func decode(
        _ name: String, _ value: LuaValue, into style: inout BarStyle, path: String,
        function: @escaping FunctionMapper = { ScriptFunction(id: $0.ref) }
    ) throws(ScriptProblem) {
        let problems = ProblemCollector(function: function)
        try parameters.apply(name, value, to: &style, at: [.raw(path)], noun: "parameter", problems: problems)
        if let timeout = problems.cutShort(at: path) { throw timeout }
    }

    /// Decodes a whole `style` table, as `c.style = { ... }` writes it.
    ///
    /// Every problem is collected; on success the style starts from the defaults.
    static func decode(
        _ value: LuaValue, path: String = "style", function: @escaping FunctionMapper = { ScriptFunction(id: $0.ref) }
    ) -> Result<BarStyle, ProblemList> {
        let problems = ProblemCollector(function: function)
        let style = decodeTable(value, at: [.raw(path)], problems: problems)
        if let timeout = problems.cutShort(at: path) { return .failure(ProblemList(problems: [timeout])) }
        return problems.problems.isEmpty ? .success(style) : .failure(ProblemList(problems: problems.problems))
    }

    /// A `style` table (nil: the defaults), reporting every problem and keeping good values.
    static func decodeTable(_ value: LuaValue, at path: [PathComponent], problems: ProblemCollector) -> BarStyle {
        var style = BarStyle()
        guard !value.isNil, let table = problems.attempt({ () throws(ScriptProblem) in try value.checkTable(at: path) }) else {
            return style
        }
        parameters.applyAll(table, to: &style, at: path, noun: "parameter", problems: problems)
        SizeAdvice.check(table, style, at: path, problems: problems)
        return style
    }
}
