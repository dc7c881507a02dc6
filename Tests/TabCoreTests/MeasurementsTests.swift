import Testing
@testable import TabCore

/// Measured widths are kept between frames and dropped on any change that could alter them.
@Suite struct MeasurementsTests {
    func sample() -> Container {
        var container = makeContainer(["Inbox", "日本語", "Mute", "Hidden", "Feed"], selected: "2") {
            $0.itemAppearance = .titledImages
            $0.maxTabWidth = 9
        }
        container.items[0].badgeValue = "12"
        container.items[2].kind = .toggle
        container.items[2].image = "🔇"
        container.items[3].isHidden = true
        return container
    }

    @Test func aMeasuredContainerLaysOutTheSameAsAFreshOne() {
        var measured = sample()
        measured.measure()
        #expect(measured.measurements != nil)
        for width in [10, 25, 40, 80] {
            #expect(Layout.bar(measured, width: width) == Layout.bar(sample(), width: width))
        }
        #expect(measured.index(of: "Feed") == nil)
        #expect(measured.index(of: "5") == 4)
    }

    @Test func selectionAndScrollingKeepTheMeasurements() {
        var container = sample()
        container.measure()
        container.selectedID = "1"
        container.scrollOffset = 3
        container.focusID = "3"
        #expect(container.measurements != nil)
        #expect(Layout.bar(container, width: 40) == Layout.bar({ var c = sample(); c.selectedID = "1"; c.scrollOffset = 3; c.focusID = "3"; return c }(), width: 40))
    }

    @Test func changingAnItemOrTheStyleDropsThem() {
        var container = sample()
        container.measure()
        container.items[2].isOn = true
        #expect(container.measurements == nil)
        expectScreen(draw(container, 40, 1), ["  In… 12   [日本語]  ☑ 🔇 M…   Feed"])
        container.measure()
        container.style.itemPadding = 0
        #expect(container.measurements == nil)
        container.measure()
        container.items.append(Item(id: "6", title: "New"))
        #expect(container.measurements == nil)
        #expect(container.index(of: "6") == 5)
    }
}
