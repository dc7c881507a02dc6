extension LuaVM {
    /// Pushes `value` onto `state`: a new table for `.table` (sequence, then entries), the
    /// referenced value for `.function` and `.object`, nil for `.other`.
    ///
    /// Throws for a function or object of another VM (one kept from before a reload).
    func push(_ value: LuaValue, on state: LuaState) throws {
        guard state.checkStack(3) else { throw LuaError(.runtime, "stack overflow (value nested too deeply)") }
        switch value {
        case .nil, .other: state.pushNil()
        case .boolean(let flag): state.push(flag)
        case .integer(let number): state.push(number)
        case .number(let number): state.push(number)
        case .string(let text): state.push(text)
        case .table(let table): try push(table, on: state)
        case .function(let function):
            try pushReference(function.ref, from: function.generation, what: "function", on: state)
        case .object(let reference):
            try pushReference(reference.ref, from: reference.generation, what: reference.typeName, on: state)
        }
    }

    private func push(_ table: LuaTable, on state: LuaState) throws {
        state.createTable(array: table.array.count, hash: table.entries.count)
        for (offset, element) in table.array.enumerated() {
            try push(element, on: state)
            state.rawSet(table: -2, index: Int64(offset + 1))
        }
        for entry in table.entries where entry.key.isStorableKey {
            try push(entry.key, on: state)
            try push(entry.value, on: state)
            state.rawSet(table: -3)
        }
    }

    private func pushReference(_ ref: Int32, from owner: UInt64, what: String, on state: LuaState) throws {
        guard owner == generation else {
            throw LuaError(.runtime, "a \(what) of another Lua state (one from before a reload) cannot be used here")
        }
        state.pushRef(ref)
    }
}

extension LuaValue {
    /// Whether Lua can use this value as a table key (not nil, not NaN, not a by-name value).
    var isStorableKey: Bool {
        switch self {
        case .nil, .other: false
        case .number(let number): !number.isNaN
        default: true
        }
    }
}
