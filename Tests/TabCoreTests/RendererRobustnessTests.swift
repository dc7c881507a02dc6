import Testing
@testable import TabCore

/// Sizes and inputs that must never crash, and bars that must stay fast.
@Suite struct RendererRobustnessTests {
    /// Styles that stress different code paths.
    static let styles: [@Sendable (inout BarStyle) -> Void] = [
        { _ in },
        { $0.position = .bottom; $0.drawSeparators = true; $0.bottomDividerColor = .ansi(8) },
        { $0.fitTabs = true; $0.tabsSeparator = "│" },
        { $0.layout = .cluster; $0.alignment = .center },
        { $0.layout = .fixed; $0.tabWidth = 1; $0.itemPadding = 0 },
        { $0.overflow = .shrink; $0.alignment = .centerSelected },
        { $0.isIndicatorVisible = false; $0.itemPadding = 0; $0.minTabWidth = 0 },
        { $0.itemAppearance = .titledImages; $0.tabsHeight = 3; $0.indicatorHeight = 4 },
        { $0.tabsGap = -5; $0.tabInset = -3; $0.itemPadding = -2; $0.tabWidth = -1; $0.tabsHeight = -4 },
        { $0.tabsGap = Int.max; $0.tabInset = Int.max; $0.minTabWidth = Int.max; $0.maxTabWidth = Int.min },
        { $0.indicatorWidth = .cells(-3); $0.indicatorHeight = -1; $0.layout = .fixed; $0.tabWidth = Int.max },
    ]

    static let sizes = [(0, 0), (1, 1), (5, 2), (-3, -7), (1, 12), (100, 0), (0, 5), (2, 1), (7, 3)]

    @Test(arguments: 0..<styles.count)
    func tinySizesNeverCrash(style: Int) {
        var container = makeContainer(["日本語", "🚀", "", "Second"], selected: "2", style: Self.styles[style])
        container.items[1].image = "📁"
        container.items[0].badgeValue = "9"
        for (width, height) in Self.sizes {
            for status in [nil, "status"] as [String?] {
                let frame = draw(container, width, height, page: plainPage("日本語 page"), status: status)
                #expect(frame.screen.width == max(0, width))
                #expect(frame.screen.height == max(0, height))
                #expect(frame.hits.regions.allSatisfy { $0.x >= 0 && $0.x + $0.width <= max(0, width) })
            }
        }
    }

    @Test func tinyScreensDrawWhatFits() {
        let container = makeContainer(btabTitles)
        expectScreen(draw(container, 1, 1), ["…"])  // the selected tab, narrowed to one cell
        expectScreen(draw(container, 5, 2), [" Fi…", "╺━━━╸"])
        expectScreen(draw(container, 0, 0), [])
        #expect(Renderer.pageArea(container, width: -4, height: -4) == (0, 0, 0, 0))
        #expect(Renderer.pageArea(container, width: 5, height: 1) == (0, 1, 5, 0))
    }

    @Test func emptyAndHiddenAndOddSelections() {
        var container = makeContainer(["A", "B"], selected: "2")
        container.items[1].isHidden = true  // the selected item is hidden: no mark anywhere
        expectScreen(draw(container, 10, 2), ["  A", ""])
        container.items[0].isHidden = true  // nothing visible: the bar's rows stay, empty
        expectScreen(draw(container, 10, 3, page: plainPage("p")), ["", "", "p"])
        container.selectedID = "missing"
        container.items[0].isHidden = false
        expectScreen(draw(container, 10, 2), ["  A", ""])
    }

    @Test func hugeTitlesAreTruncatedWithoutHangingTheLayout() {
        let huge = String(repeating: "語", count: 50_000)
        let container = makeContainer([huge, "B"]) { $0.maxTabWidth = 10 }
        // The title gets 8 cells; a fourth 語 would need 9 with the ellipsis, so one stays blank.
        expectScreen(draw(container, 20, 2), ["  語語語…    B", " ╺━━━━━━━━╸"])
    }

    @Test func tenThousandTabsLayOutInLinearTime() {
        let titles = (1...10_000).map { "Tab \($0)" }
        let clock = ContinuousClock()
        var frame: Frame?
        let elapsed = clock.measure {
            frame = draw(makeContainer(titles, selected: "5000"), 80, 24)
        }
        // A quadratic pass over 10,000 tabs takes tens of seconds; a linear one milliseconds.
        #expect(elapsed < .seconds(2))
        let layout = Layout.bar(makeContainer(titles, selected: "5000"), width: 80)
        #expect(layout.visibleCount == 10_000)
        #expect(layout.selectedSlot?.id == "5000")
        #expect(layout.marker(-1)?.count == 4995)
        #expect(layout.marker(1)?.count == 5000)
        expectScreen(frame ?? Frame(screen: Screen(width: 0, height: 0), hits: HitMap()), [
            "‹ +4995  Tab 4…   Tab 4996   Tab 4997   Tab 4998   Tab 4999   Tab 5000   +5000 ›",
            "                                                             ╺━━━━━━━━╸",
        ] + Array(repeating: "", count: 22))
    }

    @Test func tenThousandTabsEverywhereInTheStrip() {
        let titles = (1...10_000).map { "T\($0)" }
        for selected in ["1", "9999", "10000"] {
            for configure in Self.styles.prefix(6) {
                let layout = Layout.bar(makeContainer(titles, selected: selected, style: configure), width: 120)
                #expect(layout.selectedSlot?.id == selected)
                #expect(layout.slots.count < 60)
            }
        }
    }
}
