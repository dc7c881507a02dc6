/// Double-quoted string literals as JSON and YAML write them: the escapes they share, and a
/// reporter's own rule for the other scalars.
enum QuotedString {
    /// `value` between double quotes: `"`, `\`, newline, carriage return and tab escaped with
    /// a backslash, every other scalar as `escape` writes it (nil: kept as it is).
    static func quoted(_ value: String, escaping escape: (Unicode.Scalar) -> String?) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            if let escaped = shared[scalar] ?? escape(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
        }
        return out + "\""
    }

    /// The escapes JSON and YAML write alike.
    private static let shared: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    /// `value` in lowercase hexadecimal, at least `width` digits.
    static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
