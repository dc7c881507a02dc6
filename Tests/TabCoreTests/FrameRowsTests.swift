import Testing
@testable import TabCore

/// The vertical arrangement: bar rows at the top or bottom, page area, status row.
@Suite struct FrameRowsTests {
    @Test func separatorsAndDividerAtTheTop() {
        let container = makeContainer(btabTitles) {
            $0.drawSeparators = true
            $0.bottomDividerColor = .ansi(8)
            $0.upperSeparatorLineColor = .ansi(1)
            $0.lowerSeparatorLineColor = .ansi(2)
        }
        let frame = draw(container, 26, 7, page: plainPage("Hello"))
        expectScreen(frame, [
            "──────────────────────────",
            "  First   Second   Third",
            " ╺━━━━━╸",
            "──────────────────────────",
            "──────────────────────────",
            "Hello",
            "",
        ])
        #expect(frame.screen[0, 0].style.fg == .ansi(1))
        #expect(frame.screen[0, 3].style.fg == .ansi(8))
        #expect(frame.screen[0, 4].style.fg == .ansi(2))
        #expect(Renderer.pageArea(container, width: 26, height: 7) == (0, 5, 26, 2))
    }

    @Test func bottomPositionMirrorsTheBarBelowThePage() {
        // Bottom navigation hides the indicator unless asked: brackets mark the selection. The
        // status row sits above the bar, so the bar never moves for it.
        let container = makeContainer(btabTitles) { $0.position = .bottom }
        expectScreen(draw(container, 40, 5, page: plainPage("Hello"), status: "ready"), [
            "Hello",
            "",
            "",
            "ready",
            " [First]  Second   Third",
        ])
        expectScreen(draw(container, 40, 5, page: plainPage("Hello")), [
            "Hello",
            "",
            "",
            "",
            " [First]  Second   Third",
        ])
        #expect(Renderer.pageArea(container, width: 40, height: 5, status: StatusMessage("s")) == (0, 0, 40, 3))
    }

    @Test func bottomPositionWithIndicatorSeparatorsAndDivider() {
        let container = makeContainer(btabTitles, selected: "2") {
            $0.position = .bottom
            $0.isIndicatorVisible = true
            $0.drawSeparators = true
            $0.bottomDividerColor = .ansi(8)
        }
        expectScreen(draw(container, 26, 8, page: plainPage("Hello", "World", "cut"), status: "ready"), [
            "Hello",
            "World",
            "ready",
            "──────────────────────────",
            "──────────────────────────",
            "         ╺━━━━━━╸",
            "  First   Second   Third",
            "──────────────────────────",
        ])
    }

    @Test func statusRowIsTheLastRowAndTruncated() {
        let container = makeContainer(btabTitles)
        // The strip scrolls by one cell so First shows whole beside the marker.
        expectScreen(draw(container, 12, 4, page: plainPage("a", "b", "c"), status: "Second is disabled"), [
            " First  +2 ›",
            "╺━━━━━╸",
            "a",
            "Second is d…",
        ])
        #expect(Renderer.pageArea(container, width: 12, height: 4, status: StatusMessage("s")) == (0, 2, 12, 1))
    }

    @Test func tallStripPutsTitlesOnItsLastRow() {
        let container = makeContainer(btabTitles) { $0.tabsHeight = 3 }
        expectScreen(draw(container, 30, 5, page: plainPage("p")), [
            "",
            "",
            "  First   Second   Third",
            " ╺━━━━━╸",
            "p",
        ])
    }

    @Test func shortFramesKeepTheTitlesFirst() {
        let top = makeContainer(["A", "B"]) { $0.drawSeparators = true; $0.bottomDividerColor = .ansi(8) }
        expectScreen(draw(top, 10, 4, status: "s"), ["  A   B", " ╺━╸", "──────────", "s"])
        // No row left for the indicator: brackets mark the selection instead.
        expectScreen(draw(top, 10, 2, status: "s"), [" [A]  B", "s"])
        let bottom = makeContainer(["A", "B"]) { $0.position = .bottom; $0.drawSeparators = true }
        expectScreen(draw(bottom, 10, 3, status: "s"), ["s", "──────────", " [A]  B"])
        #expect(Renderer.pageArea(bottom, width: 10, height: 3, status: StatusMessage("s")) == (0, 0, 10, 0))
        let tall = makeContainer(["A", "B"]) { $0.tabsHeight = 3 }
        expectScreen(draw(tall, 10, 2), ["", " [A]  B"])
    }
}
