/// A key: a named key or a character, with the modifiers held (`right`, `enter`, `ctrl+r`,
/// `a`, `f5`, `ctrl+alt+left`).
///
/// A key is parsed once, where it comes in: the terminal's input parser builds it from bytes,
/// and a name (a script's `keys` table, `--keys`, `app:press`, `Key(name:)`) goes through
/// `init(name:)`. Past that edge keys are values: bindings are found and the bar's keys
/// (`Container.action(forKey:)`) are matched by equality. Two spellings of one key are one
/// value, because the initializers keep one form: `ctrl+` a letter is lowercase, a space is
/// `space`. `name` prints that form (docs/scripting.md, "Keys and mouse"), as the log, a
/// recording and `app.log` show it.
public struct Key: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The keys with a name, each spelled as its raw value. This is the one table of key names:
    /// parsing, printing and every "unknown key" message and hint read it.
    public enum Named: String, CaseIterable, Sendable {
        case left, right, up, down, enter, space, tab, home, end, escape, backspace, delete, insert
        case pageUp = "pageup", pageDown = "pagedown"
        case f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12
    }

    /// What is pressed, apart from the modifiers.
    public enum Base: Hashable, Sendable {
        case named(Named)
        /// A character key (one grapheme: `a`, `7`, `,`, `中`).
        case character(Character)
    }

    public let base: Base
    public let modifiers: KeyModifiers

    /// The key `base` with `modifiers` held, in its one form: a letter after `ctrl+` is
    /// lowercase (terminals cannot tell `ctrl+R` from `ctrl+r`), a space character is `space`.
    public init(_ base: Base, _ modifiers: KeyModifiers = []) {
        var base = base
        if case .character(let character) = base {
            if character == " " {
                base = .named(.space)
            } else if modifiers.contains(.ctrl), let lower = Self.singleCharacter(character.lowercased()) {
                base = .character(lower)
            }
        }
        self.base = base
        self.modifiers = modifiers
    }

    public init(_ named: Named, _ modifiers: KeyModifiers = []) {
        self.init(.named(named), modifiers)
    }

    public init(_ character: Character, _ modifiers: KeyModifiers = []) {
        self.init(.character(character), modifiers)
    }

    /// The key `name` names, in any spelling `--keys` takes (`esc`, `C-r`, `M-x`, `Ctrl+R`,
    /// `comma`); throws when it names none.
    public init(name: String) throws(KeyError) {
        guard let key = Self.parse(name) else { throw KeyError(name: name) }
        self = key
    }

    /// The key a literal names; a literal that names none is a mistake in the source, and
    /// stops the program with the reason, as an index out of range does.
    public init(stringLiteral name: String) {
        do {
            try self.init(name: name)
        } catch {
            fatalError(error.description)
        }
    }

    /// The same key with `more` modifiers held too.
    public func adding(_ more: KeyModifiers) -> Key {
        Key(base, modifiers.union(more))
    }

    /// The canonical name: modifiers in the order `ctrl+alt+shift+`, then the key's name.
    public var name: String {
        switch base {
        case .named(let named): modifiers.prefix + named.rawValue
        case .character(let character): modifiers.prefix + String(character)
        }
    }

    public var description: String { name }

    /// The name, with `comma` for `,` so that a comma-separated list (`--keys`) can hold it.
    var spelledInLists: String {
        base == .character(",") ? modifiers.prefix + "comma" : name
    }

    public static let left = Key(.left), right = Key(.right), up = Key(.up), down = Key(.down)
    public static let home = Key(.home), end = Key(.end), tab = Key(.tab), shiftTab = Key(.tab, .shift)
    public static let enter = Key(.enter), space = Key(.space), escape = Key(.escape)

    private static func singleCharacter(_ text: String) -> Character? {
        text.count == 1 ? text.first : nil
    }
}

// MARK: - Parsing names

extension Key {
    /// Other spellings of keys, lowercase.
    static let aliases: [String: Key] = [
        "esc": .escape, "return": .enter, "cr": .enter, "bs": Key(.backspace), "del": Key(.delete),
        "pgup": Key(.pageUp), "pgdn": Key(.pageDown), "backtab": .shiftTab, "comma": Key(","),
    ]

    /// Modifier spellings, each with what must follow it, and the modifier.
    static let modifierSpellings: [(prefix: String, modifier: KeyModifiers)] = [
        ("ctrl+", .ctrl), ("c-", .ctrl), ("alt+", .alt), ("meta+", .alt), ("m-", .alt), ("a-", .alt),
        ("shift+", .shift), ("s-", .shift),
    ]

    /// The key `name` names, or nil. Modifier spellings first (in any case and order), then a
    /// single character, a key's name or an alias (in any case). One pass over the name, which
    /// is at most `KeyName.maximumLength` bytes: a longer name is none, refused unread.
    static func parse(_ name: String) -> Key? {
        guard name.utf8.count <= KeyName.maximumLength else { return nil }
        let (modifiers, rest) = leadingModifiers(of: name)
        return unmodified(rest)?.adding(modifiers)
    }

    /// The modifier spellings `name` starts with, and the rest of it.
    static func leadingModifiers(of name: String) -> (KeyModifiers, Substring) {
        var rest = Substring(name)
        var modifiers: KeyModifiers = []
        while let (modifier, after) = leadingModifier(of: rest) {
            modifiers.insert(modifier)
            rest = after
        }
        return (modifiers, rest)
    }

    /// A name without modifier spellings: a character, a key's name or an alias.
    static func unmodified(_ text: Substring) -> Key? {
        if text.count == 1, let character = text.first { return Key(character) }
        let lower = text.lowercased()
        return Named(rawValue: lower).map { Key($0) } ?? aliases[lower]
    }

    /// The modifier `text` starts with (in any case) and what follows it, when something does.
    /// Compared scalar by scalar, so a combining mark after `alt+` is the key, as the terminal
    /// reports it (`alt+` and U+0301 make one grapheme of `+` and the mark).
    private static func leadingModifier(of text: Substring) -> (KeyModifiers, Substring)? {
        let scalars = text.unicodeScalars
        for (prefix, modifier) in modifierSpellings {
            var index = scalars.startIndex
            var matches = true
            for expected in prefix.unicodeScalars {
                guard index < scalars.endIndex, Self.asciiLowercase(scalars[index]) == expected else {
                    matches = false
                    break
                }
                index = scalars.index(after: index)
            }
            if matches, index < scalars.endIndex { return (modifier, Substring(scalars[index...])) }
        }
        return nil
    }

    private static func asciiLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (65...90).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }
}

// MARK: - Did you mean

extension Key {
    /// The key `name` was most likely meant to be, when it names none: each misspelled
    /// modifier and the misspelled key matched against the table of names
    /// (`ctl+x` is `ctrl+x`, `ctrl-x` is `ctrl+x`, `C-rigth` is `ctrl+right`, `pgdwn` is
    /// `pagedown`).
    static func nearest(to name: String) -> Key? {
        guard name.utf8.count <= KeyName.maximumLength else { return nil }
        let (modifiers, rest) = leadingModifiers(of: name)
        let (words, last) = words(of: rest)
        if words.isEmpty { return nearestUnmodified(rest)?.adding(modifiers) }
        let wordModifiers = words.map(Self.modifier(named:))
        if !wordModifiers.contains(nil), let key = nearestUnmodified(last) {
            return key.adding(wordModifiers.reduce(modifiers) { $0.union($1 ?? []) })
        }
        return nearestUnmodified(rest)?.adding(modifiers)  // `pg-dn`: one misspelled key
    }

    /// `text` cut at each `+` or `-` that has a word before it and something after it: the
    /// modifier words, then the key (`ctl++` is `ctl` and `+`, `ctrl-shift-x` is `ctrl`,
    /// `shift` and `x`).
    private static func words(of text: Substring) -> (words: [String], key: Substring) {
        var words: [String] = []
        var start = text.startIndex, index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "+" || text[index] == "-", index > start, next < text.endIndex {
                words.append(String(text[start..<index]))
                start = next
            }
            index = next
        }
        return (words, text[start...])
    }

    /// The key `text` names, or the one whose name is nearest to it, without modifiers.
    private static func nearestUnmodified(_ text: Substring) -> Key? {
        unmodified(text) ?? Suggestion.closest(to: String(text), among: baseNames).flatMap { unmodified(Substring($0)) }
    }

    /// Every name of a key without modifiers: the table's, then the aliases.
    static let baseNames: [String] = Named.allCases.map(\.rawValue) + aliases.keys.sorted()

    /// The modifier `part` names or most likely means (`ctl`, `Alt`, `shfit`).
    private static func modifier(named part: String) -> KeyModifiers? {
        let names: [(String, KeyModifiers)] = [("ctrl", .ctrl), ("alt", .alt), ("meta", .alt), ("shift", .shift)]
        let meant = Suggestion.closest(to: part, among: names.map(\.0))
        return names.first { $0.0 == meant }?.1
    }

    /// What the names are, as a message lists them when none is close: read from the table.
    static let namesInWords: String = {
        let plain = Named.allCases.filter { !$0.rawValue.hasPrefix("f") }.map(\.rawValue)
        return (plain + ["f1 to f12", "comma"]).joined(separator: ", ")
            + " or a single character, with ctrl+, alt+ or shift+ before"
    }()
}

/// A name that is no key, with the nearest key when one is close.
public struct KeyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    public init(name: String) {
        self.name = name
    }

    /// `unknown key 'rigth' (did you mean right?)`; the names there are when none is close;
    /// the length for a name longer than any key's. Every edge that reads key names
    /// (`--keys`, a `keys` table, `app:press`, `Key(name:)`) says this.
    public var description: String {
        "unknown key '\(NameEcho.shown(name))'" + reason
    }

    /// What `description` says after the name.
    public var reason: String {
        if let tooLong = KeyName.lengthProblem(name) { return ": \(tooLong)" }
        if let meant = Key.nearest(to: name) { return " (did you mean \(meant.spelledInLists)?)" }
        return " (use \(Key.namesInWords))"
    }
}

/// Modifier keys held with a key or a mouse button.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let ctrl = KeyModifiers(rawValue: 1 << 2)

    /// The modifiers as a key-name prefix in canonical order, e.g. `ctrl+shift+`.
    public var prefix: String {
        var text = ""
        if contains(.ctrl) { text += "ctrl+" }
        if contains(.alt) { text += "alt+" }
        if contains(.shift) { text += "shift+" }
        return text
    }
}
