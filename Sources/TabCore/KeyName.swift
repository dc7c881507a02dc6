/// The bound on key names, shared by every edge that reads one (`--keys`, `app:press`, a
/// `keys` table, `Key(name:)`, mouse button names). The names themselves are `Key.Named`'s.
public enum KeyName {
    /// The longest key name there is, in bytes, with room to spare (`ctrl+alt+shift+pagedown`
    /// is 23): a longer name is no key, refused before it is parsed.
    public static let maximumLength = 64

    /// `key name of N bytes is too long (at most 64)` when `key` is longer than any key name,
    /// else nil: the problem callers report instead of looking for the key's spelling.
    public static func lengthProblem(_ key: String) -> String? {
        let length = key.utf8.count
        return length > maximumLength ? "key name of \(length) bytes is too long (at most \(maximumLength))" : nil
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
