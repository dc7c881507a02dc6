import Testing
@testable import TabCore

/// Page rows in the page area: clipped, styled, wide characters whole.
@Suite struct PageRendererTests {
    @Test func rowsAreClippedToThePageArea() {
        let container = makeContainer(["A"])
        expectScreen(draw(container, 8, 4, page: plainPage("one", "two is long", "three", "four")), [
            "  A",
            " ╺━╸",
            "one",
            "two is l",
        ])
    }

    @Test func spansKeepTheirStyles() {
        let bold = Style(fg: .ansi(2), attributes: .bold)
        let page: [Row] = [[Span("ok: "), Span("done", style: bold)]]
        let frame = draw(makeContainer(["A"]), 12, 3, page: page)
        expectScreen(frame, ["  A", " ╺━╸", "ok: done"])
        #expect(frame.screen[3, 2].style == .plain)
        #expect(frame.screen[4, 2].style == bold)
        #expect(frame.screen[7, 2].style == bold)
    }

    @Test func wideCharactersAreNeverSplitAtTheRightEdge() {
        let frame = draw(makeContainer(["A"]), 5, 3, page: plainPage("a日本語"))
        expectScreen(frame, ["  A", " ╺━╸", "a日本"])
        let cut = draw(makeContainer(["A"]), 4, 3, page: plainPage("a日本語"))
        expectScreen(cut, ["  A", " ╺━╸", "a日"])
        #expect(cut.screen[3, 2] == Cell(symbol: " ", style: .plain))
    }
}

/// Tab characters go to the next tab stop (every 8 columns) instead of vanishing.
@Suite struct TabStopTests {
    @Test func pagesExpandTabsFromThePagesLeftEdge() {
        let page: [Row] = [[Span("name\tsize")], [Span("ab"), Span("\tc", style: Style(attributes: .bold))], [Span("\t\tx")]]
        let frame = draw(makeContainer(["A"]), 20, 5, page: page)
        expectScreen(frame, ["  A", " ╺━╸", "name    size", "ab      c", "                x"])
        #expect(frame.screen[2, 3].style == Style(attributes: .bold))  // the spaces take the span's style
    }

    @Test func titlesExpandTabsFromTheTitlesStart() {
        let container = makeContainer(["a\tb", "Next"])
        expectScreen(draw(container, 30, 2), ["  a       b   Next", " ╺━━━━━━━━━╸"])
        #expect(TextWidth.expandingTabs("ab\t", from: 3) == "ab   ")
        #expect(TextWidth.expandingTabs("plain") == "plain")
    }
}
