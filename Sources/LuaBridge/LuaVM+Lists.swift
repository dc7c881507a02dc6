extension LuaVM {
    /// Reads the table behind `list` (kept in Lua, as `LuaReading.referencedFields` keeps a
    /// field) as a list, one element at a time, so a list of a million records never exists
    /// as one snapshot: `body` asks the reader for each element it wants.
    ///
    /// Errors are those of reading a snapshot (a cycle, a table nested too deeply, more than
    /// the memory cap allows, a reference of another VM).
    public func readList(_ list: LuaReference, names: LuaKeyNames, _ body: (inout LuaListReader) throws -> Void) throws {
        try hostOperation { state in
            try push(.object(list), on: state)
            var reader = try LuaListReader(ValueReader(vm: self, state: state), list: state.top, names: names)
            try body(&reader)
        }
    }
}

/// A list on the Lua stack, read element by element (see `LuaVM.readList`).
public struct LuaListReader {
    /// The length of the sequence: keys 1, 2, ... up to the first nil.
    public let count: Int
    /// Every key outside the sequence, in the order of `LuaTable.entries`.
    public let otherKeys: [LuaValue]
    private var values: ValueReader
    private let list: Int32
    private let names: LuaKeyNames
    /// The storage the table elements are read into, one after another.
    private var scratch = LuaTable()

    init(_ values: ValueReader, list: Int32, names: LuaKeyNames) throws {
        var values = values
        let state = values.state
        var count = 0
        while state.rawGet(table: list, index: Int64(count + 1)) != .nil {
            count += 1
            state.pop()
        }
        state.pop()
        var others: [(key: LuaValue, value: LuaValue)] = []
        state.pushNil()
        while state.next(table: list) {
            defer { state.pop() }
            if state.isInteger(at: -2), case let key = state.integer(at: -2), key >= 1, key <= Int64(count) { continue }
            others.append((try values.value(at: -2), .nil))
        }
        self.count = count
        otherKeys = ValueReader.ordered(others).map(\.key)
        self.values = values
        self.list = list
        self.names = names
    }

    /// The element at `index` (1-based, at most `count`), read as a snapshot reads it; a table
    /// element is a `LuaTable` whose storage the next call reuses (a copy kept is only copied)
    /// and whose string keys among `names` are those very strings.
    public mutating func element(_ index: Int) throws -> LuaValue {
        let state = values.state
        defer { state.pop() }
        guard state.rawGet(table: list, index: Int64(index)) == .table else { return try values.value(at: -1) }
        try values.record(at: -1, into: &scratch, names: names)
        return .table(scratch)
    }
}
