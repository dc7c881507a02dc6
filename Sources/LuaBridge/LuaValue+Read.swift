import CLua
import CLuaShim

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
    /// Tables met so far, by identity: converted, or still being converted (nil: one that
    /// contains itself meets it again).
    private var tables = TableMemo()
    /// Bytes the copy may still take.
    private var allowance: Int
    /// Registry references made for borrowed tables (`tablesByReference`).
    private(set) var borrowed: [Int32] = []
    /// The table `record(at:into:names:)` is reading: met again inside itself, it is a cycle.
    private var record: UnsafeRawPointer?

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
        case .boolean, .number, .string: return try scalar(type, at: index)
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

    /// The boolean, number or string at `index`, whose type is `type` (one of those).
    private mutating func scalar(_ type: LuaType, at index: Int32) throws -> LuaValue {
        switch type {
        case .boolean: .boolean(state.boolean(at: index))
        case .number: state.isInteger(at: index) ? .integer(state.integer(at: index)) : .number(state.number(at: index))
        default: .string(try string(at: index))
        }
    }

    /// Reads the table at `index` one level deep into `record` (its storage kept from the
    /// record before, so a list of records allocates once): its fields' values as `value(at:)`
    /// reads them, their keys among `names` as those very strings, its positional values only
    /// counted. It is not remembered as a shared table: a long list's records are read one
    /// after another and let go.
    mutating func record(at index: Int32, into record: inout LuaRecord, names: LuaKeyNames) throws {
        guard state.checkStack(4) else { throw LuaError(.runtime, "stack overflow while converting a value") }
        let index = state.absolute(index)
        try charge(Self.valueCost + Self.tableCost)
        self.record = state.identity(at: index)
        defer { self.record = nil }
        record.clear()
        var count = 0
        while state.rawGet(table: index, index: Int64(count + 1)) != .nil {
            count += 1
            state.pop()
        }
        state.pop()
        record.positionalCount = count
        state.pushNil()
        while state.next(table: index) {
            defer { state.pop() }
            if isSequenceKey(at: -2, count: count) { continue }
            let key: LuaValue, name = state.withBytes(at: -2, names.index(spelledBy:)) ?? nil
            if let name {
                try charge(Self.valueCost + names.names[name].utf8.count)
                key = .string(names.names[name])
            } else {
                key = try value(at: -2, depth: 1)
            }
            let field: LuaValue
            if state.type(at: -1) == .string {  // the usual field: what `value(at:)` checks first is known
                try charge(Self.valueCost)
                field = .string(try string(at: -1))
            } else {
                field = try value(at: -1, depth: 1)
            }
            record.append(LuaField(key: key, name: name, value: field))
        }
        record.order(ranks: names.ranks)
    }

    /// Reads the table at `index` into `record` as `record(at:into:names:)` does, in one C
    /// call, when it is a plain record (see `clua_read_record`: scalar fields, each key one of
    /// `names`, whose strings of this state are `keys`, in rank order); false, with nothing
    /// read, when it is not.
    mutating func plainRecord(
        at index: Int32, into record: inout LuaRecord, names: LuaKeyNames, keys: [UnsafePointer<CChar>?], fields: inout [clua_field]
    ) throws -> Bool {
        guard var present = readPlain(at: index, keys: keys, fields: &fields) else { return false }
        try charge(present: present, fields: fields, names: names)
        record.clear()
        while present != 0 {  // in rank order: the order of `LuaTable.entries`
            let rank = present.trailingZeroBitCount
            present &= present - 1
            let field = fields[rank], name = names.byRank[rank]
            let value: LuaValue = switch field.type {
            case LUA_TSTRING: .string(field.text)
            case LUA_TBOOLEAN: .boolean(field.boolean != 0)
            default: field.is_integer != 0 ? .integer(field.integer) : .number(field.number)
            }
            record.append(LuaField(key: .string(names.names[name]), name: name, value: value))
        }
        return true
    }

    /// Reads the table at `index` as `plainRecord` does when every field is a string, and
    /// hands `body` its fields (valid during the call); nil, with nothing read, when it is not
    /// such a record.
    mutating func textRecord<T>(
        at index: Int32, names: LuaKeyNames, keys: [UnsafePointer<CChar>?], fields: inout [clua_field],
        _ body: (LuaTextRecord) throws -> T
    ) throws -> T? {
        guard let present = readPlain(at: index, keys: keys, fields: &fields) else { return nil }
        var rest = present
        while rest != 0 {
            guard fields[rest.trailingZeroBitCount].type == LUA_TSTRING else { return nil }
            rest &= rest - 1
        }
        try charge(present: present, fields: fields, names: names)
        return try fields.withUnsafeBufferPointer { try body(LuaTextRecord(fields: $0, present: present, names: names)) }
    }

    /// The fields of the plain record at `index` (see `clua_read_record`) by rank, and which
    /// ranks it has; nil when it is none, or when strings are cut (a window).
    private func readPlain(at index: Int32, keys: [UnsafePointer<CChar>?], fields: inout [clua_field]) -> UInt64? {
        guard reading.window == nil else { return nil }
        var present: UInt64 = 0
        let plain = keys.withUnsafeBufferPointer { keys in
            fields.withUnsafeMutableBufferPointer { fields in
                clua_read_record(state.pointer, index, keys.baseAddress, Int32(keys.count), fields.baseAddress, &present)
            }
        }
        return plain != 0 ? present : nil
    }

    /// Charges a plain record as `record(at:into:names:)` charges a table of its fields.
    private mutating func charge(present: UInt64, fields: [clua_field], names: LuaKeyNames) throws {
        var bytes = Self.valueCost + Self.tableCost, rest = present
        while rest != 0 {
            let rank = rest.trailingZeroBitCount
            rest &= rest - 1
            bytes += 2 * Self.valueCost + names.names[names.byRank[rank]].utf8.count
            if fields[rank].type == LUA_TSTRING { bytes += fields[rank].length }
        }
        try charge(bytes)
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
        if identity == record { throw LuaError(.runtime, "cannot convert a table that contains itself") }
        switch tables[identity] {
        case .some(.some(let made)): return made
        case .some(.none): throw LuaError(.runtime, "cannot convert a table that contains itself")
        case .none: break
        }
        guard depth < Self.maximumDepth else {
            throw LuaError(.runtime, "cannot convert a table nested more than \(Self.maximumDepth) levels deep")
        }
        try charge(Self.tableCost)
        tables.begin(identity)
        let (array, complete) = try sequence(at: index, depth: depth)
        let entries = complete && !reading.sequencesOnly ? try entries(at: index, skippingSequenceOf: array.count, depth: depth) : []
        let made = LuaTable(array: array, entries: Self.ordered(entries))
        tables.finish(identity, made)
        return made
    }

    /// Values at keys 1, 2, ... up to the first nil, or the window's count (then not complete).
    private mutating func sequence(at index: Int32, depth: Int) throws -> (values: [LuaValue], complete: Bool) {
        let limit = reading.window?.elements ?? .max
        var values: [LuaValue] = []
        while case let type = state.rawGet(table: index, index: Int64(values.count + 1)), type != .nil {
            if values.count == limit {
                state.pop()
                return (values, false)
            }
            switch type {  // scalars read in place: long lists are mostly of them
            case .boolean, .number, .string:
                try charge(Self.valueCost)
                values.append(try scalar(type, at: -1))
            default:
                values.append(try value(at: -1, depth: depth + 1))
            }
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
            if entries.isEmpty { entries.reserveCapacity(4) }  // a record's few fields: one allocation
            let byReference = referencing && state.string(at: -2).map(reading.referencedFields.contains) == true
            entries.append((try value(at: -2, depth: depth + 1), try value(at: -1, depth: depth + 1, byReference: byReference)))
        }
        if taken == steps { state.pop() }  // the key `next` left
        return entries
    }

    /// Whether the key at `index` is one of the sequence's, 1...count.
    func isSequenceKey(at index: Int32, count: Int) -> Bool {
        guard state.isInteger(at: index) else { return false }
        let key = state.integer(at: index)
        return key >= 1 && key <= Int64(count)
    }

    /// Strings sorted, then numbers ascending, then false and true, then the rest as found.
    static func ordered(_ entries: [(key: LuaValue, value: LuaValue)]) -> [(key: LuaValue, value: LuaValue)] {
        guard entries.count > 1 else { return entries }  // most tables read: a list, or one field
        if entries.count <= 8 { return insertionSorted(entries) }  // a span, a style: no arrays of keys
        let keys = entries.map { sortKey($0.key) }  // once each, not in every comparison
        return entries.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if precedes(a, b) { return true }
            return !precedes(b, a) && left < right
        }.map { entries[$0] }
    }

    /// `ordered` of a few entries, sorted in place (stable: equal keys keep their order).
    private static func insertionSorted(_ entries: [(key: LuaValue, value: LuaValue)]) -> [(key: LuaValue, value: LuaValue)] {
        guard entries.indices.dropFirst().contains(where: { precedes(entries[$0].key, entries[$0 - 1].key) }) else {
            return entries  // already in order: no copy
        }
        var sorted = entries
        for next in 1..<sorted.count {
            var slot = next
            while slot > 0, precedes(sorted[next].key, sorted[slot - 1].key) { slot -= 1 }
            if slot != next { sorted.insert(sorted.remove(at: next), at: slot) }
        }
        return sorted
    }

    /// Whether key `a` comes strictly before key `b` in `ordered`'s order.
    static func precedes(_ a: LuaValue, _ b: LuaValue) -> Bool {
        if case .string(let x) = a, case .string(let y) = b { return x < y }  // field names, mostly
        return precedes(sortKey(a), sortKey(b))
    }

    private static func precedes(_ x: (rank: Int, text: String, number: Double), _ y: (rank: Int, text: String, number: Double)) -> Bool {
        if x.rank != y.rank { return x.rank < y.rank }
        if x.text != y.text { return x.text < y.text }
        return x.number < y.number
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

/// The tables a `ValueReader` met, by identity: a short list searched in order (a value
/// read from a callback holds a few tables, and a dictionary's hashing and growth cost more
/// than the search), moved to a dictionary once it holds many.
struct TableMemo {
    private static let listLimit = 16
    private var list: [(identity: UnsafeRawPointer, table: LuaTable?)] = []
    private var dictionary: [UnsafeRawPointer: LuaTable?] = [:]

    /// nil: not met; `.some(nil)`: being converted; else the converted table.
    subscript(identity: UnsafeRawPointer) -> LuaTable?? {
        if list.count < Self.listLimit { return list.first { $0.identity == identity }.map(\.table) }
        return dictionary[identity]
    }

    /// Notes that the table at `identity` is being converted.
    mutating func begin(_ identity: UnsafeRawPointer) {
        set(identity, nil)
    }

    /// Keeps the converted table for its next appearance.
    mutating func finish(_ identity: UnsafeRawPointer, _ table: LuaTable) {
        set(identity, table)
    }

    private mutating func set(_ identity: UnsafeRawPointer, _ table: LuaTable?) {
        if list.count < Self.listLimit {
            if let slot = list.firstIndex(where: { $0.identity == identity }) {
                list[slot].table = table
                return
            }
            if list.isEmpty { list.reserveCapacity(4) }
            list.append((identity, table))
            if list.count == Self.listLimit {
                dictionary = Dictionary(uniqueKeysWithValues: list.map { ($0.identity, $0.table) })
            }
            return
        }
        dictionary[identity] = .some(table)
    }
}
