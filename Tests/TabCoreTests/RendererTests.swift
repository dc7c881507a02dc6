import Testing
@testable import TabCore

@Suite struct RendererTests {
    @Test func btabExampleAtDefaultLook() {
        let frame = draw(makeContainer(btabTitles), 40, 8, page: plainPage("Hello"))
        expectScreen(frame, [
            "  First   Second   Third",
            " ╺━━━━━╸",
            "Hello",
            "",
            "",
            "",
            "",
            "",
        ])
    }

    @Test func btabExampleStyles() {
        // The selected tab is bold in the default foreground; the indicator is bright blue.
        let frame = draw(makeContainer(btabTitles), 40, 4, page: plainPage("Hello"))
        #expect(StyledText.encode(frame.screen) == """
              First   Second   Third
             ╺━━━━━╸
            Hello

            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    @Test func colorfulBarStyles() {
        var container = makeContainer(["Inbox", "Chat"]) {
            $0.barTintColor = .indexed(236)
            $0.tintColor = .ansi(11)
            $0.indicatorColor = .rgb(255, 135, 0)
        }
        container.items[0].badgeValue = "3"
        let frame = draw(container, 20, 3, page: plainPage("Hello"))
        // Inbox's padding shares its title's run; the unselected tab is plain on the bar color.
        #expect(StyledText.encode(frame.screen) == """
              Inbox 3    Chat
             ╺━━━━━━━━╸
            Hello
            --
            1:1-1 bg=@236
            1:2-7 bold fg=brightYellow bg=@236
            1:8-10 fg=brightWhite bg=red
            1:11-11 bold fg=brightYellow bg=@236
            1:12-20 bg=@236
            2:1-1 bg=@236
            2:2-11 fg=#ff8700 bg=@236
            2:12-20 bg=@236
            """)
    }

    @Test func pageAreaMatchesWhatRenderDraws() {
        let container = makeContainer(btabTitles) { $0.drawSeparators = true }
        let area = Renderer.pageArea(container, width: 30, height: 10, status: StatusMessage("s"))
        #expect(area == (0, 4, 30, 5))
        let page = (1...9).map { [Span("row \($0)")] }
        let frame = draw(container, 30, 10, page: page, status: "ok")
        #expect(frame.screen.lines[4] == "row 1")
        #expect(frame.screen.lines[8] == "row 5")
        #expect(frame.screen.lines[9] == "ok")
    }
}
