import Testing
@testable import TabCore

/// Every state shows without colors (`--color never` prints no attributes at all): the
/// selection by its indicator or `[ ]`, the focused toggle or button by `< >`, a disabled
/// item by `( )`, a toggle's state by its mark; the focus underline runs under the gaps.
@Suite struct StateMarksTests {
    private func mail(focus: String? = nil) -> Container {
        var container = makeContainer(["Inbox", "Spam", "Mute", "Compose"])
        container.items[1].isDisabled = true
        container.items[2].kind = .toggle
        container.items[3].kind = .button
        container.focusID = focus
        return container
    }

    @Test func eachStateHasItsGlyphs() {
        expectScreen(draw(mail(), 40, 2), ["  Inbox  (Spam)  ☐ Mute   Compose", " ╺━━━━━╸"])
        expectScreen(draw(mail(focus: "3"), 40, 2), ["  Inbox  (Spam) <☐ Mute>  Compose", " ╺━━━━━╸"])
        expectScreen(draw(mail(focus: "4"), 40, 2), ["  Inbox  (Spam)  ☐ Mute  <Compose>", " ╺━━━━━╸"])
    }

    @Test func marksNeedPaddingSoTogglesAndDisabledItemsKeepOneCell() {
        let flat = { (focus: String?) -> Container in
            var container = mail(focus: focus)
            container.style.itemPadding = 0
            return container
        }
        expectScreen(draw(flat(nil), 40, 2), [" Inbox (Spam)  ☐ Mute   Compose", " ╺━━━╸"])
        expectScreen(draw(flat("4"), 40, 2), [" Inbox (Spam)  ☐ Mute  <Compose>", " ╺━━━╸"])  // the bar does not move
    }

    @Test func theFocusUnderlineRunsFromTheMarkToTheTitle() {
        let frame = draw(mail(focus: "3"), 40, 1)
        let underlined = (0..<40).filter { frame.screen[$0, 0].style.attributes.contains(.underline) }
        #expect(underlined == Array(17...22))  // "☐ Mute", the space between included
        #expect(frame.screen[16, 0].symbol == "<")
        #expect(frame.screen[16, 0].style == .plain)
    }

    @Test func aDisabledItemIsDimToo() {
        let frame = draw(mail(), 40, 1)
        #expect(frame.screen[10, 0].style == Style(attributes: .dim))  // "S" of (Spam)
    }
}
