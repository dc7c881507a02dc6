import Testing
@testable import TabCore

/// Tab widths per layout mode and the placement of the group (docs/scripting.md, "Geometry").
///
/// One-row frames have no indicator row, so the selected tab shows in brackets there.
@Suite struct LayoutTests {
    @Test func intrinsicWidthsAreTitlePlusPadding() {
        let layout = Layout.bar(makeContainer(btabTitles), width: 40)
        #expect(layout.slots.map(\.x) == [1, 9, 18])
        #expect(layout.slots.map(\.width) == [7, 8, 7])
        #expect(layout.slots.map(\.contentX) == [2, 10, 19])
        #expect(layout.mode == .intrinsic)
        #expect(!layout.isScrolling)
        #expect(layout.scrollOffset == 0)
    }

    @Test func intrinsicWidthsAreClampedToMinAndMax() {
        let container = makeContainer(["A", "Notifications"]) { $0.minTabWidth = 5; $0.maxTabWidth = 8 }
        let layout = Layout.bar(container, width: 40)
        #expect(layout.slots.map(\.width) == [5, 8])
        #expect(layout.slots.map(\.title) == ["A", "Notif…"])
        expectScreen(draw(container, 40, 1), [" [A]    Notif…"])
    }

    @Test func fixedWidth() {
        let container = makeContainer(btabTitles) { $0.layout = .fixed; $0.tabWidth = 10 }
        expectScreen(draw(container, 40, 2), [
            "  First      Second     Third",
            " ╺━━━━━━━━╸",
        ])
    }

    @Test func fixedTruncatesLongTitles() {
        let container = makeContainer(["Overview", "Logs"]) { $0.layout = .fixed; $0.tabWidth = 6 }
        expectScreen(draw(container, 40, 1), [" [Ove…]  Logs"])
    }

    @Test func fitSpreadsTheRemainderFromTheLeft() {
        // (41 - 2 insets - 2 gaps) = 37 cells for 3 tabs: 13, 12, 12.
        let container = makeContainer(btabTitles, selected: "2") { $0.fitTabs = true }
        let layout = Layout.bar(container, width: 41)
        #expect(layout.slots.map(\.width) == [13, 12, 12])
        #expect(layout.mode == .fit)
        expectScreen(draw(container, 41, 2), [
            "  First         Second       Third",
            "               ╺━━━━━━━━━━╸",
        ])
    }

    @Test func justifiedIsFitAndTitlesAlignInTheirTabs() {
        let container = makeContainer(btabTitles, selected: "2") { $0.alignment = .justified; $0.textAlignment = .center }
        expectScreen(draw(container, 41, 2), [
            "     First        Second       Third",
            "               ╺━━━━━━━━━━╸",
        ])
    }

    @Test func itemTextAlignmentOverridesTheBar() {
        var container = makeContainer(btabTitles) { $0.fitTabs = true; $0.textAlignment = .center }
        container.items[0].style.textAlignment = .right
        container.items[2].style.textAlignment = .left
        expectScreen(draw(container, 41, 1), ["       [First]    Second     Third"])
    }

    @Test func clusterMakesEveryTabAsWideAsTheWidest() {
        let container = makeContainer(btabTitles, selected: "3") { $0.layout = .cluster }
        #expect(Layout.bar(container, width: 40).slots.map(\.width) == [8, 8, 8])
        expectScreen(draw(container, 40, 2), [
            "  First    Second   Third",
            "                   ╺━━━━━━╸",
        ])
    }

    @Test func clusterCentered() {
        let container = makeContainer(btabTitles, selected: "3") { $0.layout = .cluster; $0.alignment = .center }
        expectScreen(draw(container, 40, 2), [
            "        First    Second   Third",
            "                         ╺━━━━━━╸",
        ])
    }

    @Test func centerAndTrailingPlaceTheGroup() {
        let center = makeContainer(btabTitles) { $0.alignment = .center }
        expectScreen(draw(center, 40, 2), [
            "         First   Second   Third",
            "        ╺━━━━━╸",
        ])
        let trailing = makeContainer(btabTitles) { $0.alignment = .trailing }
        expectScreen(draw(trailing, 40, 2), [
            "                First   Second   Third",
            "               ╺━━━━━╸",
        ])
    }

    @Test func centerSelectedCentersTheSelectedTabWithinTheBar() {
        let second = makeContainer(btabTitles, selected: "2") { $0.alignment = .centerSelected }
        expectScreen(draw(second, 40, 2), [
            "         First   Second   Third",
            "                ╺━━━━━━╸",
        ])
        // Centering First or Third would push the group out of the bar: clamped to the edge.
        let first = makeContainer(btabTitles, selected: "1") { $0.alignment = .centerSelected }
        expectScreen(draw(first, 40, 1), ["               [First]  Second   Third"])
        let third = makeContainer(btabTitles, selected: "3") { $0.alignment = .centerSelected }
        expectScreen(draw(third, 40, 1), ["  First   Second  [Third]"])
    }

    @Test func gapsInsetsPaddingAndSeparatorGlyph() {
        let container = makeContainer(btabTitles) {
            $0.tabsGap = 3
            $0.tabInset = 0
            $0.itemPadding = 2
            $0.tabsSeparator = "│"
        }
        expectScreen(draw(container, 40, 2), [
            "  First   │   Second   │   Third",
            "╺━━━━━━━╸",
        ])
        #expect(Layout.bar(container, width: 40).separators == [10, 23])
    }

    @Test func separatorNeedsAGap() {
        let container = makeContainer(btabTitles) { $0.tabsGap = 0; $0.tabsSeparator = "│" }
        expectScreen(draw(container, 40, 1), [" [First] Second  Third"])
    }

    @Test func horizontalInsetsOverrideTabInset() {
        let container = makeContainer(btabTitles) {
            $0.tabInset = 9
            $0.horizontalInsets = Insets(left: 4, right: 0)
            $0.alignment = .trailing
        }
        expectScreen(draw(container, 40, 1), ["                [First]  Second   Third"])
        let leading = makeContainer(btabTitles) { $0.horizontalInsets = Insets(left: 4, right: 0) }
        expectScreen(draw(leading, 40, 1), ["    [First]  Second   Third"])
    }

    @Test func zeroPaddingPutsTitlesSideBySide() {
        let container = makeContainer(btabTitles) { $0.itemPadding = 0; $0.tabsGap = 1; $0.minTabWidth = 0 }
        expectScreen(draw(container, 40, 2), [
            " First Second Third",
            " ╺━━━╸",
        ])
    }

    @Test func hiddenItemsTakeNoSpace() {
        var container = makeContainer(btabTitles)
        container.items[1].isHidden = true
        expectScreen(draw(container, 40, 1), [" [First]  Third"])
        #expect(Layout.bar(container, width: 40).visibleCount == 2)
    }

    @Test func titleTransforms() {
        let upper = makeContainer(["inbox", "sent mail"]) { $0.titleTextTransform = .uppercase }
        expectScreen(draw(upper, 40, 1), [" [INBOX]  SENT MAIL"])
        let capital = makeContainer(["inbox", "sent mail"]) { $0.titleTextTransform = .capitalize }
        expectScreen(draw(capital, 40, 1), [" [Inbox]  Sent Mail"])
        let lower = makeContainer(["INBOX", "Straße"]) { $0.titleTextTransform = .uppercase }
        #expect(Layout.bar(lower, width: 40).slots.map(\.width) == [7, 9])  // STRASSE is wider
    }

    @Test func emptyContainerDrawsAnEmptyBar() {
        let layout = Layout.bar(makeContainer([], selected: nil), width: 40)
        #expect(layout.slots.isEmpty)
        #expect(layout.markers.isEmpty)
        expectScreen(draw(makeContainer([], selected: nil) { $0.fitTabs = true }, 10, 3, page: plainPage("x")), ["", "", "x"])
    }
}

/// `maxTabWidth` caps every layout; capped `fit` tabs leave room the alignment places.
@Suite struct MaxTabWidthTests {
    @Test func capsFitAndFixedTabs() {
        let fit = makeContainer(btabTitles) { $0.fitTabs = true; $0.maxTabWidth = 8; $0.isIndicatorVisible = false }
        #expect(Layout.bar(fit, width: 41).slots.map(\.width) == [8, 8, 8])
        expectScreen(draw(fit, 41, 1), [" [First]   Second   Third"])
        let fixed = makeContainer(btabTitles) { $0.layout = .fixed; $0.tabWidth = 12; $0.maxTabWidth = 6 }
        expectScreen(draw(fixed, 41, 2), ["  Fir…   Sec…   Thi…", " ╺━━━━╸"])
    }

    @Test func cappedJustifiedTabsAreCentered() {
        let justified = makeContainer(btabTitles) { $0.alignment = .justified; $0.maxTabWidth = 8 }
                // 3 x 8 cells, gaps and insets take 28 of 41: 6 cells on the left.
        expectScreen(draw(justified, 41, 2), ["        First    Second   Third", "       ╺━━━━━━╸"])
    }

    @Test func justifiedFallsBackToLeadingNotCentered() {
        let wide = makeContainer(["A", "Notifications", "B"]) { $0.alignment = .justified }
        expectScreen(draw(wide, 40, 1), [" [A]  Notifications   B"])
    }
}
