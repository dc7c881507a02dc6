import Testing
@testable import TabCore

/// The status rows: errors and warnings that stand out and wrap, a notice, and the bar that
/// never moves for them.
@Suite struct StatusMessageTests {
    private let error = "a.lua:5: style.layout: expected one of intrinsic, fixed, fit, cluster, got 'fitt' (did you mean fit?)"

    @Test func anErrorWrapsUnderItsMarkerAndStandsOut() {
        var container = makeContainer(["A", "B"])
        container.status = "B: not yet"
        let status = StatusMessage([.init(error, kind: .error), .init("B: not yet", kind: .notice)])
        let frame = Renderer.render(container, page: plainPage("page"), width: 40, height: 12, status: status)
        expectScreen(frame, [
            "  A   B",
            " ╺━╸",
            "page",
            "",
            "",
            "",
            "",
            "",
            "✗ a.lua:5: style.layout: expected one of",
            "  intrinsic, fixed, fit, cluster, got",
            "  'fitt' (did you mean fit?)",
            "B: not yet",
        ])
        let red = Style(fg: .ansi(15), bg: .ansi(1), attributes: .bold)
        #expect(frame.screen[0, 8].style == red)
        #expect(frame.screen[39, 10].style == red)  // the whole row, past the text
        #expect(frame.screen[0, 11].style == .plain)
    }

    @Test func aWarningHasItsOwnMarkerAndColors() {
        let lines = StatusMessage("a.lua:3: warning: style.tabInset: 12 cells looks like points", kind: .warning)
            .lines(width: 30, limit: 5)
        #expect(lines.map(\.text) == ["! a.lua:3: warning:", "  style.tabInset: 12 cells", "  looks like points"])
        #expect(StatusMessage.style(.warning) == Style(fg: .ansi(0), bg: .ansi(3)))
    }

    @Test func aThirdOfTheFrameAtMostTheRestCutWithACount() {
        let status = StatusMessage([.init(error, kind: .error), .init("a.lua:9: second", kind: .error), .init("a.lua:12: third", kind: .error)])
        #expect(StatusMessage.rowLimit(height: 9) == 3)
        #expect(status.lines(width: 40, limit: 3).map(\.text) == [
            "✗ a.lua:5: style.layout: expected one of",
            "  intrinsic, fixed, fit, cluster, got",
            "  'fitt' (did you mean fit?) (+2 more)",
        ])
        #expect(status.lines(width: 40, limit: 1).map(\.text) == ["✗ a.lua:5: style.layout: expe… (+2 more)"])
        #expect(StatusMessage(error, kind: .error).lines(width: 30, limit: 1).map(\.text) == ["✗ a.lua:5: style.layout: expe…"])
    }

    @Test func wrappingBreaksAtSpacesThenInsideLongWords() {
        #expect(TextWidth.wrap("one two three", to: 7) == ["one two", "three"])
        #expect(TextWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("日本語です", to: 5) == ["日本", "語で", "す"])
        #expect(TextWidth.wrap("a\tb", to: 20) == ["a       b"])
        #expect(TextWidth.wrap("", to: 5) == [""])
    }

    @Test func theTopBarKeepsItsRowsAndThePageGivesUpItsLast() {
        let container = makeContainer(["A", "B"])
        expectScreen(draw(container, 20, 4, page: plainPage("1", "2", "3"), status: "note"), [
            "  A   B", " ╺━╸", "1", "note",
        ])
        #expect(Renderer.pageArea(container, width: 20, height: 4, status: StatusMessage("note")) == (0, 2, 20, 1))
    }
}
