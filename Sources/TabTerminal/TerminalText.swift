import TabCore

/// Text that a script wrote, made safe to show on a terminal.
///
/// A script's error message, a traceback, a test name or anything `print`ed can hold control
/// bytes (`error("\27]0;pwned\7\27[2J")` would retitle the window and clear the screen). Every
/// writer of such text to a terminal or a log passes it through `escaped` first; frames need
/// not, since a Screen drops control characters when text is put on it.
///
/// Control characters are written the way Lua source spells them: `\a \b \f \n \r \t \v` by
/// name, the others as decimal escapes (`\27` for ESC, `\127` for DEL), and the C1 controls
/// U+0080 to U+009F (which some terminals take as `ESC`-sequences, `U+009B` as CSI) as
/// `\u{9B}`. Newlines and tabs are kept as they are unless `singleLine` is set, so tracebacks
/// stay readable. A byte of a file name that is not UTF-8 (`PathBytes`) is written as its
/// decimal escape too (`\255`). Everything else, including every printable non-ASCII
/// character, is kept.
public enum TerminalText {
    /// `text` with every control character escaped (newlines and tabs kept unless `singleLine`).
    public static func escaped(_ text: String, singleLine: Bool = false) -> String {
        // A native string's bytes are looked at in place.
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: mayNeedEscape) }) ?? text.utf8.contains(where: mayNeedEscape),
              text.unicodeScalars.contains(where: { needsEscape($0, singleLine: singleLine) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, singleLine: singleLine) {
                result += escape(for: scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `byte` may start a control character in UTF-8 (every one starts with a byte
    /// below 0x20, 0x7F or 0xC2, the C1 controls) or a path's byte (0xF4): text with none of
    /// these is kept as it is.
    public static func mayNeedEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xF4 }

    /// True for the scalars `escaped` rewrites.
    static func needsEscape(_ scalar: Unicode.Scalar, singleLine: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return singleLine
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return PathBytes.byte(of: scalar) != nil
        }
    }

    /// The Lua spelling of one control character or path byte.
    static func escape(for scalar: Unicode.Scalar) -> String {
        if let byte = PathBytes.byte(of: scalar) { return "\\" + String(byte) }
        switch scalar.value {
        case 0x07: return "\\a"
        case 0x08: return "\\b"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0B: return "\\v"
        case 0x0C: return "\\f"
        case 0x0D: return "\\r"
        case 0x80...0x9F: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return "\\" + String(scalar.value)
        }
    }
}
