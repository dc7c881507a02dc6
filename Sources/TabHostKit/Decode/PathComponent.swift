/// One step of the path from the script's container table to a value: `tabs`, `[2]`, `title`.
///
/// Paths are written the way a Lua programmer would read them: `tabs[2].title`,
/// `style.tabsGap`, `keys["ctrl+r"]`.
package enum PathComponent: Hashable, Sendable {
    /// A string key.
    case key(String)
    /// A positional index, 1-based as in Lua.
    case index(Int)
    /// A path prefix given as text by a caller (the runtime); printed verbatim, never mapped
    /// to a source line.
    case raw(String)
}

extension Array where Element == PathComponent {
    /// The path one step further down, at a string key.
    func child(_ key: String) -> [PathComponent] { appending(.key(key)) }

    /// The path one step further down, at a 1-based index.
    func child(_ index: Int) -> [PathComponent] { appending(.index(index)) }

    /// One allocation, sized once (`self + [step]` made two: the decoder builds a path for
    /// every field of every item, a tenth of loading 100,000 tabs).
    private func appending(_ step: PathComponent) -> [PathComponent] {
        var path: [PathComponent] = []
        path.reserveCapacity(count + 1)
        path.append(contentsOf: self)
        path.append(step)
        return path
    }

    /// The path as a Lua programmer writes it: `tabs[2].title`, `keys["ctrl+r"]`. A name longer
    /// than `NameEcho.wholeBytes` is shown cut, with its length (`style.wordword…(9000 bytes)`).
    var rendered: String {
        var text = ""
        for component in self {
            switch component {
            case .key(let name) where PathComponent.isIdentifier(name):
                text += (text.isEmpty ? "" : ".") + NameEcho.shown(name)
            case .key(let name):
                text += "[\"" + PathComponent.escaped(NameEcho.shown(name)) + "\"]"
            case .index(let index):
                text += "[\(index)]"
            case .raw(let prefix):
                text += prefix
            }
        }
        return text
    }
}

extension PathComponent {
    /// Lua's reserved words, which cannot be written as `t.name`.
    static let reservedWords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
        "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// Whether `name` can be written as a field access (`t.name`).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isDigit(first), name.utf8.count > 8 || !reservedWords.contains(name) else { return false }
        return name.utf8.allSatisfy { isDigit($0) || isLetter($0) }
    }

    /// `name` with `quote`, backslashes and control characters escaped, as inside a Lua
    /// string literal (`["..."]` in paths, `'...'` in messages, strings in recorded specs).
    /// A decimal escape before a digit takes three digits (`\0091` is a tab, then `1`).
    package static func escaped(_ name: String, quote: Unicode.Scalar = "\"") -> String {
        var text = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case quote: text += "\\" + String(quote)
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value)
                let padded = index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])
                text += "\\" + (padded ? String(repeating: "0", count: 3 - digits.count) : "") + digits
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
