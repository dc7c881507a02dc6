import Testing
@testable import TabCore

/// The look of the bar: indicator, selection marks, badges, images.
@Suite struct BarRendererTests {
    @Test func indicatorUnderTheContent() {
        let container = makeContainer(btabTitles, selected: "2") {
            $0.fitTabs = true
            $0.indicatorWidth = .content
            $0.textAlignment = .center
        }
        expectScreen(draw(container, 40, 2), [
            "    First        Second       Third",
            "                 ╺━━━━╸",
        ])
    }

    @Test func indicatorOfSomeCellsFromTheTabsLeftEdge() {
        let three = makeContainer(btabTitles, selected: "2") { $0.indicatorWidth = .cells(3) }
        expectScreen(draw(three, 40, 2), ["  First   Second   Third", "         ╺━╸"])
        let one = makeContainer(btabTitles, selected: "2") { $0.indicatorWidth = .cells(1) }
        expectScreen(draw(one, 40, 2), ["  First   Second   Third", "         ━"])
        let clamped = makeContainer(btabTitles, selected: "2") { $0.indicatorWidth = .cells(99) }
        expectScreen(draw(clamped, 40, 2), ["  First   Second   Third", "         ╺━━━━━━╸"])
    }

    @Test func squareIndicator() {
        let container = makeContainer(btabTitles, selected: "2") { $0.indicatorIsRounded = false }
        expectScreen(draw(container, 40, 2), ["  First   Second   Third", "         ━━━━━━━━"])
        let two = makeContainer(btabTitles, selected: "2") { $0.indicatorWidth = .cells(2) }
        expectScreen(draw(two, 40, 2), ["  First   Second   Third", "         ╺╸"])
    }

    @Test func indicatorTwoRowsHigh() {
        let container = makeContainer(btabTitles, selected: "2") { $0.indicatorHeight = 2 }
        expectScreen(draw(container, 40, 4, page: plainPage("page")), [
            "  First   Second   Third",
            "         ╺━━━━━━╸",
            "         ╺━━━━━━╸",
            "page",
        ])
        #expect(Renderer.pageArea(container, width: 40, height: 4) == (0, 3, 40, 1))
    }

    @Test func noSelectionNoIndicator() {
        let container = makeContainer(btabTitles, selected: nil)
        expectScreen(draw(container, 40, 3, page: plainPage("page")), ["  First   Second   Third", "", "page"])
    }

    @Test func hiddenIndicatorMeansBrackets() {
        let hidden = makeContainer(btabTitles, selected: "2") { $0.isIndicatorVisible = false }
        expectScreen(draw(hidden, 40, 2, page: plainPage("page")), ["  First  [Second]  Third", "page"])
        let flat = makeContainer(btabTitles, selected: "2") { $0.indicatorHeight = 0 }
        expectScreen(draw(flat, 40, 2, page: plainPage("page")), ["  First  [Second]  Third", "page"])
        #expect(Layout.bar(flat, width: 40).mark == .brackets)
    }

    @Test func bracketsMakeRoomWithoutPadding() {
        let intrinsic = makeContainer(btabTitles, selected: "2") { $0.isIndicatorVisible = false; $0.itemPadding = 0 }
        expectScreen(draw(intrinsic, 40, 1), [" First [Second] Third"])
        let fit = makeContainer(btabTitles, selected: "2") {
            $0.isIndicatorVisible = false
            $0.itemPadding = 0
            $0.fitTabs = true
        }
        expectScreen(draw(fit, 40, 1), [" First        [Second]     Third"])
    }

    @Test func bracketsTemplate() {
        let container = makeContainer(btabTitles) { $0.selectionIndicatorTemplate = .brackets }
        expectScreen(draw(container, 40, 2, page: plainPage("page")), [" [First]  Second   Third", "page"])
    }

    @Test func backgroundTemplateReversesTheSelectedTab() {
        // Reverse video is lost without colors, so the brackets come along.
        let container = makeContainer(btabTitles, selected: "2") { $0.selectionIndicatorTemplate = .background }
        let frame = draw(container, 40, 2, page: plainPage("page"))
        expectScreen(frame, ["  First  [Second]  Third", "page"])
        #expect((9..<17).allSatisfy { frame.screen[$0, 0].style.attributes.contains(.reverse) })
        #expect(!frame.screen[8, 0].style.attributes.contains(.reverse))
        #expect(!frame.screen[17, 0].style.attributes.contains(.reverse))
    }

    @Test func noneTemplateAndFunctionTemplate() {
        let none = makeContainer(btabTitles) { $0.selectionIndicatorTemplate = IndicatorTemplate.none }
        expectScreen(draw(none, 40, 2, page: plainPage("page")), ["  First   Second   Third", "page"])
        let function = makeContainer(btabTitles) { $0.selectionIndicatorTemplate = .function(ScriptFunction(id: 1)) }
        expectScreen(draw(function, 40, 2), ["  First   Second   Third", " ╺━━━━━╸"])
    }

    @Test func badges() {
        var container = makeContainer(["Inbox", "Chat", "Logs", "Feed"])
        container.items[0].badgeValue = "3"
        container.items[1].badgeValue = ""
        container.items[2].badgeValue = nil
        container.items[3].badgeValue = "99+"
        // A value is a pill (padded: " 3 "); an empty value is a dot after a space.
        let frame = draw(container, 40, 2)
        expectScreen(frame, [
            "  Inbox 3    Chat ●   Logs   Feed 99+",
            " ╺━━━━━━━━╸",
        ])
        #expect(frame.screen[7, 0].style == Style(fg: .ansi(15), bg: .ansi(1)))
        #expect(frame.screen[9, 0].style == Style(fg: .ansi(15), bg: .ansi(1)))
        #expect(frame.screen[10, 0].style == Style(attributes: .bold))
    }

    @Test func badgeGoesBeforeTheTitleIsCutToNothing() {
        var container = makeContainer(["Inbox", "Chat"]) { $0.layout = .fixed; $0.tabWidth = 6 }
        container.items[0].badgeValue = "3"
        container.items[1].badgeValue = "12"
        expectScreen(draw(container, 40, 1), [" [Inb…]  Chat"])
        container.style.tabWidth = 4
        expectScreen(draw(container, 40, 1), [" [I…]  C…"])
    }

    @Test func titledImagesOnOneRow() {
        var container = imageContainer()
        expectScreen(draw(container, 40, 2), ["  🔇 Mute   📁 Files   Plain", "           ╺━━━━━━━━╸"])
        container.items[0].isOn = true  // a toggle that is on shows its selectedImage
        expectScreen(draw(container, 40, 1), ["  🔊 Mute  [📁 Files]  Plain"])
    }

    @Test func titledImagesStackedWhenTheStripHasTwoRows() {
        let container = imageContainer { $0.tabsHeight = 2 }
        expectScreen(draw(container, 40, 3), [
            "  🔇     📁",
            "  Mute   Files   Plain",
            "        ╺━━━━━╸",
        ])
    }

    @Test func imagesOnlyFallBackToTitles() {
        var container = imageContainer { $0.itemAppearance = .images }
        container.items[1].badgeValue = "2"
        expectScreen(draw(container, 40, 2), ["  🔇   📁 2    Plain", "      ╺━━━━━╸"])
    }

    @Test func titlesAppearanceIgnoresImages() {
        // Without its images the toggle shows its state with a mark.
        let container = imageContainer { $0.itemAppearance = .titles }
        expectScreen(draw(container, 40, 1), ["  ☐ Mute  [Files]  Plain"])
    }

    /// A toggle with two images, a tab with one, a tab without.
    func imageContainer(_ configure: (inout BarStyle) -> Void = { _ in }) -> Container {
        var container = makeContainer(["Mute", "Files", "Plain"], selected: "2") { $0.itemAppearance = .titledImages }
        container.items[0].kind = .toggle
        container.items[0].image = "🔇"
        container.items[0].selectedImage = "🔊"
        container.items[1].image = "📁"
        configure(&container.style)
        return container
    }
}

/// `selectionIndicatorTemplate` functions: the spans the runtime got back are drawn from the
/// selected tab's left edge in the indicator rows.
@Suite struct IndicatorTemplateRowsTests {
    func drawn(_ rows: [Row], height: Int = 3, _ configure: (inout BarStyle) -> Void = { _ in }) -> Frame {
        var container = makeContainer(btabTitles, selected: "2") {
            $0.selectionIndicatorTemplate = .function(ScriptFunction(id: 1))
            $0.indicatorColor = .ansi(5)
            configure(&$0)
        }
        container.items[0].title = "First"
        var layout = Layout.bar(container, width: 30)
        layout.indicator = rows
        return Renderer.render(container, layout: layout, page: plainPage("page"), width: 30, height: height)
    }

    @Test func spansStartAtTheTabsLeftEdgeInTheIndicatorColor() {
        let frame = drawn([[Span(" "), Span("▔▔▔▔", style: Style(fg: .ansi(1))), Span("!")]])
        #expect(StyledText.encode(frame.screen) == """
              First   Second   Third
                      ▔▔▔▔!
            page
            --
            1:10-17 bold
            2:10-10 fg=magenta
            2:11-14 fg=red
            2:15-15 fg=magenta
            """)
    }

    @Test func oneRowPerIndicatorRowClippedToTheBar() {
        let frame = drawn([[Span("ab")], [Span(String(repeating: "x", count: 40))]], height: 4) { $0.indicatorHeight = 2 }
        expectScreen(frame, ["  First   Second   Third", "         ab", "         xxxxxxxxxxxxxxxxxxxxx", "page"])
    }

    @Test func noRowsDrawNothing() {
        expectScreen(drawn([]), ["  First   Second   Third", "", "page"])
    }

    @Test func atTheBottomATemplateAsksForTheIndicatorRow() {
        let bottom = makeContainer(btabTitles) { $0.position = .bottom; $0.selectionIndicatorTemplate = .underline }
        expectScreen(draw(bottom, 30, 3, page: plainPage("page")), ["page", " ╺━━━━━╸", "  First   Second   Third"])
        let unset = makeContainer(btabTitles) { $0.position = .bottom }
        expectScreen(draw(unset, 30, 3, page: plainPage("page")), ["page", "", " [First]  Second   Third"])
    }
}

/// A stacked image has its row to itself, with the badge after it, as MDC puts badges at the
/// image's top-trailing corner.
@Suite struct StackedBadgeTests {
    @Test func theBadgeFollowsTheStackedImage() {
        var container = makeContainer(["Mail", "Chat"]) {
            $0.itemAppearance = .titledImages
            $0.tabsHeight = 2
            $0.textAlignment = .center
            $0.layout = .cluster
        }
        container.items[0].image = "✉"
        container.items[0].badgeValue = "12"
        container.items[1].image = "☏"
        container.items[1].badgeValue = ""
        let frame = draw(container, 30, 3)
        expectScreen(frame, ["  ✉ 12     ☏ ●", "  Mail    Chat", " ╺━━━━━╸"])
        #expect(frame.hits.hit(x: 2, y: 0) == Hit(id: "1", part: .image))
        #expect(frame.hits.hit(x: 3, y: 0) == Hit(id: "1", part: .badge))
        #expect(frame.hits.hit(x: 6, y: 0) == Hit(id: "1", part: .badge))
        #expect(frame.hits.hit(x: 7, y: 0) == Hit(id: "1", part: .title))
        #expect(frame.hits.hit(x: 5, y: 1) == Hit(id: "1", part: .title))
        #expect(Layout.bar(container, width: 30).slots[0].contentWidth == 5)
    }

    @Test func aNarrowTabDropsTheBadgeBeforeTheImage() {
        var container = makeContainer(["Mail"]) { $0.itemAppearance = .titledImages; $0.tabsHeight = 2; $0.layout = .fixed; $0.tabWidth = 5 }
        container.items[0].image = "✉"
        container.items[0].badgeValue = "12"
        expectScreen(draw(container, 30, 3), ["  ✉", "  Ma…", " ╺━━━╸"])
    }
}

extension IndicatorTemplateRowsTests {
    @Test func spansOfATabScrolledPartlyOutOfViewFollowItsCells() throws {
        // Tab7 starts left of the viewport: it is narrowed to the cells that show, and the
        // spans are drawn from there, as the function was told (ctx.x).
        var container = makeContainer((1...12).map { "Tab\($0)" }, selected: "7") {
            $0.selectionIndicatorTemplate = .function(ScriptFunction(id: 1))
        }
        container.scrollOffset = 45  // Tab7 (content columns 43-48) starts two cells left of the viewport
        var layout = Layout.bar(container, width: 30, revealSelection: false)
        let slot = try #require(layout.selectedSlot)
        #expect(slot.x == layout.viewport.lowerBound)
        #expect(slot.title == "T…")
        layout.indicator = [[Span(String(repeating: " ", count: slot.contentX - slot.x)), Span("^^^^")]]
        let frame = Renderer.render(container, layout: layout, page: [], width: 30, height: 2)
        let columns = (0..<30).filter { frame.screen[$0, 1].symbol == "^" }
        #expect(columns == Array(max(slot.contentX, layout.viewport.lowerBound)..<(slot.contentX + 4)))
    }
}
