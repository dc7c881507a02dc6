/// Converts Lua values on a stack into Swift values, with raw access only.
///
/// Tables become `LuaTable` snapshots; a table nested deeper than `maximumDepth` or one that
/// contains itself is an error naming the problem (instead of a hang or a crash).
struct ValueReader {
    /// How many tables deep a snapshot may go.
    static let maximumDepth = 64

    let vm: LuaVM
    let state: LuaState
    /// The tables being converted, outermost first (to detect cycles).
    private var path: [UnsafeRawPointer] = []

    init(vm: LuaVM, state: LuaState) {
        self.vm = vm
        self.state = state
    }

    /// The value at `index`.
    mutating func value(at index: Int32) throws -> LuaValue {
        guard state.checkStack(4) else { throw LuaError(.runtime, "stack overflow while converting a value") }
        let index = state.absolute(index)
        let type = state.type(at: index)
        switch type {
        case .none, .nil: return .nil
        case .boolean: return .boolean(state.boolean(at: index))
        case .number:
            return state.isInteger(at: index) ? .integer(state.integer(at: index)) : .number(state.number(at: index))
        case .string: return .string(state.string(at: index) ?? "")
        case .table: return .table(try table(at: index))
        case .function:
            state.pushCopy(of: index)
            return .function(LuaFunction(ref: state.ref(), generation: vm.generation))
        case .userdata: return .object(vm.objectReference(at: index, on: state))
        case .lightUserdata, .thread: return .other(typeName: type.name)
        }
    }

    /// The values from `first` to the top of the stack.
    mutating func values(from first: Int32) throws -> [LuaValue] {
        guard first <= state.top else { return [] }
        return try (first...state.top).map { try value(at: $0) }
    }

    private mutating func table(at index: Int32) throws -> LuaTable {
        guard path.count < Self.maximumDepth else {
            throw LuaError(.runtime, "cannot convert a table nested more than \(Self.maximumDepth) levels deep")
        }
        guard let identity = state.identity(at: index), !path.contains(identity) else {
            throw LuaError(.runtime, "cannot convert a table that contains itself")
        }
        path.append(identity)
        defer { path.removeLast() }
        let array = try sequence(at: index)
        let entries = try entries(at: index, skippingSequenceOf: array.count)
        return LuaTable(array: array, entries: Self.ordered(entries))
    }

    /// Values at keys 1, 2, ... up to the first nil.
    private mutating func sequence(at index: Int32) throws -> [LuaValue] {
        var values: [LuaValue] = []
        while state.rawGet(table: index, index: Int64(values.count + 1)) != .nil {
            values.append(try value(at: -1))
            state.pop()
        }
        state.pop()
        return values
    }

    /// Every pair whose key is not in the sequence part, in traversal order.
    private mutating func entries(at index: Int32, skippingSequenceOf count: Int) throws -> [(key: LuaValue, value: LuaValue)] {
        var entries: [(key: LuaValue, value: LuaValue)] = []
        state.pushNil()
        while state.next(table: index) {
            defer { state.pop() }
            if isSequenceKey(at: -2, count: count) { continue }
            entries.append((try value(at: -2), try value(at: -1)))
        }
        return entries
    }

    private func isSequenceKey(at index: Int32, count: Int) -> Bool {
        guard state.isInteger(at: index) else { return false }
        let key = state.integer(at: index)
        return key >= 1 && key <= Int64(count)
    }

    /// Strings sorted, then numbers ascending, then false and true, then the rest as found.
    static func ordered(_ entries: [(key: LuaValue, value: LuaValue)]) -> [(key: LuaValue, value: LuaValue)] {
        guard entries.count > 1 else { return entries }  // most tables read: a list, or one field
        let keys = entries.map { sortKey($0.key) }  // once each, not in every comparison
        return entries.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a.rank != b.rank { return a.rank < b.rank }
            if a.text != b.text { return a.text < b.text }
            if a.number != b.number { return a.number < b.number }
            return left < right
        }.map { entries[$0] }
    }

    private static func sortKey(_ key: LuaValue) -> (rank: Int, text: String, number: Double) {
        switch key {
        case .string(let text): (0, text, 0)
        case .integer(let number): (1, "", Double(number))
        case .number(let number): (1, "", number)
        case .boolean(let flag): (2, "", flag ? 1 : 0)
        default: (3, "", 0)
        }
    }
}
