/// Converts Lua values on a stack into Swift values, with raw access only (`LuaReading`).
///
/// Each distinct table is read once and reused wherever it appears again (the copies share
/// their storage), so the time and memory of a snapshot are linear in the distinct tables,
/// however often they are shared. A table nested deeper than `maximumDepth`, or one that
/// contains itself, is an error naming the problem; so is a snapshot larger than the memory
/// the cap still allows (`allowance`).
struct ValueReader {
    /// How many tables deep a snapshot may go.
    static let maximumDepth = 64
    /// What the copy of one value is counted as, besides its text (a `LuaValue` and its slot).
    static let valueCost = 32, tableCost = 96

    let vm: LuaVM
    let state: LuaState
    let reading: LuaReading
    /// The tables being converted, outermost first (to detect cycles).
    private var path: [UnsafeRawPointer] = []
    /// Tables already converted, by identity.
    private var done: [UnsafeRawPointer: LuaTable] = [:]
    /// Bytes the copy may still take.
    private var allowance: Int
    /// Registry references made for borrowed tables (`tablesByReference`).
    private(set) var borrowed: [Int32] = []

    init(vm: LuaVM, state: LuaState, reading: LuaReading = .snapshot) {
        self.vm = vm
        self.state = state
        self.reading = reading
        allowance = vm.memoryAllowance
    }

    /// The value at `index`.
    mutating func value(at index: Int32) throws -> LuaValue {
        try value(at: index, depth: 0)
    }

    /// The values from `first` to the top of the stack.
    mutating func values(from first: Int32) throws -> [LuaValue] {
        guard first <= state.top else { return [] }
        return try (first...state.top).map { try value(at: $0, depth: 0) }
    }

    private mutating func value(at index: Int32, depth: Int, byReference: Bool = false) throws -> LuaValue {
        guard state.checkStack(4) else { throw LuaError(.runtime, "stack overflow while converting a value") }
        let index = state.absolute(index)
        let type = state.type(at: index)
        try charge(Self.valueCost)
        switch type {
        case .none, .nil: return .nil
        case .boolean: return .boolean(state.boolean(at: index))
        case .number:
            return state.isInteger(at: index) ? .integer(state.integer(at: index)) : .number(state.number(at: index))
        case .string: return .string(try string(at: index))
        case .table:
            if byReference || reading.tablesByReference { return borrow(at: index) }
            return .table(try table(at: index, depth: depth))
        case .function:
            state.pushCopy(of: index)
            return .function(LuaFunction(ref: state.ref(), generation: vm.generation))
        case .userdata: return .object(vm.objectReference(at: index, on: state))
        case .lightUserdata, .thread: return .other(typeName: type.name)
        }
    }

    private mutating func charge(_ bytes: Int) throws {
        allowance -= bytes
        if allowance < 0 { throw vm.refusal(on: state) }
    }

    private mutating func string(at index: Int32) throws -> String {
        guard let window = reading.window else {
            let text = state.string(at: index) ?? ""
            try charge(text.utf8.count)
            return text
        }
        let kept = state.withBytes(at: index) { bytes in
            window.keepsWhole(count: bytes.count) ? Array(bytes) : window.cut(bytes)
        } ?? []
        try charge(kept.count)
        return String(decoding: kept, as: UTF8.self)
    }

    private mutating func borrow(at index: Int32) -> LuaValue {
        state.pushCopy(of: index)
        let ref = state.ref()
        borrowed.append(ref)
        return .object(LuaReference(ref: ref, generation: vm.generation, typeName: "table"))
    }

    private mutating func table(at index: Int32, depth: Int) throws -> LuaTable {
        guard let identity = state.identity(at: index) else { return LuaTable() }
        if let made = done[identity] { return made }
        guard !path.contains(identity) else { throw LuaError(.runtime, "cannot convert a table that contains itself") }
        guard path.count < Self.maximumDepth else {
            throw LuaError(.runtime, "cannot convert a table nested more than \(Self.maximumDepth) levels deep")
        }
        try charge(Self.tableCost)
        path.append(identity)
        defer { path.removeLast() }
        let (array, complete) = try sequence(at: index, depth: depth)
        let entries = complete ? try entries(at: index, skippingSequenceOf: array.count, depth: depth) : []
        let made = LuaTable(array: array, entries: Self.ordered(entries))
        done[identity] = made
        return made
    }

    /// Values at keys 1, 2, ... up to the first nil, or the window's count (then not complete).
    private mutating func sequence(at index: Int32, depth: Int) throws -> (values: [LuaValue], complete: Bool) {
        let limit = reading.window?.elements ?? .max
        var values: [LuaValue] = []
        while state.rawGet(table: index, index: Int64(values.count + 1)) != .nil {
            if values.count == limit {
                state.pop()
                return (values, false)
            }
            values.append(try value(at: -1, depth: depth + 1))
            state.pop()
        }
        state.pop()
        return (values, true)
    }

    /// Every pair whose key is not in the sequence part, in traversal order (in a window, as
    /// many as it holds, counting the sequence's own keys met on the way).
    private mutating func entries(at index: Int32, skippingSequenceOf count: Int,
                                  depth: Int) throws -> [(key: LuaValue, value: LuaValue)] {
        let steps = reading.window.map { $0.entries + count } ?? .max
        let referencing = depth == 0 && !reading.referencedFields.isEmpty
        var entries: [(key: LuaValue, value: LuaValue)] = []
        var taken = 0
        state.pushNil()
        while taken < steps, state.next(table: index) {
            defer { state.pop() }
            taken += 1
            if isSequenceKey(at: -2, count: count) { continue }
            let byReference = referencing && state.string(at: -2).map(reading.referencedFields.contains) == true
            entries.append((try value(at: -2, depth: depth + 1), try value(at: -1, depth: depth + 1, byReference: byReference)))
        }
        if taken == steps { state.pop() }  // the key `next` left
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
