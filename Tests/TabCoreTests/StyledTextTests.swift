import Testing
@testable import TabCore

/// The styled text format, written literally.
struct StyledTextTests {
    private let blueBold = Style(fg: .ansi(12), attributes: .bold)

    @Test func theDocumentedExample() {
        var screen = Screen(width: 20, height: 3)
        screen.put("Inbox", x: 1, y: 0, style: blueBold)
        screen.put("Sent", x: 8, y: 0, style: Style(attributes: .dim))
        screen.put("中文", x: 14, y: 0, style: Style(fg: .rgb(0xff, 0x87, 0x00), bg: .indexed(236)))
        screen.put("━━━━━", x: 1, y: 1, style: Style(fg: .ansi(12)))
        screen.put("Hello", x: 0, y: 2)
        screen.clear(x: 6, y: 2, width: 4, style: Style(bg: .ansi(1)))
        #expect(StyledText.encode(screen) == """
             Inbox  Sent  中文
             ━━━━━
            Hello
            --
            1:2-6 bold fg=brightBlue
            1:9-12 dim
            1:15-18 fg=#ff8700 bg=@236
            2:2-6 fg=brightBlue
            3:7-10 bg=red
            """)
    }

    @Test func plainScreenHasNoRuns() {
        let screen = Screen(lines: ["ab  ", " c"])
        #expect(StyledText.encode(screen) == "ab\n c\n--")
    }

    @Test func rowsAreExactlyTheScreenText() {
        var screen = Screen(lines: ["one  ", "", "  three "])
        screen.setStyle(blueBold, x: 0, y: 0, width: 2)
        let text = StyledText.encode(screen)
        #expect(text.hasPrefix(screen.text + "\n--\n"))
    }

    @Test func emptyScreens() {
        #expect(StyledText.encode(Screen(width: 0, height: 0)) == "--")
        #expect(StyledText.encode(Screen(width: 4, height: 1)) == "\n--")
        #expect(StyledText.encode(Screen(width: 4, height: 2)) == "\n\n--")
    }

    @Test func singleCellRunsWriteBothEnds() {
        var screen = Screen(width: 3, height: 1)
        screen.put("x", x: 2, y: 0, style: Style(attributes: .reverse))
        #expect(StyledText.encode(screen) == "  x\n--\n1:3-3 reverse")
    }

    @Test func neighboursWithTheSameStyleMergeAcrossSymbols() {
        var screen = Screen(width: 6, height: 1)
        screen.put("ab", x: 0, y: 0, style: blueBold)
        screen.put("cd", x: 2, y: 0, style: blueBold)
        screen.put("ef", x: 4, y: 0, style: Style(fg: .ansi(12)))
        #expect(StyledText.encode(screen) == "abcdef\n--\n1:1-4 bold fg=brightBlue\n1:5-6 fg=brightBlue")
    }

    @Test func runsNeverCrossRows() {
        var screen = Screen(width: 2, height: 2)
        screen.setStyle(Style(bg: .ansi(4)), x: 0, y: 0, width: 2, height: 2)
        #expect(StyledText.encode(screen) == "\n\n--\n1:1-2 bg=blue\n2:1-2 bg=blue")
    }

    @Test func blanksWithABackgroundAreRunsPastTheTrimmedText() {
        var screen = Screen(width: 8, height: 1)
        screen.put("ab", x: 0, y: 0)
        screen.clear(x: 3, y: 0, width: 5, style: Style(bg: .rgb(0x40, 0x40, 0x40)))
        #expect(StyledText.encode(screen) == "ab\n--\n1:4-8 bg=#404040")
    }

    @Test func wideCharactersCoverTwoColumns() {
        var screen = Screen(width: 6, height: 1)
        screen.put("a中", x: 0, y: 0, style: Style(attributes: .underline))
        screen.put("文", x: 3, y: 0, style: Style(attributes: .italic))
        #expect(StyledText.encode(screen) == "a中文\n--\n1:1-3 underline\n1:4-5 italic")
    }

    @Test func continuationFollowsItsWideCharacter() {
        // setStyle on the second half alone does not split the character's run.
        var screen = Screen(lines: ["中x"])
        screen.setStyle(Style(attributes: .bold), x: 1, y: 0, width: 2)
        #expect(StyledText.encode(screen) == "中x\n--\n1:3-3 bold")
    }

    @Test func attributesInTheirFixedOrderThenColors() {
        var screen = Screen(width: 1, height: 1)
        let all: Attributes = [.strike, .reverse, .underline, .italic, .dim, .bold]
        screen.put("x", x: 0, y: 0, style: Style(fg: .indexed(196), bg: .ansi(0), attributes: all))
        #expect(StyledText.encode(screen) == "x\n--\n1:1-1 bold dim italic underline reverse strike fg=@196 bg=black")
    }

    @Test func colorNames() {
        #expect(Color.ansiNames.count == 16)
        #expect(Color.ansiNames[1] == "red")
        #expect(Color.ansiNames[8] == "brightBlack")
        #expect(Color.ansiNames[15] == "brightWhite")
        #expect(Color.ansi(12).styledName == "brightBlue")
        #expect(Color.ansi(7).styledName == "white")
        #expect(Color.indexed(16).styledName == "@16")
        #expect(Color.indexed(3).styledName == "@3")
        #expect(Color.ansi(200).styledName == "@200")
        #expect(Color.rgb(0, 0x0a, 0xff).styledName == "#000aff")
        #expect(Color.default.styledName == "default")
    }

    @Test func notationOfAStyle() {
        #expect(StyledText.notation(of: .plain) == "plain")
        #expect(StyledText.notation(of: blueBold) == "bold fg=brightBlue")
        #expect(StyledText.notation(of: Style(bg: .rgb(1, 2, 3))) == "bg=#010203")
    }

    @Test func separatorIsTheLastLineThatIsExactlyTwoDashes() {
        let screen = Screen(lines: ["--", "x"])
        let lines = StyledText.encode(screen).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.lastIndex(of: "--") == 2)
    }
}
