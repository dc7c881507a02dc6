import Testing
@testable import TabCore

/// `Key`: one value per key, read from any spelling and printed in one; `KeyError`'s messages,
/// read from the one table of names (`Key.Named`).
@Suite struct KeyTests {
    /// Every set of modifiers there is.
    static let modifierSets: [KeyModifiers] = (0..<8).map { KeyModifiers(rawValue: UInt8($0)) }

    @Test func everyNamedKeyWithEveryModifierSetPrintsAndParsesBack() throws {
        for named in Key.Named.allCases {
            for modifiers in Self.modifierSets {
                let key = Key(named, modifiers)
                #expect(key.name == modifiers.prefix + named.rawValue)
                #expect(try Key(name: key.name) == key, "\(key.name)")
                #expect(try Key(name: key.name.uppercased()) == key, "\(key.name)")
            }
        }
        #expect(Key.Named.allCases.count == 27)
    }

    @Test func everyCharacterWithEveryModifierSetPrintsAndParsesBack() throws {
        let characters = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["é", "e\u{301}", "\u{301}", "中", "🎉", "👩‍👩‍👧", "ß", "İ"]
        for character in characters {
            for modifiers in Self.modifierSets {
                let key = Key(character, modifiers)
                #expect(try Key(name: key.name) == key, "\(key.name)")
                #expect(try Key(name: key.name).name == key.name, "\(key.name)")
            }
        }
    }

    @Test func twoSpellingsOfOneKeyAreOneValue() throws {
        let same: [(String, Key)] = [
            ("esc", .escape), ("ESC", .escape), ("return", .enter), ("cr", .enter), ("bs", Key(.backspace)),
            ("del", Key(.delete)), ("pgup", Key(.pageUp)), ("pgdn", Key(.pageDown)), ("PageDown", Key(.pageDown)),
            ("backtab", .shiftTab), ("s-tab", .shiftTab), ("shift+tab", .shiftTab), ("comma", Key(",")),
            (" ", .space), ("C-r", Key("r", .ctrl)), ("Ctrl+R", Key("r", .ctrl)), ("M-x", Key("x", .alt)),
            ("a-x", Key("x", .alt)), ("meta+x", Key("x", .alt)), ("alt+comma", Key(",", .alt)),
            ("shift+ctrl+down", Key(.down, [.ctrl, .shift])), ("ctrl+backtab", Key(.tab, [.ctrl, .shift])),
            ("ctrl++", Key("+", .ctrl)), ("ctrl+ ", Key(.space, .ctrl)), ("alt+\u{301}", Key("\u{301}", .alt)),
        ]
        for (spelling, key) in same {
            #expect(try Key(name: spelling) == key, "\(spelling)")
        }
        #expect(Key("R", .ctrl) == Key("r", .ctrl))
        #expect(Key("R", .ctrl).name == "ctrl+r")
        #expect(Key("A", .shift).name == "shift+A")
        #expect(Key(" ") == .space)
        #expect(Set(same.map(\.1)).count == 17)
    }

    @Test func nonsenseIsNoKey() {
        for name in ["", "lefty", "ctrl+", "ctrl+lefty", "f13", "f0", "hyper+x", "c-", "ctrl+ctrl", "shift+tab+x"] {
            #expect(throws: KeyError(name: name)) { try Key(name: name) }
        }
    }

    @Test(arguments: [
        ("rigth", "unknown key 'rigth' (did you mean right?)"),
        ("entr", "unknown key 'entr' (did you mean enter?)"),
        ("ctl+x", "unknown key 'ctl+x' (did you mean ctrl+x?)"),
        ("Ctl+X", "unknown key 'Ctl+X' (did you mean ctrl+x?)"),
        ("C-rigth", "unknown key 'C-rigth' (did you mean ctrl+right?)"),
        ("shfit+tab", "unknown key 'shfit+tab' (did you mean shift+tab?)"),
        ("alt+pgdwn", "unknown key 'alt+pgdwn' (did you mean alt+pagedown?)"),
        ("ctl++", "unknown key 'ctl++' (did you mean ctrl++?)"),
        ("ctrl-x", "unknown key 'ctrl-x' (did you mean ctrl+x?)"),
        ("ctrl-shift-tab", "unknown key 'ctrl-shift-tab' (did you mean ctrl+shift+tab?)"),
        ("ctrl--", "unknown key 'ctrl--' (did you mean ctrl+-?)"),
        ("pg-dn", "unknown key 'pg-dn' (did you mean pagedown?)"),
        ("escpe", "unknown key 'escpe' (did you mean escape?)"),
        ("comam", "unknown key 'comam' (did you mean comma?)"),
        ("alt+coma", "unknown key 'alt+coma' (did you mean alt+comma?)"),
    ])
    func aMisspelledKeyGetsTheKeyItMeant(name: String, message: String) {
        #expect(KeyError(name: name).description == message)
    }

    @Test func aNameNearNoKeyGetsTheNames() {
        let names = "(use left, right, up, down, enter, space, tab, home, end, escape, backspace, delete, insert, "
            + "pageup, pagedown, f1 to f12, comma or a single character, with ctrl+, alt+ or shift+ before)"
        for name in ["zz", "", "ctrl+", "hyper+x", "ctrl+zzzz"] {
            #expect(KeyError(name: name).description == "unknown key '\(name)' " + names)
        }
    }

    @Test func aNamePastAnyKeyIsRefusedUnreadAndEchoedCut() {
        let huge = String(repeating: "ctrl+", count: 1_000_000) + "x"
        #expect(KeyError(name: huge).description
            == "unknown key '\(String(repeating: "ctrl+", count: 8))…(5000001 bytes)': key name of 5000001 bytes is too long (at most 64)")
        #expect(Key.nearest(to: huge) == nil)
        #expect(KeyError(name: String(repeating: "a", count: 65)).description.hasSuffix(": key name of 65 bytes is too long (at most 64)"))
    }

    /// Generated names of up to 64 bytes from the letters key names are made of: a name is a
    /// key or an error, and a hint is always a key whose name reads back as itself.
    @Test func hintsAreKeysForEveryGeneratedName() throws {
        let letters = Array("ctrlaltshiftmeapgdownuprighlf0123456789+- ,CSM")
        var random = SplitMix(seed: 0x6B65_7973)
        for _ in 0..<20_000 {
            let name = String((0..<random.next(below: 20)).map { _ in letters[random.next(below: letters.count)] })
            if let key = try? Key(name: name) {
                #expect(try Key(name: key.name) == key, "\(name)")
            } else if let meant = Key.nearest(to: name) {
                #expect(try Key(name: meant.name) == meant, "\(name) -> \(meant.name)")
                #expect(meant.name != name)
            }
        }
    }
}
