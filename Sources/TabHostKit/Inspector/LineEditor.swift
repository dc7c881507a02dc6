import TabCore

/// One line of text being typed, with a cursor: the console's prompt and the Log tab's
/// filter box (docs/inspector.md, "Console"). The cursor counts characters (grapheme
/// clusters), so a CJK character, an emoji or a letter with combining marks is one step.
struct LineEditor: Equatable {
    private(set) var characters: [Character] = []
    /// Where the next character goes, 0...characters.count.
    private(set) var cursor = 0

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// The text before the cursor (what the view measures to place it).
    var beforeCursor: String { String(characters[..<cursor]) }

    /// Applies an editing key; false when `key` is not one (the caller's to handle).
    mutating func apply(_ key: Key) -> Bool {
        switch (key.base, key.modifiers) {
        case (.named(.left), []): cursor = max(0, cursor - 1)
        case (.named(.right), []): cursor = min(characters.count, cursor + 1)
        case (.named(.home), []), (.character("a"), .ctrl): cursor = 0
        case (.named(.end), []), (.character("e"), .ctrl): cursor = characters.count
        case (.named(.backspace), []), (.character("h"), .ctrl):
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case (.named(.delete), []), (.character("d"), .ctrl):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case (.character("u"), .ctrl):
            characters.removeSubrange(..<cursor)
            cursor = 0
        case (.character("k"), .ctrl):
            characters.removeSubrange(cursor...)
        case (.character("w"), .ctrl): deleteWordBefore()
        case (.named(.space), []): insert(" ")
        case (.character(let character), []), (.character(let character), .shift): insert(character)
        default: return false
        }
        return true
    }

    mutating func insert(_ character: Character) {
        characters.insert(character, at: cursor)
        cursor += 1
    }

    /// ctrl+w: the spaces before the cursor, then the word before them.
    private mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
