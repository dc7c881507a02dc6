import Testing
@testable import TabHostKit

/// The examples behave as the seeds they reproduce (research/seeds.md).
@Suite struct ExampleTests {
    static let examples = String(#filePath.dropLast("Tests/TabHostKitTests/ExampleTests.swift".count)) + "examples/"

    func open(_ name: String) throws -> ScriptHost {
        let host = try ScriptHost(path: Self.examples + name)
        host.setInitialSize(width: 60, height: 8)
        return host
    }

    @Test func btabCountsSwitchesButNotRetaps() throws {
        let h = try open("btab.lua")
        h.press("right")
        h.press("2")
        h.press("3")
        #expect(h.log == ["didSelect 2", "tabSwitched 2 1", "didSelect 2", "didSelect 3", "tabSwitched 3 2"])
        #expect(h.frame().screen.lines[5] == "Tab switches so far: 2")
    }

    @Test func materialVetoesTheLockedTab() throws {
        let h = try open("material.lua")
        h.press("end")
        #expect(h.log == ["shouldSelect locked"])
        #expect(h.container.selectedID == "recents")
        h.press("2")
        #expect(h.log.suffix(3) == ["shouldSelect favorites", "willSelect favorites", "didSelect favorites"])
    }

    @Test func rktabMixesRadioTogglesAndAButton() throws {
        let h = try open("rktab.lua")
        h.press("right")   // search: a radio tab
        h.press("right")   // mute: a toggle takes focus
        h.press("enter")
        h.press("enter")
        h.press("right")   // refresh: a button
        h.press("space")
        #expect(h.log == ["tabBecameEnabled search", "tabBecameEnabled mute", "tabBecameDisabled mute", "action refresh"])
        #expect(h.container.selectedID == "search")
        #expect(h.errors == [])
    }

    @Test func materialDrawsItsIndicatorTemplateAndClearsTheDotOnceSeen() throws {
        let h = try open("material.lua")
        #expect(h.frame().screen.lines[0...1] == [
            "   ◷ RECENTS    ★ FAVORITES 3     ⌖ NEARBY ●    ⊘ LOCKED",
            "   ▔▔▔▔▔▔▔▔▔",
        ])
        #expect(h.click(tab: "nearby"))
        #expect(h.frame().screen.lines[0...1] == [
            "   ◷ RECENTS    ★ FAVORITES 3     ⌖ NEARBY    ⊘ LOCKED",
            "                                  ▔▔▔▔▔▔▔▔",
        ])
        #expect(h.errors == [])
    }

    @Test func materialBottomIsBottomNavigation() throws {
        let h = try open("material-bottom.lua")
        #expect(h.frame().screen.lines == [  // Home's own top bar: light, the keys are outside
            "  FOR YOU   FOLLOWING",
            " ╶───────╴",
            "For you",
            "",
            "Your feed.",
            "────────────────────────────────────────────────────────────",
            "       ⌂            ✉ 12            ☏ ●             ⚙",
            "     [Home]          Mail           Chat        Settings",
        ])
        h.press("down")
        h.press("right")
        #expect(h.frame().screen.lines[0...2] == ["  FOR YOU   FOLLOWING", "           ╺━━━━━━━━━╸", "Following"])
        #expect(h.frame().screen.lines[7] == "     ‹Home›          Mail           Chat        Settings")
        h.press("up")
        #expect(h.click(tab: "chat"))
        #expect(h.frame().screen.lines[6...7] == [
            "       ⌂            ✉ 12             ☏              ⚙",
            "      Home           Mail          [Chat]       Settings",
        ])
        #expect(h.errors == [])
    }

    @Test func rktabColorsEnabledTabsAndMarksTheWifiToggle() throws {
        let h = try open("rktab.lua")
        h.press("end")
        h.press("enter")  // Wi-Fi off
        #expect(h.frame().screen.lines[1...2] == [
            "       ⌂           ⌕         🔇          ↻          ≋",
            "     [Home]     Search      Mute      Refresh   <☐ Wi-Fi>",
        ])
        #expect(h.log == ["tabBecameDisabled wifi"])
        h.press("left")
        h.press("space")
        #expect(h.errors == [])
        #expect(h.log.last == "action refresh")
    }

    @Test func theGalleryShowsEveryVariantWithoutErrors() throws {
        let h = try open("gallery.lua")
        h.setInitialSize(width: 80, height: 12)
        for group in h.container.items {
            h.activate(group.id)
            guard case .container(let variants)? = h.container.nested(at: [group.id]).map({ _ in group.page }) else {
                Issue.record("\(group.id) holds no variants")
                continue
            }
            for variant in variants.items {
                h.activate(variant.id, at: [group.id])
                #expect(h.container.nested(at: [group.id, variant.id]) != nil, "\(group.id)/\(variant.id)")
                _ = h.frame()
            }
        }
        #expect(h.errors == [])
    }

    @Test func theGalleryUsesEveryStyleParameter() throws {
        let source = try SourceFile.read(Self.examples + "gallery.lua").get()
        #expect(StyleDecoder.parameterNames.filter { !source.contains("\($0) =") } == [])
        let itemFields = ItemDecoder.fieldNames.filter { !["id", "title", "page"].contains($0) }
        #expect(itemFields.filter { !source.contains("\($0) =") } == [])
    }
}
