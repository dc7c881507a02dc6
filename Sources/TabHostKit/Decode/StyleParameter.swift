import LuaBridge
import TabCore

/// One style parameter: its Lua name, how its value is decoded, and the `BarStyle` field it
/// sets.
///
/// Assigning nil (`c.style.tabsGap = nil`) restores the field's default.
struct StyleParameter: Sendable {
    typealias Apply = @Sendable (LuaValue, [PathComponent], inout BarStyle, FunctionMapper) throws(ScriptProblem) -> Void

    /// The name as written in a script (`tabsGap`).
    let name: String
    /// The parameter this name stands for, when it is an alias (`tabAlignment`).
    let aliasOf: String?
    let apply: Apply

    /// A parameter setting `field` from what `decode` returns.
    static func field<Value>(
        _ name: String, _ field: WritableKeyPath<BarStyle, Value> & Sendable, aliasOf: String? = nil,
        _ decode: @escaping @Sendable (LuaValue, [PathComponent], FunctionMapper) throws(ScriptProblem) -> Value
    ) -> StyleParameter {
        StyleParameter(name: name, aliasOf: aliasOf) { value, path, style, function throws(ScriptProblem) in
            guard !value.isNil else {
                style[keyPath: field] = BarStyle()[keyPath: field]
                return
            }
            style[keyPath: field] = try decode(value, path, function)
        }
    }

    /// A size in cells or rows.
    static func cells(_ name: String, _ field: WritableKeyPath<BarStyle, Int> & Sendable, minimum: Int = 0) -> StyleParameter {
        .field(name, field) { value, path, _ throws(ScriptProblem) in try value.checkCells(at: path, minimum: minimum) }
    }

    /// An optional size in cells (nil: no bound).
    static func cells(_ name: String, _ field: WritableKeyPath<BarStyle, Int?> & Sendable, minimum: Int = 0) -> StyleParameter {
        .field(name, field) { value, path, _ throws(ScriptProblem) in try value.checkCells(at: path, minimum: minimum) }
    }

    static func flag(_ name: String, _ field: WritableKeyPath<BarStyle, Bool> & Sendable) -> StyleParameter {
        .field(name, field) { value, path, _ throws(ScriptProblem) in try value.checkBoolean(at: path) }
    }

    /// A flag whose absence means something of its own (`isIndicatorVisible`).
    static func flag(_ name: String, _ field: WritableKeyPath<BarStyle, Bool?> & Sendable) -> StyleParameter {
        .field(name, field) { value, path, _ throws(ScriptProblem) in try value.checkBoolean(at: path) }
    }

    /// One of an enum's names.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ field: WritableKeyPath<BarStyle, Choice> & Sendable, aliasOf: String? = nil
    ) -> StyleParameter where Choice.RawValue == String {
        .field(name, field, aliasOf: aliasOf) { value, path, _ throws(ScriptProblem) in try value.checkChoice(at: path) }
    }

    static func color(_ name: String, _ field: WritableKeyPath<BarStyle, Color?> & Sendable, aliasOf: String? = nil) -> StyleParameter {
        .field(name, field, aliasOf: aliasOf) { value, path, _ throws(ScriptProblem) in try ColorParser.decode(value, at: path) }
    }

    static func font(_ name: String, _ field: WritableKeyPath<BarStyle, Attributes?> & Sendable) -> StyleParameter {
        .field(name, field) { value, path, _ throws(ScriptProblem) in try FontParser.decode(value, at: path) }
    }

    static func text(_ name: String, _ field: WritableKeyPath<BarStyle, String?> & Sendable) -> StyleParameter {
        .field(name, field) { value, path, _ throws(ScriptProblem) in try value.checkString(at: path) }
    }
}
