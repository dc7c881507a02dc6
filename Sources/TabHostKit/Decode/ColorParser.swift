import LuaBridge
import TabCore

/// Reads the color notations (docs/scripting.md, "Colors"): `"#rrggbb"`, `"#rgb"`, the 16 ANSI
/// names, `"default"`, an integer 0-255 and `{r, g, b}` (or `{ r=, g=, b= }`).
enum ColorParser {
    /// The 16 ANSI color names in palette order (0-7 normal, 8-15 bright).
    static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow",
        "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// What every "invalid color" message lists.
    static let expected = "expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b}"

    /// A color written as text: hex, a name (any case, `_`, `-` or spaces between words) or
    /// `"default"`. `gray` and `grey` are `brightBlack`.
    static func parse(_ text: String) -> Color? {
        if text.hasPrefix("#") { return hex(text.dropFirst()) }
        return named[normalized(text)]
    }

    /// Every name by its normalized form (normalizing all 16 names on each lookup was a fifth
    /// of opening a script in a spec).
    private static let named: [String: Color] = {
        var named: [String: Color] = ["default": .default, "gray": .ansi(8), "grey": .ansi(8)]
        for (index, name) in ansiNames.enumerated() { named[normalized(name)] = .ansi(UInt8(index)) }
        return named
    }()

    /// A palette entry: 0-15 are the ANSI colors, 16-255 the 256-color cube and grays.
    static func palette(_ index: Int) -> Color? {
        guard (0...255).contains(index) else { return nil }
        return index < 16 ? .ansi(UInt8(index)) : .indexed(UInt8(index))
    }

    /// Any color value a script may write, for the runtime (`item.badgeColor = "red"`).
    static func color(from value: LuaValue, path: String) throws(ScriptProblem) -> Color {
        try decode(value, at: [.raw(path)])
    }

    /// Any color value, with problems located at `path`.
    static func decode(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> Color {
        switch value {
        case .string(let text):
            if let color = parse(text) { return color }
            let names = ansiNames + ["default", "gray"]
            let hint = text.hasPrefix("#") ? nil : Suggestion.closest(to: text, among: names)
            throw ScriptProblem(at: path, "invalid color \(LuaValue.quoted(text)) "
                                + (hint.map { "(did you mean \($0)?)" } ?? "(\(expected))"))
        case .integer, .number:
            guard let index = try? value.checkInteger(at: path), let color = palette(index) else {
                throw ScriptProblem(at: path, "invalid color \(text(of: value)) (\(expected))")
            }
            return color
        case .table(let table):
            return try rgb(table, at: path)
        default:
            throw value.typeError("color", at: path)
        }
    }

    /// `{r, g, b}` or `{ r = , g = , b = }`, each an integer 0-255.
    private static func rgb(_ table: LuaTable, at path: [PathComponent]) throws(ScriptProblem) -> Color {
        let named = table.array.isEmpty && Set(table.stringKeys) == ["r", "g", "b"] && table.entries.count == 3
        guard named || (table.array.count == 3 && table.entries.isEmpty) else {
            throw ScriptProblem(at: path, "invalid color table (expected {r, g, b} or {r = , g = , b = } with integers 0-255)")
        }
        var channels: [UInt8] = []
        for (offset, name) in ["r", "g", "b"].enumerated() {
            let channelPath = named ? path.child(name) : path.child(offset + 1)
            let channel = try (named ? table[name] : table.array[offset]).checkInteger(at: channelPath)
            guard (0...255).contains(channel) else {
                throw ScriptProblem(at: channelPath, "color channel must be 0-255, got \(channel)")
            }
            channels.append(UInt8(channel))
        }
        return .rgb(channels[0], channels[1], channels[2])
    }

    /// `#rrggbb` or `#rgb` without the `#`.
    private static func hex(_ digits: Substring) -> Color? {
        let nibbles = digits.utf8.compactMap(hexValue)
        guard nibbles.count == digits.utf8.count else { return nil }
        switch nibbles.count {
        case 6: return .rgb(nibbles[0] << 4 | nibbles[1], nibbles[2] << 4 | nibbles[3], nibbles[4] << 4 | nibbles[5])
        case 3: return .rgb(nibbles[0] * 17, nibbles[1] * 17, nibbles[2] * 17)
        default: return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Lower case without `_`, `-` and spaces: `bright_blue`, `Bright Blue` -> `brightblue`.
    private static func normalized(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {  // the usual name: bytes, not Characters
            let bytes = name.utf8.compactMap { byte -> UInt8? in
                byte == 0x5F || byte == 0x2D || byte == 0x20 ? nil : (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// A number as the script wrote it, for messages.
    private static func text(of value: LuaValue) -> String {
        switch value {
        case .integer(let number): LuaNumberText.string(number)
        case .number(let number): LuaNumberText.string(number)
        default: value.typeName
        }
    }
}
