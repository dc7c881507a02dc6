import TabCore

/// A key by its canonical name (docs/scripting.md, "Keys and mouse"): `right`, `enter`,
/// `ctrl+r`, `a`, `f5`.
///
/// A name read at runtime goes through `init(name:)`, which throws `KeyError` for a name that is
/// no key. A string literal is a key too (`session.press("right")`): a literal that names no
/// key is a mistake in the source, and stops the program with the reason, as an index out of
/// range does.
public struct Key: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The canonical name: `esc` is `escape`, `ctrl+R` is `ctrl+r`, `" "` is `space`.
    public let name: String

    /// The key `name` names, in any spelling `--keys` takes; throws when it names none.
    public init(name: String) throws(KeyError) {
        guard let canonical = KeyName.normalize(name) else { throw KeyError(name: name) }
        self.name = canonical
    }

    /// The key a literal names; a literal that names none stops the program.
    public init(stringLiteral name: String) {
        do {
            try self.init(name: name)
        } catch {
            fatalError(error.description)
        }
    }

    public var description: String { name }

    public static let left: Key = "left", right: Key = "right", up: Key = "up", down: Key = "down"
    public static let home: Key = "home", end: Key = "end", tab: Key = "tab", shiftTab: Key = "shift+tab"
    public static let enter: Key = "enter", space: Key = "space", escape: Key = "escape"
}

/// A name that is no key, with the nearest key name when one is close.
public struct KeyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    public init(name: String) {
        self.name = name
    }

    /// `unknown key 'rigth' (did you mean right?)`, or the names it takes when none is close.
    public var description: String {
        if let tooLong = KeyName.lengthProblem(name) { return "unknown key '\(NameEcho.shown(name))': \(tooLong)" }
        let hint = Suggestion.hint(for: name, among: KeyName.named.sorted())
        return "unknown key '\(name)'" + (hint.isEmpty
            ? " (use names such as left, right, enter, space, tab, shift+tab, home, end, escape, f1, a single character, ctrl+x, alt+x)"
            : hint)
    }
}

/// What a key press did.
public enum KeyOutcome: Hashable, Sendable {
    /// A key binding of the script ran, or the bar acted on it: moved the selection or the
    /// keyboard focus, activated an item.
    case handled
    /// The key means nothing to the script or to the bar with the keyboard focus.
    case ignored
    /// The key asks to leave: `q` or `ctrl+c`, unless the script binds them (`run` quits).
    case quit
}
