import Testing
@testable import TabCore

/// The hit map built with the cells: which item and part is under each bar cell.
@Suite struct HitMapTests {
    func hit(_ id: String, _ part: HitPart) -> Hit { Hit(id: id, part: part) }

    @Test func tabsCoverTheirCellsOnTheStripAndIndicatorRows() {
        let frame = draw(makeContainer(btabTitles), 40, 8, page: plainPage("Hello"))
        #expect(frame.hits.hit(x: 0, y: 0) == nil)  // the inset
        #expect(frame.hits.hit(x: 1, y: 0) == hit("1", .title))  // padding counts as title
        #expect(frame.hits.hit(x: 7, y: 0) == hit("1", .title))
        #expect(frame.hits.hit(x: 8, y: 0) == nil)  // the gap
        #expect(frame.hits.hit(x: 9, y: 0) == hit("2", .title))
        #expect(frame.hits.hit(x: 24, y: 0) == hit("3", .title))
        #expect(frame.hits.hit(x: 25, y: 0) == nil)
        #expect(frame.hits.hit(x: 12, y: 1) == hit("2", .title))  // under an unselected tab too
        #expect(frame.hits.hit(x: 3, y: 2) == nil)  // the page
        #expect(frame.hits.regions.count == 6)
    }

    @Test func badgeAndImageParts() {
        var container = makeContainer(["Inbox", "Mute"]) { $0.itemAppearance = .titledImages }
        container.items[0].badgeValue = "12"
        container.items[1].image = "🔇"
        // "  Inbox 12    🔇 Mute": Inbox at 1..<12, its pill " 12 " at 7..<11; Mute at 13..<22,
        // image 14..<16.
        let frame = draw(container, 30, 2)
        expectScreen(frame, ["  Inbox 12    🔇 Mute", " ╺━━━━━━━━━╸"])
        #expect(frame.hits.hit(x: 6, y: 0) == hit("1", .title))
        #expect(frame.hits.hit(x: 7, y: 0) == hit("1", .badge))
        #expect(frame.hits.hit(x: 10, y: 0) == hit("1", .badge))
        #expect(frame.hits.hit(x: 11, y: 0) == hit("1", .title))
        #expect(frame.hits.hit(x: 13, y: 0) == hit("2", .title))
        #expect(frame.hits.hit(x: 14, y: 0) == hit("2", .image))
        #expect(frame.hits.hit(x: 15, y: 0) == hit("2", .image))
        #expect(frame.hits.hit(x: 16, y: 0) == hit("2", .title))
        #expect(frame.hits.hit(x: 9, y: 1) == hit("1", .title))  // the indicator row has no parts
    }

    @Test func stackedImagesHaveTheirOwnRow() {
        var container = makeContainer(["Files"]) { $0.itemAppearance = .titledImages; $0.tabsHeight = 2 }
        container.items[0].image = "📁"
        let frame = draw(container, 20, 3)
        expectScreen(frame, ["  📁", "  Files", " ╺━━━━━╸"])
        #expect(frame.hits.hit(x: 2, y: 0) == hit("1", .image))
        #expect(frame.hits.hit(x: 4, y: 0) == hit("1", .title))
        #expect(frame.hits.hit(x: 2, y: 1) == hit("1", .title))
    }

    @Test func markersAreHitRegionsAndClipTheTabs() {
        let container = makeContainer((1...12).map { "Tab\($0)" }, selected: "6")
        let frame = draw(container, 40, 2)
        expectScreen(frame, ["‹ +2    Tab3   Tab4   Tab5   Tab6   +6 ›", "                            ╺━━━━╸"])
        #expect(frame.hits.hit(x: 0, y: 0) == Hit(id: nil, part: .marker, direction: -1))
        #expect(frame.hits.hit(x: 4, y: 0) == Hit(id: nil, part: .marker, direction: -1))
        #expect(frame.hits.hit(x: 5, y: 0) == nil)  // Tab2's last cell: too little to show, blank
        #expect(frame.hits.hit(x: 34, y: 0) == nil)  // the gap after Tab6
        #expect(frame.hits.hit(x: 35, y: 0) == Hit(id: nil, part: .marker, direction: 1))
        #expect(frame.hits.hit(x: 39, y: 0) == Hit(id: nil, part: .marker, direction: 1))
        #expect(frame.hits.hit(x: 0, y: 1) == nil)  // markers live on the strip rows only
    }

    @Test func bottomBarHitsFollowItsRows() {
        let container = makeContainer(btabTitles) { $0.position = .bottom }
        let frame = draw(container, 40, 4, status: "ok")
        #expect(frame.hits.hit(x: 2, y: 3) == hit("1", .title))  // the bar keeps the last row
        #expect(frame.hits.hit(x: 2, y: 0) == nil)
        #expect(frame.hits.hit(x: 2, y: 2) == nil)  // the status row, right above the bar
    }

    @Test func hiddenAndOffscreenItemsHaveNoRegions() {
        var container = makeContainer((1...12).map { "Tab\($0)" })
        container.items[1].isHidden = true
        let frame = draw(container, 40, 1)
        #expect(!frame.hits.regions.contains { $0.hit.id == "2" })
        #expect(!frame.hits.regions.contains { $0.hit.id == "12" })
        #expect(frame.hits.regions.allSatisfy { $0.x >= 0 && $0.x + $0.width <= 40 })
    }
}

