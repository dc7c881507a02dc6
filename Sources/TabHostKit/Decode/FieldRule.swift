import LuaBridge
import TabCore

/// A model the decoder fills field by field, and whose fields can be reset one at a time.
protocol FieldDefaults: SendableMetatype {
    /// The value whose fields are the defaults (assigning nil restores these).
    var defaults: Self { get }
}

extension BarStyle: FieldDefaults {
    var defaults: BarStyle { BarStyle() }
}

extension Item: FieldDefaults {
    /// A fresh item with the same id: ids are never reset.
    var defaults: Item { Item(id: id, title: "") }
}

/// One named field of a Lua table: how its value is decoded and which field of `Model` it
/// sets. The decoders keep one table of these per model (`StyleDecoder.parameters`,
/// `ItemDecoder.fields`), so `check`, runtime writes and docs agree on the names.
///
/// Assigning nil (`c.style.tabsGap = nil`) restores the field's default.
struct FieldRule<Model: FieldDefaults>: Sendable {
    typealias Apply = @Sendable (LuaValue, [PathComponent], inout Model, ProblemCollector) throws(ScriptProblem) -> Void
    /// The field a rule sets (see `field`).
    typealias Field<Value> = @Sendable () -> WritableKeyPath<Model, Value>

    /// The name as written in a script (`tabsGap`).
    let name: String
    /// The name this one stands for, when it is an alias (`tabAlignment`).
    let aliasOf: String?
    let apply: Apply

    /// A rule setting `field` from what `decode` returns.
    ///
    /// `field` is an autoclosure, so building a table makes no key path object (each cost
    /// about 30K instructions at run time, a tenth of `render`'s start-up for the tables),
    /// and the optimizer turns the literal applied in the closure into a plain store.
    static func field<Value>(
        _ name: String, _ field: @autoclosure @escaping Field<Value>, aliasOf: String? = nil,
        _ decode: @escaping @Sendable (LuaValue, [PathComponent], ProblemCollector) throws(ScriptProblem) -> Value
    ) -> FieldRule {
        FieldRule(name: name, aliasOf: aliasOf) { value, path, model, problems throws(ScriptProblem) in
            let field = field()
            guard !value.isNil else {
                model[keyPath: field] = model.defaults[keyPath: field]
                return
            }
            model[keyPath: field] = try decode(value, path, problems)
        }
    }

    /// A size in cells or rows.
    static func cells(_ name: String, _ field: @autoclosure @escaping Field<Int>, minimum: Int = 0) -> FieldRule {
        .field(name, field()) { value, path, _ throws(ScriptProblem) in try value.checkCells(at: path, minimum: minimum) }
    }

    /// An optional size in cells (nil: no bound).
    static func cells(_ name: String, _ field: @autoclosure @escaping Field<Int?>, minimum: Int = 0) -> FieldRule {
        .field(name, field()) { value, path, _ throws(ScriptProblem) in try value.checkCells(at: path, minimum: minimum) }
    }

    static func flag(_ name: String, _ field: @autoclosure @escaping Field<Bool>) -> FieldRule {
        .field(name, field()) { value, path, _ throws(ScriptProblem) in try value.checkBoolean(at: path) }
    }

    /// A flag whose absence means something of its own (`isIndicatorVisible`).
    static func flag(_ name: String, _ field: @autoclosure @escaping Field<Bool?>) -> FieldRule {
        .field(name, field()) { value, path, _ throws(ScriptProblem) in try value.checkBoolean(at: path) }
    }

    /// One of an enum's names (or an alias of one).
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ field: @autoclosure @escaping Field<Choice>, aliasOf: String? = nil, aliases: [String: Choice] = [:]
    ) -> FieldRule where Choice.RawValue == String {
        .field(name, field(), aliasOf: aliasOf) { value, path, _ throws(ScriptProblem) in try value.checkChoice(at: path, aliases: aliases) }
    }

    /// An optional choice (an item's `textAlignment`: nil follows the bar).
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ field: @autoclosure @escaping Field<Choice?>, aliasOf: String? = nil
    ) -> FieldRule where Choice.RawValue == String {
        .field(name, field(), aliasOf: aliasOf) { value, path, _ throws(ScriptProblem) in try value.checkChoice(at: path) }
    }

    static func color(_ name: String, _ field: @autoclosure @escaping Field<Color?>, aliasOf: String? = nil) -> FieldRule {
        .field(name, field(), aliasOf: aliasOf) { value, path, _ throws(ScriptProblem) in try ColorParser.decode(value, at: path) }
    }

    static func font(_ name: String, _ field: @autoclosure @escaping Field<Attributes?>) -> FieldRule {
        .field(name, field()) { value, path, _ throws(ScriptProblem) in try FontParser.decode(value, at: path) }
    }

    static func text(_ name: String, _ field: @autoclosure @escaping Field<String>) -> FieldRule {
        .field(name, field()) { value, path, _ throws(ScriptProblem) in try value.checkString(at: path) }
    }

    static func text(_ name: String, _ field: @autoclosure @escaping Field<String?>) -> FieldRule {
        .field(name, field()) { value, path, _ throws(ScriptProblem) in try value.checkString(at: path) }
    }

    /// A script function (a button's `action`).
    static func function(_ name: String, _ field: @autoclosure @escaping Field<ScriptFunction?>) -> FieldRule {
        .field(name, field()) { value, path, problems throws(ScriptProblem) in problems.function(try value.checkFunction(at: path)) }
    }
}

/// The rules of one model, looked up by name, with the names worth suggesting.
struct FieldTable<Model: FieldDefaults>: Sendable {
    let rules: [FieldRule<Model>]
    let byName: [String: FieldRule<Model>]
    /// Aliases are accepted, never proposed.
    let canonicalNames: [String]
    /// Every name, for reading records straight from Lua (`LuaVM.readList`); empty unless
    /// asked for (`records`), since building it costs start-up time.
    let keyNames: LuaKeyNames
    /// Each rule's `apply`, in the order of `rules` (calling one copies no rule).
    private let applies: [FieldRule<Model>.Apply]
    /// Names the seeds use for something spelled another way here, with where it went
    /// (`indicatorView`: `selectionIndicatorTemplate`), told to whoever writes them.
    let elsewhere: [String: String]

    init(_ rules: [FieldRule<Model>], elsewhere: [String: String] = [:], records: Bool = false) {
        self.rules = rules
        self.elsewhere = elsewhere
        byName = Dictionary(rules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        canonicalNames = rules.filter { $0.aliasOf == nil }.map(\.name)
        keyNames = LuaKeyNames(records ? rules.map(\.name) : [])
        applies = rules.map(\.apply)
    }

    /// Applies the rule for `name`; `noun` words the unknown-name problem (`parameter`,
    /// `field`).
    func apply(
        _ name: String, _ value: LuaValue, to model: inout Model, at path: [PathComponent], noun: String,
        problems: ProblemCollector
    ) throws(ScriptProblem) {
        guard let rule = byName[name] else {
            let hint = elsewhere[name].map { " (\($0))" } ?? Suggestion.hint(for: name, among: canonicalNames)
            throw ScriptProblem(at: path, "unknown \(noun)" + hint)
        }
        try rule.apply(value, path, &model, problems)
    }

    /// Applies every named field of `record` (read with `keyNames`), reporting each problem
    /// and keeping good values: `applyAll` of a table, without looking the names up again.
    ///
    /// `fieldPath` is the record's path and one more step, which each field's name takes in
    /// turn: the caller's one path for a whole list of records (a problem keeps a copy).
    func applyAll(_ record: LuaRecord, to model: inout Model, fieldPath: inout [PathComponent], noun: String, problems: ProblemCollector) {
        if record.positionalCount > 0 || record.names.contains(-1) {
            LuaTable.unnamedValueProblems(positional: record.positionalCount, keys: record.fields.lazy.map(\.key), at: fieldPath.dropLast())
                .forEach(problems.report)
        }
        for field in record.fields {
            guard case .string(let name) = field.key else { continue }
            fieldPath[fieldPath.count - 1] = .key(name)
            if problems.outOfTime(at: fieldPath) { break }
            problems.attempt { () throws(ScriptProblem) in
                guard let known = field.name else {
                    return try apply(name, field.value, to: &model, at: fieldPath, noun: noun, problems: problems)
                }
                try applies[known](field.value, fieldPath, &model, problems)
            }
        }
    }

    /// Applies every named entry of `table`, reporting each problem and keeping good values;
    /// `skip` names fields the caller decodes itself.
    func applyAll(
        _ table: LuaTable, to model: inout Model, at path: [PathComponent], noun: String,
        problems: ProblemCollector, skip: Set<String> = []
    ) {
        table.unnamedValueProblems(at: path).forEach(problems.report)
        var fieldPath = path.child("")  // one path, its last step changed in place (a problem keeps a copy)
        for case (.string(let name), let value) in table.entries where skip.isEmpty || !skip.contains(name) {
            fieldPath[fieldPath.count - 1] = .key(name)
            if problems.outOfTime(at: fieldPath) { break }
            problems.attempt { () throws(ScriptProblem) in
                try apply(name, value, to: &model, at: fieldPath, noun: noun, problems: problems)
            }
        }
    }
}
