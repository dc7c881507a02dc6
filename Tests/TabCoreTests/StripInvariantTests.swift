import Testing
@testable import TabCore

/// The strip's promises checked over generated bars rather than instances: titles of every
/// script width (ASCII, CJK, emoji, combining marks), icons, badges, 1 to 300 tabs, bars 10
/// to 300 cells wide (docs/scripting.md, `overflow`).
@Suite struct StripInvariantTests {
    static let words = ["Documents", "日本語の本", "🙂🙃😉🥲", "e\u{301}te\u{301}e\u{301}s", "Log", "ab", "Ünïcödé", "한국어자료"]
    static let icons = [nil, "📄", "*", "🗂"]
    static let badges = [nil, "", "5", "12"]

    /// A generated bar: `count` tabs drawn from the lists above (a third of them closable),
    /// one of them selected.
    static func bar(_ random: inout SplitMix, count: Int, overflow: Overflow) -> Container {
        var container = Container()
        container.items = (0..<count).map { index in
            var item = Item(id: "t\(index)", title: words[random.next(below: words.count)])
            item.image = icons[random.next(below: icons.count)]
            item.badgeValue = badges[random.next(below: badges.count)]
            if random.next(below: 3) == 0 { item.closable = true }
            if random.next(below: 20) == 0 { item.pinned = random.next(below: 2) == 0 ? .start : .end }
            return item
        }
        container.selectedID = "t\(random.next(below: count))"
        container.style.overflow = overflow
        container.style.itemAppearance = .titledImages
        return container
    }

    /// The characters of the title a slot shows, its `…` left out.
    static func letters(_ slot: TabSlot) -> Int { slot.title.filter { $0 != "…" }.count }

    @Test func shrinkKeepsThreeCharactersTheIconAndTheBadgeBeforeItScrolls() {
        var random = SplitMix(seed: 25)
        for round in 0..<400 {
            let count = 1 + random.next(below: round < 200 ? 12 : 300)
            let width = 10 + random.next(below: 291)
            let container = Self.bar(&random, count: count, overflow: .shrink)
            let layout = Layout.bar(container, width: width)
            let between = layout.slots.filter { !$0.isPinned }  // pinned tabs keep their whole width
            let whole = layout.isScrolling ? between.dropFirst().dropLast() : between[...]  // the ends may be cut
            for slot in whole where !slot.isSelected {  // tabs wholly on screen are shrunk no further than readable
                let item = container.items[slot.index]
                let context = "round \(round): \(count) tabs at \(width) cells, \(item.title) shown as \(slot.title)"
                #expect(Self.letters(slot) >= min(3, item.title.count), "\(context)")
                #expect(slot.image == item.image, "\(context)")
                #expect((slot.badge == nil) == (item.badgeValue == nil), "\(context)")
                #expect((slot.close != nil) == item.isClosable(in: container.style), "\(context)")
            }
            if !layout.isScrolling {
                #expect(layout.slots.count == count, "round \(round): every tab shows when nothing scrolls")
                for slot in layout.slots where !slot.isSelected {
                    #expect(Self.letters(slot) >= min(3, container.items[slot.index].title.count), "round \(round): \(slot.title)")
                }
            }
        }
    }

    @Test func noIconBadgeOrCloseMarkWithoutALetter() {
        var random = SplitMix(seed: 7)
        for round in 0..<400 {
            let count = 1 + random.next(below: round < 200 ? 20 : 300)
            let width = 10 + random.next(below: 291)
            let container = Self.bar(&random, count: count, overflow: round % 2 == 0 ? .shrink : .scroll)
            var scrolled = container
            scrolled.scrollOffset = random.next(below: 4 * width)
            for layout in [Layout.bar(container, width: width), Layout.bar(scrolled, width: width, revealSelection: false)] {
                for slot in layout.slots where slot.image != nil || slot.badge != nil || slot.close != nil {
                    #expect(Self.letters(slot) >= 1 || slot.isSelected, "round \(round): \(count) tabs at \(width): \(slot)")
                }
            }
        }
    }

    /// A "+" pinned at the end of 1 to 300 tabs stays on screen whatever is selected.
    @Test func anItemPinnedAtTheEndNeverScrollsAway() {
        var random = SplitMix(seed: 300)
        for round in 0..<200 {
            let count = 1 + random.next(below: 300)
            let width = 20 + random.next(below: 281)
            var container = Self.bar(&random, count: count, overflow: round % 2 == 0 ? .shrink : .scroll)
            for index in container.items.indices { container.items[index].pinned = nil }
            var plus = Item(id: "plus", title: "+")
            plus.pinned = .end
            container.items.append(plus)
            let layout = Layout.bar(container, width: width)
            let slot = layout.slot(id: "plus")
            #expect(slot.map { $0.x + $0.width } == width - 1, "round \(round): \(count) tabs at \(width)")
            #expect(layout.selectedSlot?.id == container.selectedID, "round \(round): \(count) tabs at \(width)")
        }
    }

    @Test func theSelectedTabIsAlwaysOnScreen() {
        var random = SplitMix(seed: 3)
        for round in 0..<400 {
            let count = 1 + random.next(below: 300)
            let width = 10 + random.next(below: 291)
            var container = Self.bar(&random, count: count, overflow: round % 2 == 0 ? .shrink : .scroll)
            container.scrollOffset = random.next(below: 8 * width)
            let layout = Layout.bar(container, width: width)
            let selected = layout.selectedSlot
            #expect(selected?.id == container.selectedID, "round \(round): \(count) tabs at \(width)")
            if let selected {
                #expect(layout.viewport.contains(selected.x) || selected.isPinned, "round \(round): \(count) tabs at \(width)")
                if layout.viewport.count >= 6 {  // room for brackets, a wide letter and `…` between the markers
                    #expect(Self.letters(selected) >= 1, "round \(round): \(count) tabs at \(width): \(selected)")
                }
            }
        }
    }

    /// With `activation = "manual"` the focus goes apart from the selection; wherever the
    /// strip was scrolled to, the focused tab is drawn whole and inside the markers, and never
    /// rests on a hidden or disabled item.
    @Test func theFocusedTabIsAlwaysOnScreen() {
        var random = SplitMix(seed: 31)
        for round in 0..<400 {
            let count = 2 + random.next(below: 299)
            let width = 10 + random.next(below: 291)
            var container = Self.bar(&random, count: count, overflow: round % 2 == 0 ? .shrink : .scroll)
            container.style.activation = .manual
            for index in container.items.indices where random.next(below: 10) == 0 && container.items[index].id != container.selectedID {
                if random.next(below: 2) == 0 { container.items[index].isHidden = true } else { container.items[index].isDisabled = true }
            }
            let target = "t\(random.next(below: count))"
            do { try container.focus(target) } catch {
                let item = container.items[container.items.firstIndex { $0.id == target }!]
                #expect(item.isHidden || item.isDisabled, "round \(round): focus on \(target) refused: \(error)")
                continue
            }
            container.scrollOffset = random.next(below: 8 * width)
            let layout = Layout.bar(container, width: width)
            guard let focusID = container.focusID else { continue }  // the focus on the selected tab is none apart
            guard let slot = layout.slot(id: focusID) else {
                Issue.record("round \(round): \(count) tabs at \(width): the focused \(focusID) is not drawn")
                continue
            }
            let context = "round \(round): \(count) tabs at \(width): focus \(target) at \(slot.x)+\(slot.width) in \(layout.viewport)"
            if slot.width <= layout.viewport.count {
                #expect(slot.isPinned || (slot.x >= layout.viewport.lowerBound && slot.x + slot.width <= layout.viewport.upperBound), "\(context)")
            } else {
                #expect(layout.viewport.contains(slot.x), "\(context)")
            }
        }
    }

    /// The reproduction: icons and badges on every tab, CJK titles, a bar too narrow for all.
    @Test func shrunkTabsShowTheirStartIconAndBadge() {
        var container = makeContainer(["Documents", "Downloads", "日本語の本", "Music"], selected: "4") {
            $0.overflow = .shrink
            $0.itemAppearance = .titledImages
        }
        for index in 0..<3 { container.items[index].image = "📄" }
        container.items[1].badgeValue = "5"
        expectScreen(draw(container, 45, 1), [
            "  📄 Doc…   📄 Dow… 5    📄 日本語…  [Music]",  // the badge's pill ends in a space
        ])
        #expect(!Layout.bar(container, width: 45).isScrolling)
        #expect(Layout.bar(container, width: 45).slot(id: "2")?.badge == " 5 ")
    }

    /// A tab cut by the strip's edge with room for its icon but not a letter is left blank.
    @Test func anEdgeCutTabNeverShowsAnIconAlone() {
        var container = makeContainer((1...12).map { "Document\($0)" }, selected: "6") { $0.itemAppearance = .titledImages }
        for index in container.items.indices { container.items[index].image = "📄" }
        for width in 20...60 {
            for slot in Layout.bar(container, width: width).slots where slot.image != nil {
                #expect(Self.letters(slot) >= 1, "at \(width): \(slot.title)")
            }
        }
    }
}
