/// A small Lua 5.4 lexer, enough to read table constructors and keep line numbers.
///
/// It never fails: an unfinished string or comment runs to the end of the source, and a byte
/// Lua would reject becomes a one-byte symbol. Every step consumes at least one byte, so it
/// always terminates.
struct LuaTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Every token of `source`.
    static func tokens(_ source: String) -> [LuaToken] {
        var tokenizer = LuaTokenizer(source)
        return tokenizer.all()
    }

    private mutating func all() -> [LuaToken] {
        skipShebang()
        var tokens: [LuaToken] = []
        while let token = next() { tokens.append(token) }
        return tokens
    }

    /// The next token, or nil at the end.
    mutating func next() -> LuaToken? {
        skipSpaceAndComments()
        guard let byte = peek() else { return nil }
        let start = line
        let kind: LuaToken.Kind
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            kind = .string(shortString())
        } else if byte == UInt8(ascii: "["), let level = longBracketLevel() {
            kind = .string(longString(level: level))
        } else if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
            kind = number()
        } else if Self.isNameStart(byte) {
            kind = .name(name())
        } else {
            kind = .symbol(symbol())
        }
        return LuaToken(kind: kind, line: start)
    }

    // MARK: Bytes

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Consumes one byte, counting `\n`, `\r`, `\r\n` and `\n\r` as one line break.
    private mutating func advance() {
        guard let byte = peek() else { return }
        position += 1
        guard byte == 0x0A || byte == 0x0D else { return }
        line += 1
        if let following = peek(), following != byte, following == 0x0A || following == 0x0D { position += 1 }
    }

    private mutating func skipShebang() {
        guard peek() == UInt8(ascii: "#") else { return }
        while let byte = peek(), byte != 0x0A, byte != 0x0D { position += 1 }
    }

    private mutating func skipSpaceAndComments() {
        while let byte = peek() {
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                advance()
            } else if byte == UInt8(ascii: "-"), peek(1) == UInt8(ascii: "-") {
                position += 2
                if let level = longBracketLevel() { _ = longString(level: level) } else { skipToLineEnd() }
            } else {
                return
            }
        }
    }

    private mutating func skipToLineEnd() {
        while let byte = peek(), byte != 0x0A, byte != 0x0D { position += 1 }
    }

    // MARK: Strings

    /// At `[`: the level of a long bracket `[==[` (the number of `=`), or nil.
    private func longBracketLevel() -> Int? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        var level = 0
        while peek(1 + level) == UInt8(ascii: "=") { level += 1 }
        return peek(1 + level) == UInt8(ascii: "[") ? level : nil
    }

    /// A long string or comment body, up to its closing `]==]` or the end of the source.
    private mutating func longString(level: Int) -> String {
        position += level + 2
        if let byte = peek(), byte == 0x0A || byte == 0x0D { advance() }  // the first newline is dropped
        var text: [UInt8] = []
        while let byte = peek() {
            if byte == UInt8(ascii: "]"), closesLongBracket(level: level) {
                position += level + 2
                break
            }
            if byte == 0x0A || byte == 0x0D {
                text.append(0x0A)
                advance()
            } else {
                text.append(byte)
                position += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private func closesLongBracket(level: Int) -> Bool {
        (0..<level).allSatisfy { peek(1 + $0) == UInt8(ascii: "=") } && peek(1 + level) == UInt8(ascii: "]")
    }

    /// A quoted string, escapes decoded; it ends at the closing quote or, unfinished, at a
    /// line break or the end of the source.
    private mutating func shortString() -> String {
        let quote = bytes[position]
        position += 1
        var text: [UInt8] = []
        while let byte = peek(), byte != quote, byte != 0x0A, byte != 0x0D {
            if byte == UInt8(ascii: "\\") {
                position += 1
                escape(into: &text)
            } else {
                text.append(byte)
                position += 1
            }
        }
        if peek() == quote { position += 1 }
        return String(decoding: text, as: UTF8.self)
    }

    /// After a backslash: appends the escaped bytes.
    private mutating func escape(into text: inout [UInt8]) {
        guard let byte = peek() else { return }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10,
            UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9, UInt8(ascii: "v"): 11,
        ]
        if let decoded = simple[byte] {
            text.append(decoded)
            position += 1
        } else if byte == 0x0A || byte == 0x0D {
            text.append(0x0A)
            advance()
        } else if byte == UInt8(ascii: "x") {
            position += 1
            text.append(UInt8(truncatingIfNeeded: digits(radix: 16, limit: 2)))
        } else if byte == UInt8(ascii: "z") {
            position += 1
            while let space = peek(), space == 0x20 || (space >= 0x09 && space <= 0x0D) { advance() }
        } else if Self.isDigit(byte) {
            text.append(UInt8(truncatingIfNeeded: digits(radix: 10, limit: 3)))
        } else if byte == UInt8(ascii: "u"), peek(1) == UInt8(ascii: "{") {
            position += 2
            let value = digits(radix: 16, limit: 8)
            if peek() == UInt8(ascii: "}") { position += 1 }
            text.append(contentsOf: Array(String(Unicode.Scalar(UInt32(truncatingIfNeeded: value)) ?? "\u{FFFD}").utf8))
        } else {
            text.append(byte)  // \\ \" \' and anything Lua would reject
            position += 1
        }
    }

    /// Up to `limit` digits in `radix`, as a number.
    private mutating func digits(radix: Int, limit: Int) -> Int {
        var value = 0
        for _ in 0..<limit {
            guard let byte = peek(), let digit = Self.digitValue(byte), digit < radix else { break }
            value = value * radix + digit
            position += 1
        }
        return value
    }

    // MARK: Names, numbers, symbols

    private mutating func name() -> String {
        let start = position
        while let byte = peek(), Self.isNameStart(byte) || Self.isDigit(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A numeral: Lua reads letters, digits, dots and exponent signs greedily, then converts.
    private mutating func number() -> LuaToken.Kind {
        let start = position
        var previous: UInt8 = 0
        while let byte = peek() {
            let exponentSign = (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                && [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(previous)
            guard Self.isNameStart(byte) || Self.isDigit(byte) || byte == UInt8(ascii: ".") || exponentSign else { break }
            previous = byte
            position += 1
        }
        return LuaNumeral.value(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private static let symbols = ["...", "..", "==", "~=", "<=", ">=", "//", "::", "<<", ">>"]

    private mutating func symbol() -> String {
        for symbol in Self.symbols where bytes[position...].starts(with: symbol.utf8) {
            position += symbol.utf8.count
            return symbol
        }
        let byte = bytes[position]
        position += 1
        return String(decoding: [byte], as: UTF8.self)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41) + 10
        case 0x61...0x66: Int(byte - 0x61) + 10
        default: nil
        }
    }
}
