/// A Lua value copied into Swift.
///
/// Tables are snapshots taken with raw access (no metamethods run); functions stay in the
/// Lua state and are referenced through the registry.
public enum LuaValue: Sendable {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case table(LuaTable)
    case function(LuaFunction)
    /// userdata, threads and light userdata: kept by type name only.
    case other(typeName: String)

    /// Lua's type name (`"nil"`, `"number"`, ...), for error messages.
    public var typeName: String {
        switch self {
        case .nil: "nil"
        case .boolean: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .table: "table"
        case .function: "function"
        case .other(let name): name
        }
    }

    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }
}

/// A snapshot of a Lua table: its sequence part and its other entries.
public struct LuaTable: Sendable {
    /// Values at keys 1...n (n is the length of the sequence, stopping at the first nil).
    public var array: [LuaValue]
    /// Every other key, strings first in sorted order, then the rest in traversal order.
    public var entries: [(key: LuaValue, value: LuaValue)]

    public init(array: [LuaValue] = [], entries: [(key: LuaValue, value: LuaValue)] = []) {
        self.array = array
        self.entries = entries
    }

    /// The value at a string key, or `.nil`.
    public subscript(key: String) -> LuaValue {
        for entry in entries {
            if case .string(let name) = entry.key, name == key { return entry.value }
        }
        return .nil
    }

    /// The string keys, in the order of `entries`.
    public var stringKeys: [String] {
        entries.compactMap { if case .string(let name) = $0.key { name } else { nil } }
    }
}

/// A Lua function kept alive in its state's registry.
public struct LuaFunction: Hashable, Sendable {
    /// The registry reference.
    public let ref: Int32
    /// The generation of the `LuaVM` that owns it; a function is only callable there.
    public let generation: UInt64
    public init(ref: Int32, generation: UInt64) {
        self.ref = ref
        self.generation = generation
    }
}
