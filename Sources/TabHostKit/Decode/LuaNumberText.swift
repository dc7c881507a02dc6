/// Numbers as Lua's `tostring` writes them, for ids and badges given as numbers.
///
/// Lua prints integers plainly and floats with `%.14g`, adding `.0` when the result would
/// read as an integer: `3`, `3.0`, `0.1`, `3.3333333333333`, `1e+15`.
enum LuaNumberText {
    /// `tostring` of a Lua integer.
    static func string(_ value: Int64) -> String { String(value) }

    /// `tostring` of a Lua float.
    static func string(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let sign = value.sign == .minus ? "-" : ""
        guard value != 0, var decimal = Decimal14(parsing: "\(value.magnitude)") else { return sign + "0.0" }
        decimal.round(toDigits: 14)
        let text = decimal.formatted()
        let looksLikeInteger = text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        return sign + text + (looksLikeInteger ? ".0" : "")
    }
}

/// A positive decimal `0.d1d2d3... × 10^(exponent + 1)`, i.e. `d1.d2d3... × 10^exponent`.
private struct Decimal14 {
    /// Significant digits, the first one non-zero.
    var digits: [UInt8]
    /// The power of ten of the first digit.
    var exponent: Int

    /// Reads Swift's description of a positive finite Double (`1.5`, `1e-05`, `1.2e+20`).
    init?(parsing text: String) {
        let parts = text.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first, let power = Int(parts.count > 1 ? String(parts[1]) : "0") else { return nil }
        var digits: [UInt8] = []
        var beforePoint = 0, seenPoint = false
        for byte in mantissa.utf8 {
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if digits.isEmpty, byte == UInt8(ascii: "0") {
                beforePoint -= seenPoint ? 1 : 0  // a leading zero after the point shifts the exponent
            } else {
                digits.append(byte &- UInt8(ascii: "0"))
                beforePoint += seenPoint ? 0 : 1
            }
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0 <= 9 }) else { return nil }
        self.digits = digits
        exponent = beforePoint + power - 1
    }

    /// Rounds half up to at most `count` significant digits.
    mutating func round(toDigits count: Int) {
        guard digits.count > count else { return }
        let roundUp = digits[count] >= 5
        digits.removeLast(digits.count - count)
        guard roundUp else { return }
        var i = count - 1
        while i >= 0 {
            if digits[i] < 9 { digits[i] += 1; return }
            digits[i] = 0
            i -= 1
        }
        digits.insert(1, at: 0)
        digits.removeLast()
        exponent += 1
    }

    /// `%g` with 14 digits of precision: fixed notation for exponents -4...13, else `d.ddde+XX`.
    func formatted() -> String {
        var trimmed = digits
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        let text = trimmed.map { String($0) }
        if exponent < -4 || exponent >= 14 {
            let fraction = text.dropFirst().joined()
            let power = abs(exponent) < 10 ? "0\(abs(exponent))" : "\(abs(exponent))"
            return text[0] + (fraction.isEmpty ? "" : "." + fraction) + "e" + (exponent < 0 ? "-" : "+") + power
        }
        if exponent < 0 { return "0." + String(repeating: "0", count: -exponent - 1) + text.joined() }
        let whole = text.prefix(exponent + 1).joined() + String(repeating: "0", count: max(0, exponent + 1 - text.count))
        let fraction = text.dropFirst(exponent + 1).joined()
        return whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
