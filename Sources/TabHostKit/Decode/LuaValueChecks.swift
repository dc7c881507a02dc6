import LuaBridge

/// Type checks in the manner of Lua's `luaL_check*`: each returns the Swift value or throws a
/// problem worded like Lua's own (`string expected, got number`).
extension LuaValue {
    /// The largest size in cells or rows a script may ask for; more is a typo, not a layout.
    static let maximumCells = 10_000

    /// `<expected> expected, got <type>`, as `luaL_typeerror` words it.
    func typeError(_ expected: String, at path: [PathComponent]) -> ScriptProblem {
        ScriptProblem(at: path, "\(expected) expected, got \(typeName)")
    }

    func checkString(at path: [PathComponent]) throws(ScriptProblem) -> String {
        guard case .string(let text) = self else { throw typeError("string", at: path) }
        return text
    }

    func checkBoolean(at path: [PathComponent]) throws(ScriptProblem) -> Bool {
        guard case .boolean(let flag) = self else { throw typeError("boolean", at: path) }
        return flag
    }

    /// A table kept in Lua by reference (a script's `state`, read with `referencedFields`).
    var isTableReference: Bool {
        if case .object(let reference) = self { return reference.typeName == "table" }
        return false
    }

    func checkTable(at path: [PathComponent]) throws(ScriptProblem) -> LuaTable {
        guard case .table(let table) = self else { throw typeError("table", at: path) }
        return table
    }

    func checkFunction(at path: [PathComponent]) throws(ScriptProblem) -> LuaFunction {
        guard case .function(let function) = self else { throw typeError("function", at: path) }
        return function
    }

    /// A string, or a number converted as `tostring` does (ids, badges, span text).
    func checkText(at path: [PathComponent]) throws(ScriptProblem) -> String {
        switch self {
        case .string(let text): text
        case .integer(let value): LuaNumberText.string(value)
        case .number(let value): LuaNumberText.string(value)
        default: throw typeError("string", at: path)
        }
    }

    /// An integer; a float is accepted when it has an exact integer value (`3.0`).
    func checkInteger(at path: [PathComponent]) throws(ScriptProblem) -> Int {
        switch self {
        case .integer(let value):
            guard let integer = Int(exactly: value) else { throw ScriptProblem(at: path, "integer out of range") }
            return integer
        case .number(let value):
            if let integer = Self.exactInteger(value) { return integer }
            let whole = value.isFinite && value.magnitude >= 0x1p52  // every such double is whole
            throw ScriptProblem(at: path, whole ? "integer out of range, got \(LuaNumberText.string(value))"
                                                : "integer expected, got \(LuaNumberText.string(value))")
        default:
            throw typeError("number", at: path)
        }
    }

    /// `value` as an Int when it is whole and in range.
    ///
    /// Written with a truncating conversion instead of `Int(exactly:)`, whose rounding calls
    /// libm, which this package does not link.
    static func exactInteger(_ value: Double) -> Int? {
        guard value.isFinite, value > -0x1p63, value < 0x1p63 else { return nil }
        let integer = Int(value)
        return Double(integer) == value ? integer : nil
    }

    /// A size in cells or rows: an integer from `minimum` up to `maximumCells`.
    func checkCells(at path: [PathComponent], minimum: Int = 0) throws(ScriptProblem) -> Int {
        let count = try checkInteger(at: path)
        if count < minimum {
            let wanted = minimum == 0 ? "non-negative integer" : minimum == 1 ? "positive integer" : "integer >= \(minimum)"
            throw ScriptProblem(at: path, "\(wanted) expected, got \(count)")
        }
        if count > Self.maximumCells {
            throw ScriptProblem(at: path, "too large (at most \(Self.maximumCells)), got \(count)")
        }
        return count
    }

    /// One of an enum's names (or an alias of one), e.g. `layout = "fixed"`.
    func checkChoice<Choice: RawRepresentable & CaseIterable>(
        _ type: Choice.Type = Choice.self, at path: [PathComponent], aliases: [String: Choice] = [:]
    ) throws(ScriptProblem) -> Choice where Choice.RawValue == String {
        let name = try checkString(at: path)
        if let choice = Choice(rawValue: name) ?? aliases[name] { return choice }
        let names = Choice.allCases.map(\.rawValue)
        throw ScriptProblem(at: path, "expected one of \(names.joined(separator: ", ")), got \(LuaValue.quoted(name))"
                            + Suggestion.hint(for: name, among: names + aliases.keys.sorted()))
    }

    /// `'text'` for a message: control characters escaped and long text cut, so a problem
    /// always prints on one line (past `NameEcho.wholeBytes`, with its length).
    static func quoted(_ text: String) -> String {
        let limit = 40
        let shown = NameEcho.isCut(text) ? NameEcho.shown(text)
            : text.count > limit ? String(text.prefix(limit)) + "…" : text
        return "'" + PathComponent.escaped(shown, quote: "'") + "'"
    }
}
