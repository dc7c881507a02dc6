/// Converts a Lua numeral as the lexer read it: decimal or hex integers (hex wraps around as
/// in Lua), decimal floats; anything else is malformed.
enum LuaNumeral {
    static func value(_ text: String) -> LuaToken.Kind {
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") { return hexInteger(lowered.dropFirst(2)) }
        if lowered.utf8.allSatisfy(LuaTokenizer.isDigit), let integer = Int64(lowered) { return .integer(integer) }
        return Double(lowered).map(LuaToken.Kind.float) ?? .malformedNumber  // a decimal integer too big is a float, as in Lua
    }

    /// `0xff` and friends; more than 16 digits wrap around modulo 2^64 like Lua's.
    private static func hexInteger(_ digits: Substring) -> LuaToken.Kind {
        guard !digits.isEmpty else { return .malformedNumber }
        var value: UInt64 = 0
        for byte in digits.utf8 {
            guard let digit = LuaTokenizer.digitValue(byte) else { return .malformedNumber }
            value = value &* 16 &+ UInt64(digit)
        }
        return .integer(Int64(bitPattern: value))
    }
}
