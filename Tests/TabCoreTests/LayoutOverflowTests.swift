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
            "‹ +8      Tab9   Tab10   Tab11   Tab12",  // Tab8's last cells: too few for a letter and …
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
            "‹ +4  T…   Tab5   Tab6   Tab7   T…  +5 ›",  // the tabs cut at the edges end in …
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

    /// The widest titles give up cells first, the selected one never.
    @Test func shrinkTruncatesTheWidestTitlesFirst() {
        let titles = ["Overview", "Settings", "Notifications", "Logs"]
        let container = makeContainer(titles, selected: "4") { $0.overflow = .shrink }
        expectScreen(draw(container, 30, 2), [
            "  Over…   Set…   Not…   Logs",
            "                       ╺━━━━╸",
        ])
        let layout = Layout.bar(container, width: 30)
        #expect(!layout.isScrolling)
        #expect(layout.slots.map(\.width) == [7, 6, 6, 6])
        let first = makeContainer(titles) { $0.overflow = .shrink }
        expectScreen(draw(first, 36, 1), [" [Overview]  Setti…   Noti…   Logs"])
    }

    /// Shrunk titles keep a readable minimum (three characters and `…`, or `minTabWidth`
    /// when wider); past that the strip scrolls, the selected title whole.
    @Test func shrinkStopsAtAReadableMinimumThenScrolls() {
        let titles = ["Overview", "Settings", "Notifications", "Logs"]
        let container = makeContainer(titles, selected: "2") { $0.overflow = .shrink }
        expectScreen(draw(container, 24, 1), ["  Ove…  [Settings]  +2 ›"])
        let wider = makeContainer(titles, selected: "2") {
            $0.overflow = .shrink
            $0.minTabWidth = 8
        }
        expectScreen(draw(wider, 30, 1), ["  Overv…  [Settings]  N…  +2 ›"])
    }

    @Test func shrinkThenScrolls() {
        let container = makeContainer(twelve, selected: "12") { $0.overflow = .shrink }
        let layout = Layout.bar(container, width: 30)
        #expect(layout.isScrolling)
        #expect(layout.slots.map(\.title) == ["Tab…", "Tab…", "Tab12"])
        #expect(layout.slots.map(\.width) == [6, 6, 7])
        #expect(layout.marker(-1)?.count == 9)
    }

    @Test func markerCountsGrowTheirCells() {
        let container = makeContainer((1...150).map { "T\($0)" }, selected: "75")
        expectScreen(draw(container, 30, 1), ["‹ +72  T73   T74  [T75]  +75 ›"])
        #expect(Layout.bar(container, width: 30).viewport == 6..<24)
    }

    /// A tab cut by an edge of the viewport shows the start of its title and `…`, never a
    /// sliced wide character; one with no room for a letter and `…` is left blank.
    @Test func tabsCutAtTheEdgesEndInAnEllipsis() {
        let container = makeContainer(["日本語", "日本語", "日本語", "日本語"])
        expectScreen(draw(container, 19, 1), [" [日本語]      +3 ›"])  // 4 cells: 日 and … do not fit
        expectScreen(draw(container, 20, 1), [" [日本語]  日…  +3 ›"])
        let last = makeContainer(["日本語", "日本語", "日本語", "日本語"], selected: "4")
        let frame = draw(last, 21, 1)
        expectScreen(frame, ["‹ +3  日…   [日本語]"])
        #expect(frame.hits.hit(x: 5, y: 0) == Hit(id: "3", part: .title))  // its cells are its own
        #expect(Layout.bar(last, width: 21).separators == [])
    }

    @Test func noSeparatorBesideATabLeftOutAtAnEdge() {
        let container = makeContainer(["README.md", "日本語.txt", "main.swift", "Package.swift"], selected: "4") {
            $0.tabsSeparator = "│"
        }
        expectScreen(draw(container, 30, 1), ["‹ +3  main.… │[Package.swift]"])
        expectScreen(draw(container, 35, 1), ["‹ +2   main.swift │[Package.swift]"])  // not `‹ +2 │ main.swift`
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

/// The strip follows the keyboard focus as it follows the selection, so enter never acts on
/// a toggle or button off screen.
@Suite struct FocusFollowTests {
    @Test func theFocusedButtonScrollsIntoView() {
        var container = makeContainer(["Inbox", "Drafts", "Sent", "Archive", "Notify", "Compose"])
        container.items[4].kind = .toggle
        container.items[5].kind = .button
        expectScreen(draw(container, 30, 2), ["  Inbox   Drafts   Sent   +3 ›", " ╺━━━━━╸"])
        container.focusID = "6"
        expectScreen(draw(container, 30, 2), ["‹ +4      ☐ Notify  <Compose>", ""])  // Inbox's indicator went with it
        container.focusID = nil  // the focus went back to the tabs: the selection is revealed again
        #expect(Layout.bar(container, width: 30).slot(id: "1") != nil)
    }
}
