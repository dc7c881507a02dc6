import LuaBridge

/// An argument error worded like Lua's `luaL_argerror`.
struct ArgumentError: Error, CustomStringConvertible {
    var description: String
}

/// Typed access to the arguments of a host function called from Lua.
struct Arguments {
    let values: [LuaValue]
    /// The function name used in messages (`width`, `app:press`).
    let function: String
    /// Throws the memory error when a result of that many bytes would pass the memory cap
    /// (`LuaVM.reserve`): a function checks before it makes something that big.
    var reserve: (Int) throws -> Void = { _ in }

    subscript(position: Int) -> LuaValue {
        values.indices.contains(position - 1) ? values[position - 1] : .nil
    }

    func string(_ position: Int) throws(ArgumentError) -> String {
        if let text = self[position].text { return text }
        throw mismatch(position, "string")
    }

    func optionalString(_ position: Int) throws(ArgumentError) -> String? {
        self[position].isNil ? nil : try string(position)
    }

    func integer(_ position: Int) throws(ArgumentError) -> Int {
        switch self[position] {
        case .integer(let number) where number >= Int64(Int32.min) && number <= Int64(Int32.max): return Int(number)
        case .number(let number) where number.rounded() == number && abs(number) < 1e9: return Int(number)
        default: throw mismatch(position, "integer")
        }
    }

    func table(_ position: Int) throws(ArgumentError) -> LuaTable {
        if case .table(let table) = self[position] { return table }
        throw mismatch(position, "table")
    }

    func mismatch(_ position: Int, _ expected: String) -> ArgumentError {
        let got = position > values.count ? "no value" : self[position].typeName
        return error(position, "\(expected) expected, got \(got)")
    }

    /// `bad argument #position to 'function' (detail)`.
    func error(_ position: Int, _ detail: String) -> ArgumentError {
        ArgumentError(description: "bad argument #\(position) to '\(function)' (\(detail))")
    }
}
