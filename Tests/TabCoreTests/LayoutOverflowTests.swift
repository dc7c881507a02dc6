import Testing
@testable import TabCore

/// Scrolling with overflow markers, shrinking, and wide characters at the edges.
@Suite struct LayoutOverflowTests {
    /// Tab1 ... Tab12: 6 cells each (7 from Tab10 on), 88 cells with gaps and insets.
    let twelve = (1...12).map { "Tab\($0)" }

    @Test func selectionAtTheStartShowsOnlyTheRightMarker() {
        let container = makeContainer(twelve, selected: "1")
        expectScreen(draw(container, 40, 2), [
            "  Tab1   Tab2   Tab3   Tab4   Tab5  +7 ›",
            " ╺━━━━╸",
        ])
        let layout = Layout.bar(container, width: 40)
        #expect(layout.isScrolling)
        #expect(layout.scrollOffset == 0)
        #expect(layout.markers.map(\.count) == [7])
        #expect(layout.viewport == 0..<35)
    }

    @Test func selectionInTheMiddleScrollsMinimallyAndCountsBothSides() {
        // Tab2 is cut (its right padding shows), so it counts as hidden on the left.
        let container = makeContainer(twelve, selected: "6")
        expectScreen(draw(container, 40, 2), [
            "‹ +2    Tab3   Tab4   Tab5   Tab6   +6 ›",
            "                            ╺━━━━╸",
        ])
        let layout = Layout.bar(container, width: 40)
        #expect(layout.scrollOffset == 13)
        #expect(layout.marker(-1)?.count == 2)
        #expect(layout.marker(1)?.count == 6)
    }

    @Test func selectionAtTheEndScrollsToTheEnd() {
        let container = makeContainer(twelve, selected: "12")
        expectScreen(draw(container, 40, 2), [
            "‹ +8 b8   Tab9   Tab10   Tab11   Tab12",
            "                                ╺━━━━━╸",
        ])
        #expect(Layout.bar(container, width: 40).markers.map(\.direction) == [-1])
    }

    @Test func scrollStaysPutWhileTheSelectionIsVisible() {
        var container = makeContainer(twelve, selected: "6")
        container.scrollOffset = 20
        expectScreen(draw(container, 40, 1), ["‹ +3    Tab4   Tab5  [Tab6]  Tab7   +5 ›"])
        #expect(Layout.bar(container, width: 40).scrollOffset == 20)
    }

    @Test func markerTargetsRevealTheNextHiddenTab() {
        var container = makeContainer(twelve, selected: "6")
        container.scrollOffset = 20
        let layout = Layout.bar(container, width: 40)
        #expect(layout.marker(-1)?.scrollTarget == 14)
        #expect(layout.marker(1)?.scrollTarget == 27)
        // The runtime scrolls there without revealing the selection: Tab8 comes into view whole.
        container.scrollOffset = 27
        let scrolled = Layout.bar(container, width: 40, revealSelection: false)
        #expect(scrolled.scrollOffset == 27)
        #expect(scrolled.slot(id: "8").map { $0.x + $0.width <= scrolled.viewport.upperBound } == true)
        // Scrolled far away, revealing again brings Tab6 back with its gap before it.
        container.scrollOffset = 50
        #expect(Layout.bar(container, width: 40, revealSelection: false).scrollOffset == 50)
        #expect(Layout.bar(container, width: 40).scrollOffset == 35)
    }

    @Test func centerSelectedCentersWhileScrolling() {
        let container = makeContainer(twelve, selected: "6") { $0.alignment = .centerSelected }
        expectScreen(draw(container, 40, 2), [
            "‹ +4 ab4   Tab5   Tab6   Tab7   Tab +5 ›",
            "                 ╺━━━━╸",
        ])
    }

    @Test func nonScrollingLayoutsFallBackToScrolling() {
        for configure in [{ (s: inout BarStyle) in s.fitTabs = true }, { $0.layout = .cluster }, { $0.layout = .fixed }] {
            let container = makeContainer(twelve, selected: "2", style: configure)
            let layout = Layout.bar(container, width: 40)
            #expect(layout.mode == .intrinsic)
            #expect(layout.isScrolling)
            expectScreen(draw(container, 40, 1), ["  Tab1  [Tab2]  Tab3   Tab4   Tab5  +7 ›"])
        }
    }

    @Test func fitFallsBackWhenATitleWouldNotFit() {
        // 3 x 12 cells would fit the bar but cut "Notifications": intrinsic widths instead.
        let container = makeContainer(["A", "Notifications", "B"]) { $0.fitTabs = true }
        let layout = Layout.bar(container, width: 40)
        #expect(layout.mode == .intrinsic)
        #expect(!layout.isScrolling)
        expectScreen(draw(container, 40, 1), [" [A]  Notifications   B"])
    }

    @Test func shrinkTruncatesTheWidestTitlesFirst() {
        let container = makeContainer(["Overview", "Settings", "Notifications", "Logs"]) { $0.overflow = .shrink }
        expectScreen(draw(container, 30, 2), [
            "  Over…   Set…   Not…   Logs",
            " ╺━━━━━╸",
        ])
        let layout = Layout.bar(container, width: 30)
        #expect(!layout.isScrolling)
        #expect(layout.slots.map(\.width) == [7, 6, 6, 6])
    }

    @Test func shrinkStopsAtMinTabWidth() {
        let container = makeContainer(["Overview", "Settings", "Notifications", "Logs"]) { $0.overflow = .shrink }
        expectScreen(draw(container, 20, 1), [" [O…]  S…   N…   …"])
        let wider = makeContainer(["Overview", "Settings", "Notifications", "Logs"]) {
            $0.overflow = .shrink
            $0.minTabWidth = 6
        }
        expectScreen(draw(wider, 20, 1), [" [Ove…]  Set…   +2 ›"])
    }

    @Test func shrinkThenScrolls() {
        let container = makeContainer(twelve, selected: "12") { $0.overflow = .shrink }
        let layout = Layout.bar(container, width: 30)
        #expect(layout.isScrolling)
        #expect(layout.slots.allSatisfy { $0.width == 3 && $0.title == "…" })
        #expect(layout.marker(-1)?.count == 6)
    }

    @Test func markerCountsGrowTheirCells() {
        let container = makeContainer((1...150).map { "T\($0)" }, selected: "75")
        expectScreen(draw(container, 30, 1), ["‹ +72  T73   T74  [T75]  +75 ›"])
        #expect(Layout.bar(container, width: 30).viewport == 6..<24)
    }

    @Test func wideTitlesAreNeverSplitAtTheRightEdge() {
        // 日本語 tabs are 8 cells; 本 would straddle the viewport's last column: a blank instead.
        let container = makeContainer(["日本語", "日本語", "日本語", "日本語"])
        let frame = draw(container, 19, 1)
        expectScreen(frame, [" [日本語]  日  +3 ›"])
        #expect(frame.screen[13, 0] == Cell(symbol: " ", style: Style(attributes: [])))
    }

    @Test func wideTitlesAreNeverSplitAtTheLeftEdge() {
        // The third tab's 日 would straddle the viewport's first column (5): a blank instead.
        let container = makeContainer(["日本語", "日本語", "日本語", "日本語"], selected: "4")
        let frame = draw(container, 21, 1)
        expectScreen(frame, ["‹ +3  本語  [日本語]"])
        #expect(frame.screen[5, 0].symbol == " ")
        #expect(frame.screen[6, 0].symbol == "本")
    }

    @Test func emojiTitlesScrollIntoView() {
        let container = makeContainer(["日本語", "🚀 Go", "中文"], selected: "2")
        expectScreen(draw(container, 20, 2), [
            "‹ +1    🚀 Go   +1 ›",
            "       ╺━━━━━╸",
        ])
    }

    @Test func noRoomForMarkersMeansNoMarkers() {
        let container = makeContainer(twelve, selected: "3")
        let layout = Layout.bar(container, width: 9)
        #expect(layout.markers.isEmpty)
        #expect(layout.viewport == 0..<9)
        expectScreen(draw(container, 9, 1), ["  [Tab3]"])
    }
}
