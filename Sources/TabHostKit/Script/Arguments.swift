import LuaBridge
import TabCore

/// An argument error worded like Lua's `luaL_argerror`.
///
/// `package`, with `Arguments`: the spec runner's Lua functions (`app`, `tabhost.open`) read
/// their arguments as the host's own do, so their messages are worded alike.
package struct ArgumentError: Error, CustomStringConvertible {
    package var description: String

    package init(description: String) {
        self.description = description
    }
}

/// Typed access to the arguments of a host function called from Lua.
package struct Arguments {
    package let values: [LuaValue]
    /// The function name used in messages (`width`, `app:press`).
    package let function: String
    /// Throws the memory error when a result of that many bytes would pass the memory cap
    /// (`LuaVM.reserve`): a function checks before it makes something that big.
    var reserve: (Int) throws -> Void = { _ in }

    package init(values: [LuaValue], function: String, reserve: @escaping (Int) throws -> Void = { _ in }) {
        self.values = values
        self.function = function
        self.reserve = reserve
    }

    package subscript(position: Int) -> LuaValue {
        values.indices.contains(position - 1) ? values[position - 1] : .nil
    }

    package func string(_ position: Int) throws(ArgumentError) -> String {
        if let text = self[position].text { return text }
        throw mismatch(position, "string")
    }

    package func optionalString(_ position: Int) throws(ArgumentError) -> String? {
        self[position].isNil ? nil : try string(position)
    }

    /// A whole number that fits 32 bits (positions, sizes, milliseconds): a larger one is
    /// refused here, so no arithmetic on it can overflow further on.
    package func integer(_ position: Int) throws(ArgumentError) -> Int {
        switch self[position] {
        case .integer(let number) where Int32(exactly: number) != nil: return Int(number)
        case .number(let number) where number.rounded() == number && abs(number) <= Double(Int32.max): return Int(number)
        case .integer: throw outOfRange(position)
        case .number(let number) where number.isFinite && number.rounded() == number: throw outOfRange(position)
        default: throw mismatch(position, "integer")
        }
    }

    private func outOfRange(_ position: Int) -> ArgumentError {
        error(position, "integer from \(Int32.min) to \(Int32.max) expected, got \(describe(self[position]))")
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

/// A value as a message shows it: `'x'` for strings, the number, else the type.
package func describe(_ value: LuaValue) -> String {
    switch value {
    case .string(let text): "'\(NameEcho.shown(text))'"
    case .integer(let number): String(number)
    case .number(let number): String(number)
    case .boolean(let flag): String(flag)
    default: value.typeName
    }
}
