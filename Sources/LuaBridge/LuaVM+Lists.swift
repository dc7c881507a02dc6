import CLuaShim

extension LuaVM {
    /// Reads the table behind `list` (kept in Lua, as `LuaReading.referencedFields` keeps a
    /// field) as a list, one element at a time, so a list of a million records never exists
    /// as one snapshot: `body` asks the reader for each element it wants.
    ///
    /// Errors are those of reading a snapshot (a cycle, a table nested too deeply, more than
    /// the memory cap allows, a reference of another VM).
    package func readList(_ list: LuaReference, names: LuaKeyNames, _ body: (inout LuaListReader) throws -> Void) throws {
        try hostOperation { state in
            try push(.object(list), on: state)
            var reader = try LuaListReader(ValueReader(vm: self, state: state), list: state.top, names: names)
            try body(&reader)
        }
    }
}

/// A list on the Lua stack, read element by element (see `LuaVM.readList`).
package struct LuaListReader {
    /// The length of the sequence: keys 1, 2, ... up to the first nil.
    package let count: Int
    /// Every key outside the sequence, in the order of `LuaTable.entries`.
    package let otherKeys: [LuaValue]
    private var values: ValueReader
    private let list: Int32
    private let names: LuaKeyNames
    /// The storage the records are read into, one after another.
    private var scratch = LuaRecord()
    /// The names in rank order as strings of this state, kept on its stack while the list is
    /// read, which `clua_read_record` matches keys against; and room for the fields it reads.
    private let keys: [UnsafePointer<CChar>?]
    private var fields: [clua_field]

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
            if values.isSequenceKey(at: -2, count: count) { continue }
            others.append((try values.value(at: -2), .nil))
        }
        self.count = count
        otherKeys = ValueReader.ordered(others).map(\.key)
        self.values = values
        self.list = list
        self.names = names
        guard state.checkStack(Int32(names.names.count) + 4) else { throw LuaError(.runtime, "stack overflow while converting a value") }
        keys = names.byRank.map { state.pushInterned(names.names[$0]) }
        fields = [clua_field](repeating: clua_field(), count: names.names.count)
    }

    /// The element at `index` (1-based, at most `count`): a table as a record (see `LuaRecord`)
    /// whose storage the next call reuses (a copy kept is only copied), anything else as a
    /// snapshot reads it.
    package mutating func element(_ index: Int) throws -> LuaElement {
        let state = values.state
        defer { state.pop() }
        guard state.rawGet(table: list, index: Int64(index)) == .table else { return .value(try values.value(at: -1)) }
        if try !values.plainRecord(at: -1, into: &scratch, names: names, keys: keys, fields: &fields) {
            try values.record(at: -1, into: &scratch, names: names)
        }
        return .record(scratch)
    }

    /// `body` of the element at `index` (1-based, at most `count`) when it is a table of string
    /// fields, each key one of the names (see `LuaTextRecord`); nil, with nothing read, when it
    /// is anything else (read it with `element`).
    package mutating func textRecord<T>(_ index: Int, _ body: (LuaTextRecord) throws -> T) throws -> T? {
        let state = values.state
        defer { state.pop() }
        guard state.rawGet(table: list, index: Int64(index)) == .table else { return nil }
        return try values.textRecord(at: -1, names: names, keys: keys, fields: &fields, body)
    }
}

/// A table of string fields, each key one of a reader's names: what most elements of a long
/// list are (`LuaListReader.textRecord`). Its strings are read from Lua only when asked for.
package struct LuaTextRecord {
    /// The fields by their names' ranks (see `LuaKeyNames`), and which ranks are there.
    let fields: UnsafeBufferPointer<clua_field>
    let present: UInt64
    let names: LuaKeyNames

    /// Whether every field it has is one of the names at `allowed` (see `LuaKeyNames.set`).
    package func hasOnly(_ allowed: UInt64) -> Bool { present & ~allowed == 0 }

    /// The value of the field named by the name at `name`, if it has one.
    package func string(named name: Int) -> String? {
        let rank = names.ranks[name]
        guard present & (1 << rank) != 0 else { return nil }
        return fields[rank].text
    }
}

extension clua_field {
    /// A string field's bytes as a `String`.
    var text: String { String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self) }
}

/// An element of a list read by `LuaListReader`.
package enum LuaElement {
    /// A table, read one level deep.
    case record(LuaRecord)
    /// Anything else.
    case value(LuaValue)
}

/// A table of named fields read one level deep (an element of a long list): what a decoder
/// needs of it, without a `LuaTable` of it.
package struct LuaRecord {
    /// How many values it holds at keys 1, 2, ... (counted, not read: a record has none).
    package var positionalCount = 0
    /// Its other fields, in the order of `LuaTable.entries`.
    package var fields: [LuaField] = []

    package init() {}

    /// The record of `table`, its string keys looked up among `names`.
    package init(_ table: LuaTable, names: LuaKeyNames) {
        positionalCount = table.array.count
        fields = table.entries.map { entry in
            guard case .string(let name) = entry.key else { return LuaField(key: entry.key, name: nil, value: entry.value) }
            return LuaField(key: entry.key, name: names.index(of: name), value: entry.value)
        }
        self.names = fields.map { $0.name ?? -1 }
    }

    /// The position among the reader's names of each field's key (as `fields[i].name`), -1
    /// for a key that is none: looked through without touching the fields' values.
    package private(set) var names: [Int] = []

    /// Whether a field's key is the name at `name` among the reader's names.
    package func has(_ name: Int) -> Bool { names.contains(name) }

    /// The value of the field whose key is the name at `name` among the reader's names, or `.nil`.
    package func value(named name: Int) -> LuaValue {
        names.firstIndex(of: name).map { fields[$0].value } ?? .nil
    }

    /// Empties the record, keeping its storage.
    mutating func clear() {
        positionalCount = 0
        fields.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
    }

    mutating func append(_ field: LuaField) {
        fields.append(field)
        names.append(field.name ?? -1)
    }

    /// Sorts the fields into `LuaTable.entries` order: by their names' ranks (`ranks`, from
    /// `LuaKeyNames`) while every key is a name, comparing integers and swapping in place;
    /// else as a snapshot orders its entries.
    mutating func order(ranks: [Int]) {
        guard names.count > 1 else { return }
        guard !names.contains(-1) else {
            let unsorted = fields  // stable: keys of equal rank (two tables) keep their order
            fields = unsorted.indices.sorted { a, b in
                ValueReader.precedes(unsorted[a].key, unsorted[b].key) || (!ValueReader.precedes(unsorted[b].key, unsorted[a].key) && a < b)
            }.map { unsorted[$0] }
            names = fields.map { $0.name ?? -1 }
            return
        }
        for next in 1..<names.count {
            var slot = next
            while slot > 0, ranks[names[slot]] < ranks[names[slot - 1]] {
                names.swapAt(slot, slot - 1)
                fields.swapAt(slot, slot - 1)
                slot -= 1
            }
        }
    }
}

/// One field of a `LuaRecord`.
package struct LuaField {
    /// The key as read (one of the reader's names is that very string).
    package var key: LuaValue
    /// The key's position among the reader's names, if it is one.
    package var name: Int?
    package var value: LuaValue
}
