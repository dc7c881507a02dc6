import TabCore
import Testing
@testable import TabTerminal

/// `TerminalText.escaped`: control characters of script text in Lua's spelling, on literal strings.
@Suite struct TerminalTextTests {
    @Test func anEscapeSequenceAttackIsShownAsText() {
        #expect(TerminalText.escaped("\u{1B}]0;pwned\u{07}\u{1B}[2J") == #"\27]0;pwned\a\27[2J"#)
    }

    @Test func newlinesAndTabsStayUnlessSingleLine() {
        #expect(TerminalText.escaped("a.lua:1: x\nstack traceback:\n\t[C]: in ?") == "a.lua:1: x\nstack traceback:\n\t[C]: in ?")
        #expect(TerminalText.escaped("a\nb\tc", singleLine: true) == #"a\nb\tc"#)
    }

    /// A file name's bytes that are not UTF-8 (PathBytes) show as Lua's decimal escapes.
    @Test func aPathsBytesThatAreNotUTF8AreEscaped() {
        let path = PathBytes.string([0xFF, 0xFE] + Array(".lua".utf8))
        #expect(TerminalText.escaped(path + ":1: boom") == #"\255\254.lua:1: boom"#)
        #expect(TerminalText.escaped("\u{10FF7F} 日本") == "\u{10FF7F} 日本")
    }

    @Test func everyC0ControlAndDeleteIsEscaped() {
        #expect(TerminalText.escaped("\u{00}\u{01}\u{08}\u{0B}\u{0C}\u{0D}\u{1F}\u{7F}") == #"\0\1\b\v\f\r\31\127"#)
    }

    @Test func c1ControlsAreEscapedAndOtherCharactersKept() {
        #expect(TerminalText.escaped("\u{9B}2J\u{85}") == #"\u{9B}2J\u{85}"#)
        #expect(TerminalText.escaped("é 我 🎉 \u{A0}") == "é 我 🎉 \u{A0}")
    }

    @Test func cleanTextIsReturnedAsIs() {
        let text = "examples/a.lua:12: attempt to index a nil value"
        #expect(TerminalText.escaped(text) == text)
        #expect(TerminalText.escaped("") == "")
    }
}
