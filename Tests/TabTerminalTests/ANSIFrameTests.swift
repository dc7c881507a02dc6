import TabCore
import Testing
@testable import TabTerminal

/// Whole frames for stdout, byte for byte.
struct ANSIFrameTests {
    private let red = Style(fg: .ansi(1))
    private let bold = Style(attributes: .bold)

    @Test func plainScreenHasNoEscapes() {
        let screen = Screen(lines: ["ab  ", "", " c"], width: 5)
        #expect(ANSI.frame(screen, mode: .truecolor) == "ab\n\n c\n")
    }

    @Test func styledRunIsWrappedInOneSequenceAndAReset() {
        var screen = Screen(width: 6, height: 1)
        screen.put("ab", x: 1, y: 0, style: red)
        #expect(ANSI.frame(screen, mode: .ansi16) == " \u{1B}[31mab\u{1B}[0m\n")
    }

    @Test func sequencesOnlyWhereTheStyleChanges() {
        var screen = Screen(width: 4, height: 1)
        screen.put("a", x: 0, y: 0)
        screen.put("b", x: 1, y: 0, style: bold)
        screen.put("c", x: 2, y: 0, style: Style(fg: .ansi(1), attributes: .bold))
        screen.put("d", x: 3, y: 0)
        #expect(ANSI.frame(screen, mode: .ansi16) == "a\u{1B}[1mb\u{1B}[31mc\u{1B}[0md\n")
    }

    @Test func everyRowStartsPlain() {
        var screen = Screen(width: 2, height: 2)
        screen.put("ab", x: 0, y: 0, style: red)
        screen.put("cd", x: 0, y: 1, style: red)
        #expect(ANSI.frame(screen, mode: .ansi16) == "\u{1B}[31mab\u{1B}[0m\n\u{1B}[31mcd\u{1B}[0m\n")
    }

    @Test func blanksWithABackgroundAreKept() {
        var screen = Screen(width: 5, height: 1)
        screen.put("x", x: 0, y: 0)
        screen.clear(x: 2, y: 0, width: 2, style: Style(bg: .ansi(4)))
        #expect(ANSI.frame(screen, mode: .ansi16) == "x \u{1B}[44m  \u{1B}[0m\n")
    }

    @Test func blanksInPlainStyleAreTrimmedAfterStyledCells() {
        var screen = Screen(width: 8, height: 1)
        screen.put("ab", x: 0, y: 0, style: bold)
        #expect(ANSI.frame(screen, mode: .ansi16) == "\u{1B}[1mab\u{1B}[0m\n")
    }

    @Test func styledBlanksAreKeptEvenWhenTheyShowNothing() {
        // A foreground on a blank shows nothing, but it is a style: only plain blanks are trimmed.
        var screen = Screen(width: 4, height: 1)
        screen.clear(x: 0, y: 0, width: 4, style: red)
        #expect(ANSI.frame(screen, mode: .ansi16) == "\u{1B}[31m    \u{1B}[0m\n")
    }

    @Test func wideCharactersAreWrittenOnce() {
        var screen = Screen(width: 6, height: 1)
        screen.put("中x", x: 0, y: 0, style: red)
        screen.put("文", x: 3, y: 0)
        #expect(ANSI.frame(screen, mode: .ansi16) == "\u{1B}[31m中x\u{1B}[0m文\n")
    }

    @Test func colorsFollowTheMode() {
        var screen = Screen(width: 2, height: 1)
        screen.put("a", x: 0, y: 0, style: Style(fg: .rgb(255, 0, 0)))
        screen.put("b", x: 1, y: 0, style: Style(bg: .rgb(128, 128, 128)))
        #expect(ANSI.frame(screen, mode: .truecolor) == "\u{1B}[38;2;255;0;0ma\u{1B}[0;48;2;128;128;128mb\u{1B}[0m\n")
        #expect(ANSI.frame(screen, mode: .ansi256) == "\u{1B}[38;5;196ma\u{1B}[0;48;5;244mb\u{1B}[0m\n")
        #expect(ANSI.frame(screen, mode: .ansi16) == "\u{1B}[91ma\u{1B}[0;100mb\u{1B}[0m\n")
    }

    @Test func colorsThatLookTheSameShareASequence() {
        var screen = Screen(width: 2, height: 1)
        screen.put("a", x: 0, y: 0, style: Style(fg: .rgb(255, 0, 0)))
        screen.put("b", x: 1, y: 0, style: Style(fg: .rgb(250, 5, 5)))
        #expect(ANSI.frame(screen, mode: .ansi256) == "\u{1B}[38;5;196mab\u{1B}[0m\n")
    }

    @Test func neverIsTheTextOfTheScreen() {
        var screen = Screen(lines: ["  One  Two  ", "", "中文 x  "])
        screen.setStyle(Style(fg: .rgb(1, 2, 3), bg: .ansi(4), attributes: .bold), x: 0, y: 0, width: 12, height: 3)
        let frame = ANSI.frame(screen, mode: .never)
        #expect(frame == "  One  Two\n\n中文 x\n")
        #expect(frame == screen.lines.joined(separator: "\n") + "\n")
        #expect(!frame.utf8.contains(0x1B))
    }

    @Test func emptyScreensAreOneNewlinePerRow() {
        #expect(ANSI.frame(Screen(width: 0, height: 0), mode: .ansi16) == "\n")
        #expect(ANSI.frame(Screen(width: 0, height: 0), mode: .never) == "\n")
        #expect(ANSI.frame(Screen(width: 3, height: 2), mode: .truecolor) == "\n\n")
    }
}
