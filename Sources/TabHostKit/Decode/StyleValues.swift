import LuaBridge
import TabCore

/// The style parameters whose values have a form of their own.
enum StyleValues {
    /// `horizontalInsets = { left = 2, right = 0 }`; a missing side is 0.
    static func insets(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> Insets {
        let table = try value.checkTable(at: path)
        try table.checkKeys(["left", "right"], at: path)
        return Insets(left: try side(table["left"], at: path.child("left")),
                      right: try side(table["right"], at: path.child("right")))
    }

    private static func side(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> Int {
        value.isNil ? 0 : try value.checkCells(at: path)
    }

    /// `indicatorWidth = "full" | "content" | cells`.
    static func indicatorWidth(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> IndicatorWidth {
        switch value {
        case .string("full"): return .full
        case .string("content"): return .content
        case .integer, .number: return .cells(try value.checkCells(at: path, minimum: 1))
        case .string(let name):
            throw ScriptProblem(at: path, "expected one of full, content or a number of cells, got \(LuaValue.quoted(name))"
                                + Suggestion.hint(for: name, among: ["full", "content"]))
        default:
            throw value.typeError("string or number", at: path)
        }
    }

    /// The named indicator looks, in the order messages list them.
    static let templateNames: [(name: String, template: IndicatorTemplate)] = [
        ("underline", .underline), ("brackets", .brackets), ("background", .background), ("none", .none),
    ]

    /// `selectionIndicatorTemplate`: a function, `{ style = "brackets" }` or `"brackets"`.
    static func template(_ value: LuaValue, at path: [PathComponent], function: FunctionMapper) throws(ScriptProblem) -> IndicatorTemplate {
        switch value {
        case .function(let body):
            return .function(function(body))
        case .string(let name):
            return try templateNamed(name, at: path)
        case .table(let table):
            try table.checkKeys(["style"], at: path)
            return try templateNamed(try table["style"].checkString(at: path.child("style")), at: path.child("style"))
        default:
            throw value.typeError("function, table or string", at: path)
        }
    }

    private static func templateNamed(_ name: String, at path: [PathComponent]) throws(ScriptProblem) -> IndicatorTemplate {
        if let known = templateNames.first(where: { $0.name == name }) { return known.template }
        let names = templateNames.map(\.name)
        throw ScriptProblem(at: path, "expected one of \(names.joined(separator: ", ")), got \(LuaValue.quoted(name))"
                            + Suggestion.hint(for: name, among: names))
    }
}
