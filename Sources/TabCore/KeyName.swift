/// Key names shared by `--keys`, `app:press` and the terminal input parser (docs/scripting.md,
/// "Keys and mouse").
///
/// Canonical forms: `left right up down enter space tab shift+tab home end escape backspace
/// delete pageup pagedown insert f1`…`f12`, a single character, `ctrl+x`, `alt+x` (also
/// `alt+left`, `ctrl+right`, ...). `comma` is another name for `,`, so lists of keys
/// separated by commas (`--keys`) can press it.
public enum KeyName {
    /// Named keys, in their canonical spelling.
    public static let named: Set<String> = [
        "left", "right", "up", "down", "enter", "space", "tab", "shift+tab", "home", "end",
        "escape", "backspace", "delete", "insert", "pageup", "pagedown",
        "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
    ]

    private static let aliases: [String: String] = [
        "esc": "escape", "return": "enter", "cr": "enter", "bs": "backspace", "del": "delete",
        "pgup": "pageup", "pgdn": "pagedown", "backtab": "shift+tab", "s-tab": "shift+tab",
        " ": "space", "comma": ",",
    ]

    /// Modifier spellings and their canonical names.
    private static let modifiers: [(prefix: String, name: String)] = [
        ("ctrl+", "ctrl"), ("c-", "ctrl"), ("alt+", "alt"), ("meta+", "alt"), ("m-", "alt"), ("a-", "alt"),
        ("shift+", "shift"), ("s-", "shift"),
    ]

    /// The longest key name there is, in bytes, with room to spare (`ctrl+alt+shift+pagedown`
    /// is 23): a longer name is no key, refused before it is parsed (`normalize` is nil).
    public static let maximumLength = 64

    /// `key name of N bytes is too long (at most 64)` when `key` is longer than any key name,
    /// else nil: the problem callers report instead of looking for the key's spelling.
    public static func lengthProblem(_ key: String) -> String? {
        let length = key.utf8.count
        return length > maximumLength ? "key name of \(length) bytes is too long (at most \(maximumLength))" : nil
    }

    /// The canonical name of `key`, or nil when it is not a key name. Modifiers come out in
    /// the order `ctrl+alt+shift+`, and `ctrl+` a letter is lowercase (`ctrl+R` is `ctrl+r`).
    /// One pass over the name, which is at most `maximumLength` bytes.
    /// (Built with `reduce`: `joined`'s generic code made the runtime scan every protocol
    /// conformance of the binary when a script with key bindings started.)
    public static func normalize(_ key: String) -> String? {
        guard key.utf8.count <= maximumLength else { return nil }
        if key.count == 1 { return key == " " ? "space" : key }
        let lower = key.lowercased()
        if named.contains(lower) { return lower }
        if let alias = aliases[lower] { return alias }
        var rest = Substring(key)
        var found: Set<String> = []
        while let (name, after) = leadingModifier(of: rest) {
            found.insert(name)
            rest = after
        }
        guard !found.isEmpty, var base = normalize(String(rest)) else { return nil }
        if base == "shift+tab" { found.insert("shift"); base = "tab" }
        guard base.count == 1 || !base.contains("+") else { return nil }
        if found.contains("ctrl"), base.count == 1 { base = base.lowercased() }
        return ["ctrl", "alt", "shift"].filter(found.contains).reduce("") { $0 + $1 + "+" } + base
    }

    /// The modifier `text` starts with (in any case) and what follows it, when something does.
    private static func leadingModifier(of text: Substring) -> (name: String, rest: Substring)? {
        for (prefix, name) in modifiers {
            var index = text.startIndex
            var matches = true
            for expected in prefix {
                guard index < text.endIndex, text[index].lowercased() == String(expected) else { matches = false; break }
                index = text.index(after: index)
            }
            if matches, index < text.endIndex { return (name, text[index...]) }
        }
        return nil
    }
}

/// Mouse button names for `mouse` bindings and `app:click`: `left`, `middle`, `right`,
/// `wheelup`, `wheeldown`, with the modifiers the terminal reports in the order of key names
/// (`ctrl+middle`, `shift+left`).
public enum MouseName {
    public static let buttons: [String] = ["left", "middle", "right", "wheelup", "wheeldown"]

    /// The canonical name, or nil when it is not a button name (a name longer than any key
    /// name is none, and is not split).
    public static func normalize(_ name: String) -> String? {
        guard name.utf8.count <= KeyName.maximumLength else { return nil }
        let lower = name.lowercased()
        var parts = lower.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let button = parts.popLast(), buttons.contains(button) else { return nil }
        let modifiers = ["ctrl", "alt", "shift"]
        guard parts.allSatisfy(modifiers.contains), Set(parts).count == parts.count else { return nil }
        return modifiers.filter(parts.contains).reduce("") { $0 + $1 + "+" } + button
    }
}
