/// The spec runner's Lua chunk: `Lua/busted.lua` (built in by the EmbedLua plugin; the file
/// says what the chunk does and takes), with the assertions section of
/// `BustedAssertions.swift` put on the one line marked for it.
///
/// The section goes in as one line (its comments dropped, its lines joined), so every line
/// of `busted.lua` keeps its number in the chunk and an error names the file's own line
/// (`tabhost/busted.lua:120:`).
enum BustedPrelude {
    static let source = spliced(TabHostKitLua.busted, at: marker, oneLine(assertions))

    /// The line of `busted.lua` the assertions section takes.
    static let marker = "--[[ BustedPrelude.assertions ]]"

    /// `text` with the line that is exactly `marker` replaced by `section` (one line).
    static func spliced(_ text: String, at marker: String, _ section: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let found = lines.indices.filter { lines[$0] == marker }
        precondition(found.count == 1 && !section.contains("\n"), "busted.lua must mark one line for the assertions")
        lines[found[0]] = section
        return lines.joined(separator: "\n")
    }

    /// `lua` on one line: each `--` comment dropped and each line break read as a space,
    /// which is how Lua reads a line break outside strings and comments. For Lua without
    /// long brackets (`[[`, `--[[`) or line breaks inside strings, as the assertions section
    /// is (checked: a precondition).
    static func oneLine(_ lua: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(lua.utf8)
        var index = 0
        var quote: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if let open = quote {
                precondition(byte != UInt8(ascii: "\n"), "a line break inside a string")
                out.append(byte)
                if byte == UInt8(ascii: "\\") {
                    precondition(next != UInt8(ascii: "\n"), "a line break inside a string")
                    out.append(next)
                    index += 1
                } else if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "-") && next == UInt8(ascii: "-") {
                precondition(index + 2 >= bytes.count || bytes[index + 2] != UInt8(ascii: "["), "a long comment")
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            } else if byte == UInt8(ascii: "[") && (next == UInt8(ascii: "[") || next == UInt8(ascii: "=")) {
                preconditionFailure("a long bracket")
            } else if byte == UInt8(ascii: "\n") {
                out.append(UInt8(ascii: " "))
            } else {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
