import LuaBridge
import TabCore

/// The container's own fields (docs/scripting.md, "Container fields").
extension ContainerDecoder {
    static let fields = FieldTable<DecodedContainer>([
        .field("tabs", \.container.items) { value, path, problems throws(ScriptProblem) in
            try ItemDecoder.list(value, at: path, problems: problems)
        },
        .field("style", \.container.style) { value, path, problems throws(ScriptProblem) in
            StyleDecoder.decodeTable(value, at: path, problems: problems)
        },
        .field("selected", \.selected) { value, path, _ throws(ScriptProblem) in try value.checkText(at: path) },
        .choice("autoselect", \.container.autoselect),
        .field("state", \.state) { value, path, _ throws(ScriptProblem) in
            if !value.isTableReference { _ = try value.checkTable(at: path) }
            return value
        },
        .field("keys", \.container.keys) { value, path, problems throws(ScriptProblem) in
            try keys(value, at: path, problems: problems)
        },
        .field("mouse", \.container.mouse) { value, path, problems throws(ScriptProblem) in
            try mouse(value, at: path, problems: problems)
        },
        .function("didSelect", \.container.callbacks.didSelect),
        .function("tabSwitched", \.container.callbacks.tabSwitched),
        .function("shouldSelect", \.container.callbacks.shouldSelect),
        .function("willSelect", \.container.callbacks.willSelect),
        .function("tabBecameEnabled", \.container.callbacks.tabBecameEnabled),
        .function("tabBecameDisabled", \.container.callbacks.tabBecameDisabled),
        .function("onReload", \.container.callbacks.onReload),
        .function("onResize", \.container.callbacks.onResize),
        .function("onOpen", \.container.callbacks.onOpen),
        .function("didMove", \.container.callbacks.didMove),
        .function("shouldClose", \.container.callbacks.shouldClose),
        .function("didClose", \.container.callbacks.didClose),
    ], elsewhere: [
        "selectedItem": "MDC's selectedItem is selected here: the id of the tab",
        "items": "the items are tabs here",
    ])

    /// Every container field name, in the order of docs/scripting.md, "Container fields".
    static let fieldNames = fields.rules.map(\.name)

    /// Decodes a container table: its fields, then the initial selection.
    static func body(_ table: LuaTable, at path: [PathComponent], problems: ProblemCollector) -> DecodedContainer {
        var decoded = DecodedContainer()
        guard problems.charge(ModelCost.container, at: path) else { return decoded }
        let misplaced = Set(table.stringKeys.filter { fields.byName[$0] == nil && StyleDecoder.parameters.byName[$0] != nil })
        for name in table.stringKeys where misplaced.contains(name) {
            problems.report(ScriptProblem(at: path.child(name), "unknown field (style parameters go in style = { \(name) = ... })"))
        }
        fields.applyAll(table, to: &decoded, at: path, noun: "field", problems: problems, skip: misplaced)
        let tabsPath = path.child("tabs")
        let itemLost = problems.problems.contains { $0.components.starts(with: tabsPath) && $0.components.count <= tabsPath.count + 1 }
        if !itemLost, let selected = decoded.selected,  // else a missing id is a consequence, not news
           let problem = selectionProblem(selected, in: decoded.container.items, at: path.child("selected")) {
            problems.report(problem)
        }
        decoded.container.selectInitially(decoded.selected)
        return decoded
    }

    /// Why `selected` cannot be the initial selection, if it cannot.
    private static func selectionProblem(_ id: String, in items: [Item], at path: [PathComponent]) -> ScriptProblem? {
        guard let item = items.first(where: { $0.id == id }) else {
            return ScriptProblem(at: path, "no item with id \(LuaValue.quoted(id))" + Suggestion.hint(for: id, among: items.map(\.id)))
        }
        guard item.kind == .tab else {
            return ScriptProblem(at: path, "\(LuaValue.quoted(id)) is a \(item.kind.rawValue), not a tab")
        }
        return nil
    }

    /// `keys = { ["ctrl+r"] = function(c) ... end }`, in table order; every problem reported.
    ///
    /// Two spellings of one key (`C-w` and `ctrl+w`) load with a warning; the binding written
    /// in the canonical spelling is kept (else the first met).
    private static func keys(_ value: LuaValue, at path: [PathComponent], problems: ProblemCollector) throws(ScriptProblem) -> [(key: Key, function: ScriptFunction)] {
        let table = try value.checkTable(at: path)
        table.unnamedValueProblems(at: path).forEach(problems.report)
        var bindings: [(key: Key, function: ScriptFunction)] = []
        var spellings: [Key: String] = [:]
        let canonical = table.entries.map { Self.isCanonicalKey($0.key) }  // each name read once
        let entries = table.entries.indices.filter { canonical[$0] } + table.entries.indices.filter { !canonical[$0] }
        for case (.string(let key), let binding) in entries.lazy.map({ table.entries[$0] }) {
            if problems.outOfTime(at: path.child(key)) { break }
            problems.attempt { () throws(ScriptProblem) in
                // The path names the key, so the message does not echo it again.
                if let tooLong = KeyName.lengthProblem(key) { throw ScriptProblem(at: path.child(key), tooLong) }
                guard let parsed = try? Key(name: key) else {
                    throw ScriptProblem(at: path.child(key), "unknown key" + KeyError(name: key).reason)
                }
                let function = problems.function(try binding.checkFunction(at: path.child(key)))
                if let kept = spellings[parsed] {
                    problems.warn(ScriptProblem(
                        at: path.child(key), "the same key as \(path.child(kept).rendered) (\(parsed.name)): only \(path.child(kept).rendered) is bound"))
                    return
                }
                spellings[parsed] = key
                guard problems.charge(ModelCost.item + 2 * ModelCost.text(parsed.name), at: path.child(key)) else { return }
                bindings.append((parsed, function))
            }
        }
        return bindings
    }

    /// `mouse = { middle = function(c, item, click) ... end }`: bindings by button name.
    private static func mouse(
        _ value: LuaValue, at path: [PathComponent], problems: ProblemCollector
    ) throws(ScriptProblem) -> [(button: String, function: ScriptFunction)] {
        let table = try value.checkTable(at: path)
        table.unnamedValueProblems(at: path).forEach(problems.report)
        var bindings: [(button: String, function: ScriptFunction)] = []
        for case (.string(let name), let binding) in table.entries {
            problems.attempt { () throws(ScriptProblem) in
                guard let button = MouseName.normalize(name) else {
                    let names = MouseName.buttons.joined(separator: ", ")
                    let hint = Suggestion.hint(for: name, among: MouseName.buttons)
                    throw ScriptProblem(at: path.child(name), "unknown mouse button '\(NameEcho.shown(name))' (use \(names), with ctrl+, alt+ or shift+ before)\(hint)")
                }
                bindings.append((button, problems.function(try binding.checkFunction(at: path.child(name)))))
            }
        }
        return bindings
    }

    /// Whether a `keys` entry's key is a key name already in its canonical spelling.
    private static func isCanonicalKey(_ key: LuaValue) -> Bool {
        guard case .string(let text) = key else { return false }
        return (try? Key(name: text))?.name == text
    }
}
