/// A Lua value copied into Swift.
///
/// Tables are snapshots taken with raw access (no metamethods run); functions and userdata
/// stay in the Lua state and are referenced through the registry.
public enum LuaValue: Sendable, Equatable {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case table(LuaTable)
    case function(LuaFunction)
    /// A value kept in the Lua state by reference: proxies made by `LuaVM.object`, full
    /// userdata coming from Lua, and values made with `LuaVM.reference(_:)`. Pushing it
    /// pushes the very same Lua value. Boxed (`indirect`): a reference is 32 bytes, twice
    /// any other case, and every value of a snapshot (a million tabs' fields) would pay for it.
    indirect case object(LuaReference)
    /// Threads and light userdata: kept by type name only.
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
        case .object(let reference): reference.typeName
        case .other(let name): name
        }
    }

    /// The bytes of a string value (0 for others): what pushing it adds to the heap.
    var textSize: Int {
        if case .string(let text) = self { return text.utf8.count }
        return 0
    }

    /// Whether this is `.nil`.
    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }
}

/// A snapshot of a Lua table: its sequence part and its other entries.
public struct LuaTable: Sendable, Equatable {
    /// Values at keys 1...n (n is the length of the sequence, stopping at the first nil).
    public var array: [LuaValue]
    /// Every other key: strings first in sorted order, then numbers in ascending order,
    /// then booleans (false first), then the rest in traversal order.
    ///
    /// When pushed to Lua, entries with a nil or NaN key are skipped (Lua cannot hold them).
    public var entries: [(key: LuaValue, value: LuaValue)]

    /// A table with a sequence part and other entries.
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

    /// Equal sequences and equal entries in the same order.
    public static func == (lhs: LuaTable, rhs: LuaTable) -> Bool {
        lhs.array == rhs.array
            && lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// A Lua function kept alive in its state's registry.
public struct LuaFunction: Hashable, Sendable {
    /// The registry reference.
    public let ref: Int32
    /// The generation of the `LuaVM` that owns it; a function is only callable there.
    public let generation: UInt64
    /// A reference to the registry slot `ref` of the VM with `generation`.
    public init(ref: Int32, generation: UInt64) {
        self.ref = ref
        self.generation = generation
    }
}

/// Any Lua value kept alive in its state's registry (userdata, proxies, referenced tables).
///
/// Two references are equal when they name the same registry slot of the same VM.
public struct LuaReference: Hashable, Sendable {
    /// The registry reference.
    public let ref: Int32
    /// The generation of the `LuaVM` that owns it; it can only be pushed there.
    public let generation: UInt64
    /// Lua's type name of the referenced value (`"userdata"`, `"table"`, ...).
    public let typeName: String
    /// A reference to the registry slot `ref` of the VM with `generation`.
    public init(ref: Int32, generation: UInt64, typeName: String = "userdata") {
        self.ref = ref
        self.generation = generation
        self.typeName = typeName
    }
}
