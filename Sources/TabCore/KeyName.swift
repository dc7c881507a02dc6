/// Key names shared by `--keys`, `app:press` and the terminal input parser (SPEC section 7).
///
/// Canonical forms: `left right up down enter space tab shift+tab home end escape backspace
/// delete pageup pagedown insert f1`…`f12`, a single character, `ctrl+x`, `alt+x` (also
/// `alt+left`, `ctrl+right`, ...).
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
        " ": "space",
    ]

    /// The canonical name of `key`, or nil when it is not a key name.
    public static func normalize(_ key: String) -> String? {
        if key.count == 1 { return key == " " ? "space" : key }
        let lower = key.lowercased()
        if named.contains(lower) { return lower }
        if let alias = aliases[lower] { return alias }
        for modifier in ["ctrl+", "alt+", "shift+", "c-", "m-", "a-"] where lower.hasPrefix(modifier) {
            let rest = String(key.dropFirst(modifier.count))
            guard let base = normalize(rest), !base.contains("+") || base == "shift+tab" else { return nil }
            let canonical = ["c-": "ctrl+", "m-": "alt+", "a-": "alt+"][modifier] ?? modifier
            if canonical == "ctrl+", base.count == 1 { return canonical + base.lowercased() }
            return canonical + base
        }
        return nil
    }
}
