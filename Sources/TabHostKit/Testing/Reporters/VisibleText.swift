/// Text from scripts and specs made safe for a terminal (SPEC section 8): every control
/// character but newline and tab is written as Lua writes it in a string, `\27` for ESC,
/// so a test name or a failure message never moves the cursor, retitles the window or
/// clears the screen. The text, TAP and gtest reporters pass what Lua wrote through it.
enum VisibleText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += "\\" + String(scalar.value) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// C0 controls but newline and tab, DEL, and the C1 controls (U+0080 to U+009F).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
    }
}
