import Testing
@testable import TabCore

/// Key names (docs/scripting.md, "Keys and mouse"), as `--keys`, `app:press`, `keys` bindings
/// and the input parser spell them.
@Suite struct KeyNameTests {
    @Test func namedKeysAndCharacters() {
        for name in ["left", "right", "up", "down", "enter", "space", "tab", "shift+tab", "home", "end",
                     "escape", "backspace", "f1", "f12", "x", "7", "中"] {
            #expect((try? Key(name: name))?.name == name)
        }
        #expect((try? Key(name: "Enter"))?.name == "enter")
        #expect((try? Key(name: " "))?.name == "space")
        #expect((try? Key(name: "esc"))?.name == "escape")
        #expect((try? Key(name: "backtab"))?.name == "shift+tab")
    }

    @Test func modifiersComeOutInOneOrder() {
        #expect((try? Key(name: "ctrl+r"))?.name == "ctrl+r")
        #expect((try? Key(name: "Ctrl+R"))?.name == "ctrl+r")
        #expect((try? Key(name: "alt+x"))?.name == "alt+x")
        #expect((try? Key(name: "M-x"))?.name == "alt+x")
        #expect((try? Key(name: "shift+ctrl+down"))?.name == "ctrl+shift+down")
        #expect((try? Key(name: "alt+ctrl+left"))?.name == "ctrl+alt+left")
        #expect((try? Key(name: "ctrl+shift+tab"))?.name == "ctrl+shift+tab")
        #expect((try? Key(name: "ctrl++"))?.name == "ctrl++")
    }

    @Test func nonsenseIsRejected() {
        for name in ["", "lefty", "ctrl+", "ctrl+lefty", "f13", "hyper+x"] {
            #expect((try? Key(name: name))?.name == nil)
        }
    }
}

@Suite struct CommaKeyTests {
    @Test func commaNamesTheCommaKey() {
        #expect((try? Key(name: "comma"))?.name == ",")
        #expect((try? Key(name: ","))?.name == ",")
        #expect((try? Key(name: "alt+comma"))?.name == "alt+,")
        #expect((try? Key(name: "ctrl+comma"))?.name == "ctrl+,")
    }
}
