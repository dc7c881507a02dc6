import Testing
@testable import TabCore

/// The style cascade (docs/scripting.md, "The cascade"), checked on the cells of rendered frames.
@Suite struct StyleCascadeTests {
    /// The style of the first title cell of the tab with `id`.
    func titleStyle(_ container: Container, _ id: String) -> Style {
        let slot = Layout.bar(container, width: 60).slot(id: id)
        return draw(container, 60, 2).screen[slot?.titleX ?? -1, 0].style
    }

    /// The style of the tab's left padding cell.
    func paddingStyle(_ container: Container, _ id: String) -> Style {
        let slot = Layout.bar(container, width: 60).slot(id: id)
        return draw(container, 60, 2).screen[slot?.x ?? -1, 0].style
    }

    @Test func themeDefaults() {
        let container = makeContainer(btabTitles)
        #expect(titleStyle(container, "1") == Style(attributes: .bold))
        #expect(titleStyle(container, "2") == .plain)
        #expect(draw(container, 40, 2).screen[1, 1].style == Style(fg: .ansi(12)))
    }

    @Test func selectedTitleColorCascade() {
        var container = makeContainer(btabTitles)
        container.style.tintColor = .ansi(1)
        #expect(titleStyle(container, "1").fg == .ansi(1))
        container.style.titlesFontColorEnabled = .ansi(2)
        #expect(titleStyle(container, "1").fg == .ansi(2))
        container.style.selectedItemTintColor = .ansi(3)
        #expect(titleStyle(container, "1").fg == .ansi(3))
        container.items[0].style.titleFontColorEnabled = .ansi(4)
        #expect(titleStyle(container, "1").fg == .ansi(4))
        container.items[0].style.highlightTextColor = .ansi(5)
        #expect(titleStyle(container, "1").fg == .ansi(5))
        // None of it reaches the unselected tabs.
        #expect(titleStyle(container, "2").fg == .default)
    }

    @Test func unselectedTitleColorCascade() {
        var container = makeContainer(btabTitles)
        container.style.titlesFontColor = .ansi(2)
        #expect(titleStyle(container, "2").fg == .ansi(2))
        container.style.unselectedItemTintColor = .ansi(3)
        #expect(titleStyle(container, "2").fg == .ansi(3))
        container.items[1].style.titleFontColor = .ansi(4)
        #expect(titleStyle(container, "2").fg == .ansi(4))
        container.items[1].style.titleTextColor = .ansi(5)
        #expect(titleStyle(container, "2").fg == .ansi(5))
        #expect(titleStyle(container, "3").fg == .ansi(3))  // the item's own color stays its own
        // The bar's plain value reaches the selected tab too when nothing more specific is set.
        #expect(titleStyle(container, "1").fg == .ansi(2))
    }

    @Test func anItemsPlainColorComesBeforeTheBarsSelectedColor() {
        // docs/scripting.md, "The cascade": item state, item, bar state, bar.
        var container = makeContainer(btabTitles) { $0.selectedItemTintColor = .ansi(3) }
        container.items[0].style.titleTextColor = .ansi(4)
        #expect(titleStyle(container, "1").fg == .ansi(4))
        container.items[0].style.titleTextColor = nil
        container.items[0].style.titleFontColor = .ansi(5)
        #expect(titleStyle(container, "1").fg == .ansi(5))
        container.items[0].style.titleFontColorEnabled = .ansi(6)
        #expect(titleStyle(container, "1").fg == .ansi(6))
        container.items[0].style.titleFont = .italic
        #expect(titleStyle(container, "1").attributes == .italic)  // before the theme's bold
    }

    @Test func fontCascade() {
        var container = makeContainer(btabTitles)
        container.style.titlesFont = .underline
        #expect(titleStyle(container, "1").attributes == .underline)
        #expect(titleStyle(container, "2").attributes == .underline)
        container.style.selectedItemTitleFont = .italic
        container.style.unselectedItemTitleFont = .dim
        #expect(titleStyle(container, "1").attributes == .italic)
        #expect(titleStyle(container, "2").attributes == .dim)
        container.items[0].style.highlightFont = [.bold, .strike]
        container.items[1].style.titleFont = .reverse
        #expect(titleStyle(container, "1").attributes == [.bold, .strike])
        #expect(titleStyle(container, "2").attributes == .reverse)
    }

    @Test func backgroundCascade() {
        var container = makeContainer(btabTitles)
        container.style.barTintColor = .rgb(100, 100, 100)
        #expect(titleStyle(container, "2").bg == .rgb(100, 100, 100))
        #expect(draw(container, 40, 2).screen[8, 0].style.bg == .rgb(100, 100, 100))  // the gap
        #expect(draw(container, 40, 2).screen[39, 1].style.bg == .rgb(100, 100, 100))  // indicator row
        container.style.darkensBackgroundForEnabledTabs = true
        #expect(titleStyle(container, "1").bg == .rgb(70, 70, 70))
        #expect(paddingStyle(container, "1").bg == .rgb(70, 70, 70))
        #expect(titleStyle(container, "2").bg == .rgb(100, 100, 100))
        container.style.enabledTabBackgroundColor = .rgb(0, 0, 200)
        #expect(titleStyle(container, "1").bg == .rgb(0, 0, 140))  // RK darkens whatever is there
        container.items[0].style.backgroundColor = .rgb(200, 0, 0)
        #expect(titleStyle(container, "1").bg == .rgb(140, 0, 0))  // the item's value first
        container.items[0].style.enabledBackgroundColor = .rgb(0, 200, 0)
        #expect(titleStyle(container, "1").bg == .rgb(0, 140, 0))
        container.style.darkensBackgroundForEnabledTabs = false
        #expect(titleStyle(container, "1").bg == .rgb(0, 200, 0))
        container.items[0].style.enabledBackgroundColor = nil
        #expect(titleStyle(container, "1").bg == .rgb(200, 0, 0))
        container.items[0].style.backgroundColor = nil
        #expect(titleStyle(container, "1").bg == .rgb(0, 0, 200))
        container.items[1].style.backgroundColor = .ansi(6)
        #expect(titleStyle(container, "2").bg == .ansi(6))
        #expect(titleStyle(container, "3").bg == .rgb(100, 100, 100))  // nothing leaks
    }

    @Test func darkeningWithoutAKnownBackground() {
        let container = makeContainer(btabTitles) { $0.darkensBackgroundForEnabledTabs = true }
        #expect(titleStyle(container, "1").bg == .indexed(236))
        #expect(titleStyle(container, "2").bg == .default)
        #expect(Theme.darker(.ansi(15)) == .rgb(178, 178, 178))
        #expect(Theme.darker(.indexed(196)) == .rgb(178, 0, 0))
        #expect(Theme.darker(.indexed(255)) == .rgb(166, 166, 166))
    }

    @Test func togglesThatAreOnLookSelectedButtonsNever() {
        var container = makeContainer(["Tab", "Mute", "Run"]) { $0.selectedItemTintColor = .ansi(2) }
        container.items[1].kind = .toggle
        container.items[1].isOn = true
        container.items[2].kind = .button
        container.items[2].isOn = true
        #expect(titleStyle(container, "2") == Style(fg: .ansi(2), attributes: .bold))
        #expect(titleStyle(container, "3") == .plain)
        // Only the selected tab gets the indicator; the toggle's mark shows it is on.
        expectScreen(draw(container, 30, 2), ["  Tab   ☑ Mute   Run", " ╺━━━╸"])
    }

    @Test func disabledItemsAreDim() {
        var container = makeContainer(btabTitles)
        container.items[2].isDisabled = true
        #expect(titleStyle(container, "3") == Style(attributes: .dim))
        #expect(titleStyle(container, "2") == .plain)
    }

    @Test func focusedToggleIsUnderlinedButNotItsPadding() {
        var container = makeContainer(["Tab", "Mute"])
        container.items[1].kind = .toggle
        container.focusID = "2"
        #expect(titleStyle(container, "2") == Style(attributes: .underline))
        #expect(paddingStyle(container, "2") == .plain)
        container.focusID = "1"  // a tab never shows focus this way
        #expect(titleStyle(container, "1") == Style(attributes: .bold))
    }

    @Test func badgeColorsStayWithTheirItem() {
        var container = makeContainer(["Inbox", "Chat", "Feed"])
        container.items[0].badgeValue = "3"
        container.items[1].badgeValue = "5"
        container.items[1].badgeColor = .ansi(2)
        container.items[1].badgeTextColor = .ansi(0)
        container.items[2].badgeValue = ""
        container.items[2].badgeColor = .ansi(4)
        let layout = Layout.bar(container, width: 40)
        let screen = draw(container, 40, 2).screen
        let badges = layout.slots.map { screen[$0.badgeX + ($0.badge == "●" ? 0 : 1), 0] }  // past a pill's padding
        #expect(badges.map(\.symbol) == ["3", "5", "●"])
        #expect(badges.map(\.style) == [
            Style(fg: .ansi(15), bg: .ansi(1)),
            Style(fg: .ansi(0), bg: .ansi(2)),
            Style(fg: .ansi(4)),
        ])
        // The space before a badge is the tab's own cell, not the badge's.
        #expect(screen[layout.slots[0].badgeX - 1, 0].style == Style(attributes: .bold))
    }
}
