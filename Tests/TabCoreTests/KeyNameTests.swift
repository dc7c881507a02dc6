import Testing
@testable import TabCore

/// Key names (docs/scripting.md, "Keys and mouse"), as `--keys`, `app:press`, `keys` bindings
/// and the input parser spell them.
@Suite struct KeyNameTests {
    @Test func namedKeysAndCharacters() {
        for name in ["left", "right", "up", "down", "enter", "space", "tab", "shift+tab", "home", "end",
                     "escape", "backspace", "f1", "f12", "x", "7", "中"] {
            #expect(KeyName.normalize(name) == name)
        }
        #expect(KeyName.normalize("Enter") == "enter")
        #expect(KeyName.normalize(" ") == "space")
        #expect(KeyName.normalize("esc") == "escape")
        #expect(KeyName.normalize("backtab") == "shift+tab")
    }

    @Test func modifiersComeOutInOneOrder() {
        #expect(KeyName.normalize("ctrl+r") == "ctrl+r")
        #expect(KeyName.normalize("Ctrl+R") == "ctrl+r")
        #expect(KeyName.normalize("alt+x") == "alt+x")
        #expect(KeyName.normalize("M-x") == "alt+x")
        #expect(KeyName.normalize("shift+ctrl+down") == "ctrl+shift+down")
        #expect(KeyName.normalize("alt+ctrl+left") == "ctrl+alt+left")
        #expect(KeyName.normalize("ctrl+shift+tab") == "ctrl+shift+tab")
        #expect(KeyName.normalize("ctrl++") == "ctrl++")
    }

    @Test func nonsenseIsRejected() {
        for name in ["", "lefty", "ctrl+", "ctrl+lefty", "f13", "hyper+x"] {
            #expect(KeyName.normalize(name) == nil)
        }
    }
}

@Suite struct CommaKeyTests {
    @Test func commaNamesTheCommaKey() {
        #expect(KeyName.normalize("comma") == ",")
        #expect(KeyName.normalize(",") == ",")
        #expect(KeyName.normalize("alt+comma") == "alt+,")
        #expect(KeyName.normalize("ctrl+comma") == "ctrl+,")
    }
}
