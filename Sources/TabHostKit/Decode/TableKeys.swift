import LuaBridge

/// Checks that a table holds only the names a decoder knows.
extension LuaTable {
    /// A problem for every key of this table that is not one of `known`.
    ///
    /// Misspelled names get a hint (`unknown field (did you mean title?)`); positional values
    /// and keys that are not strings are reported too, since nothing would read them.
    /// `noun` is `field` or `parameter`; `suggest` lists the names worth suggesting (default:
    /// `known`).
    func unknownKeys(known: Set<String>, suggest: [String], noun: String, at path: [PathComponent]) -> [ScriptProblem] {
        var problems = unnamedValueProblems(at: path)
        for case (.string(let name), _) in entries where !known.contains(name) {
            problems.append(ScriptProblem(at: path.child(name), "unknown \(noun)" + Suggestion.hint(for: name, among: suggest)))
        }
        return problems
    }

    /// A problem for every value not under a string key, in a table of named fields.
    func unnamedValueProblems(at path: [PathComponent]) -> [ScriptProblem] {
        Self.unnamedValueProblems(positional: array.count, keys: entries.lazy.map(\.key), at: path)
    }

    /// `unnamedValueProblems` of a table with `positional` values in sequence and `keys`.
    static func unnamedValueProblems(positional: Int, keys: some Sequence<LuaValue>, at path: [PathComponent]) -> [ScriptProblem] {
        var problems = (0..<positional).map { ScriptProblem(at: path.child($0 + 1), "unexpected positional value") }
        for key in keys {
            switch key {
            case .string: continue
            case .integer(let index): problems.append(ScriptProblem(at: path.child(Int(truncatingIfNeeded: index)), "unexpected positional value"))
            default: problems.append(ScriptProblem(at: path, "unexpected \(key.typeName) key"))
            }
        }
        return problems
    }

    /// Throws the first unknown key (for small sub-tables such as `horizontalInsets`).
    func checkKeys(_ known: [String], noun: String = "field", at path: [PathComponent]) throws(ScriptProblem) {
        if let problem = unknownKeys(known: Set(known), suggest: known, noun: noun, at: path).first { throw problem }
    }
}

extension LuaTable {
    /// A problem for every entry outside the sequence, in a table used as a list: an integer
    /// key after a hole, a string key (worded by `named`), any other key.
    func listProblems(at path: [PathComponent], named: (String) -> String) -> [ScriptProblem] {
        Self.listProblems(keys: entries.lazy.map(\.key), at: path, named: named)
    }

    /// `listProblems` of a list whose keys outside the sequence are `keys`.
    static func listProblems(keys: some Sequence<LuaValue>, at path: [PathComponent], named: (String) -> String) -> [ScriptProblem] {
        keys.map { key in
            switch key {
            case .string(let name):
                ScriptProblem(at: path.child(name), named(name))
            case .integer(let index):
                ScriptProblem(at: path.child(Int(truncatingIfNeeded: index)), "not in the sequence (is a value before it nil?)")
            default:
                ScriptProblem(at: path, "unexpected \(key.typeName) key")
            }
        }
    }
}
