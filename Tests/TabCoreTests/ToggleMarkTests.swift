import Testing
@testable import TabCore

/// A toggle that is on must be told from one that is off without colors (`--color never`):
/// by its `selectedImage` when that is shown and differs, else by a `☑`/`☐` mark.
@Suite struct ToggleMarkTests {
    func toggles(_ configure: (inout BarStyle) -> Void = { _ in }) -> Container {
        var container = makeContainer(["Tab", "Mute", "Wifi"], style: configure)
        for i in 1...2 { container.items[i].kind = .toggle }
        container.items[2].isOn = true
        return container
    }

    @Test func marksShowTheStateInPlainText() {
        expectScreen(draw(toggles(), 40, 1), [" [Tab]  ☐ Mute   ☑ Wifi"])
        let layout = Layout.bar(toggles(), width: 40)
        #expect(layout.slots.map(\.mark) == [nil, "☐", "☑"])
        #expect(layout.slots[1].markX == 8)
        #expect(layout.slots[1].titleX == 10)
    }

    @Test func theMarkKeepsItsPlaceWhenTheToggleFlips() {
        var container = toggles()
        let before = Layout.bar(container, width: 40).slots.map(\.width)
        container.items[1].isOn = true
        #expect(Layout.bar(container, width: 40).slots.map(\.width) == before)
    }

    @Test func distinctImagesShowTheStateThemselves() {
        var container = toggles { $0.itemAppearance = .titledImages }
        container.items[1].image = "🔇"
        container.items[1].selectedImage = "🔊"
        container.items[2].image = "📶"  // no selectedImage: the same glyph either way, so a mark
        expectScreen(draw(container, 40, 1), [" [Tab]  🔇 Mute   ☑ 📶 Wifi"])
        container.style.itemAppearance = .images
        expectScreen(draw(container, 40, 1), [" [Tab]  🔇   ☑ 📶"])
    }

    @Test func theMarkOutlastsTheTitleInANarrowTab() {
        let container = toggles { $0.layout = .fixed; $0.tabWidth = 4 }
        expectScreen(draw(container, 40, 1), [" [T…]  ☐    ☑"])
        var badged = toggles { $0.layout = .fixed; $0.tabWidth = 8 }
        badged.items[2].badgeValue = "9"
        expectScreen(draw(badged, 40, 1), [" [Tab]     ☐ Mute   ☑ Wifi"])
    }

    @Test func marksAreStyledLikeTheTitle() {
        let container = toggles { $0.selectedItemTintColor = .ansi(2) }
        #expect(StyledText.encode(draw(container, 30, 1).screen) == """
             [Tab]  ☐ Mute   ☑ Wifi
            --
            1:2-6 bold fg=green
            1:17-24 bold fg=green
            """)
    }
}
