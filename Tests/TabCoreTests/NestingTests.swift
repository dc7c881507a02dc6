import Testing
@testable import TabCore

/// Containers nested as pages: drawn in the page area with their own bar, reached by path,
/// and given the keyboard focus with `down` and back with `up`/`escape`.
@Suite struct NestingTests {
    /// Mail | Settings, Settings holding General | Colors, Colors holding Light | Dark.
    func nested(selected: String = "settings") -> Container {
        var colors = makeContainer(["Light", "Dark"]) { $0.isIndicatorVisible = false }
        colors.items = [Item(id: "light", title: "Light"), Item(id: "dark", title: "Dark")]
        colors.selectedID = "light"
        var settings = makeContainer([])
        settings.items = [Item(id: "general", title: "General"), Item(id: "colors", title: "Colors")]
        settings.items[1].page = .container(colors)
        settings.selectedID = "general"
        var outer = makeContainer([]) { $0.bottomDividerColor = .ansi(8) }
        outer.items = [Item(id: "mail", title: "Mail"), Item(id: "settings", title: "Settings")]
        outer.items[1].page = .container(settings)
        outer.selectedID = selected
        return outer
    }

    /// Only the bar with the keyboard focus (the outer one at first) draws its marks heavy;
    /// the bars nested in its page draw theirs light, and dim.
    @Test func theNestedBarIsDrawnInThePageArea() {
        let frame = draw(nested(), 30, 6, page: plainPage("General page"), status: "ready")
        expectScreen(frame, [
            "  Mail   Settings",
            "        ╺━━━━━━━━╸",
            "──────────────────────────────",
            "  General   Colors",
            " ╶───────╴",
            "ready",
        ])
        #expect(frame.screen[1, 4].style == Style(fg: .ansi(12), attributes: .dim))
        var deeper = nested()
        deeper.updateNested(at: ["settings"]) { $0.selectedID = "colors" }
        expectScreen(draw(deeper, 30, 7, page: plainPage("Light page")), [
            "  Mail   Settings",
            "        ╺━━━━━━━━╸",
            "──────────────────────────────",
            "  General   Colors",
            "           ╶──────╴",
            " ‹Light›  Dark",
            "Light page",
        ])
        deeper.focus(bar: ["settings", "colors"])  // the innermost bar has the keys now
        expectScreen(draw(deeper, 30, 7, page: plainPage("Light page")), [
            "  Mail   Settings",
            "        ╶────────╴",
            "──────────────────────────────",
            "  General   Colors",
            "           ╶──────╴",
            " [Light]  Dark",
            "Light page",
        ])
        deeper.focus(bar: ["settings"])
        expectScreen(draw(deeper, 30, 7, page: plainPage("Light page")), [
            "  Mail   Settings",
            "        ╶────────╴",
            "──────────────────────────────",
            "  General   Colors",
            "           ╺━━━━━━╸",
            " ‹Light›  Dark",
            "Light page",
        ])
    }

    @Test func hitsOfANestedBarCarryItsPath() {
        let frame = draw(nested(), 30, 6, page: [])
        #expect(frame.hits.hit(x: 3, y: 0) == Hit(id: "mail", part: .title))
        #expect(frame.hits.hit(x: 3, y: 3) == Hit(id: "general", part: .title, path: ["settings"]))
        #expect(frame.hits.hit(x: 13, y: 4) == Hit(id: "colors", part: .title, path: ["settings"]))
        #expect(frame.hits.hit(x: 3, y: 2) == nil)  // the divider
        #expect(frame.hits.location(of: "colors")! == (11, 3))
        #expect(frame.hits.location(of: "colors", path: []) == nil)
    }

    @Test func pathsReachAndUpdateNestedContainers() {
        var outer = nested()
        #expect(outer.nested(at: ["settings", "colors"])?.selectedID == "light")
        #expect(outer.nested(at: ["mail"]) == nil)
        #expect(outer.nested(at: ["nope"]) == nil)
        #expect(outer.shownPaths == [[], ["settings"]])
        outer.measure()
        outer.updateNested(at: ["settings"]) { $0.selectedID = "colors" }
        #expect(outer.measurements != nil)  // a page changed, not a width
        #expect(outer.shownPaths == [[], ["settings"], ["settings", "colors"]])
        #expect(outer.updateNested(at: ["mail"]) { _ in 1 } == nil)
        outer.selectedID = "mail"
        #expect(outer.shownPaths == [[]])
    }

    @Test func downEntersTheNestedBarAndUpLeavesIt() {
        var outer = nested()
        #expect(outer.routeKey("right") == ([], .activate("mail")))
        #expect(outer.routeKey("down") == (["settings"], .none))
        #expect(outer.focusPath == ["settings"])
        #expect(outer.routeKey("right") == (["settings"], .activate("colors")))
        #expect(outer.routeKey("2") == (["settings"], .activate("colors")))
        #expect(outer.routeKey("down") == (["settings"], .none))  // General holds no bar
        #expect(outer.routeKey("escape") == ([], .none))
        #expect(outer.focusPath == [])
        #expect(outer.routeKey("up") == ([], .none))
        #expect(outer.routeKey("q") == ([], .quit))
    }

    @Test func downGoesAsDeepAsTheSelectionsGo() {
        var outer = nested()
        outer.updateNested(at: ["settings"]) { $0.selectedID = "colors" }
        _ = outer.routeKey("down")
        _ = outer.routeKey("down")
        #expect(outer.focusPath == ["settings", "colors"])
        #expect(outer.routeKey("right") == (["settings", "colors"], .activate("dark")))
        _ = outer.routeKey("up")
        #expect(outer.focusPath == ["settings"])
    }

    @Test func aNewSelectionTakesTheFocusBackToItsBar() {
        var outer = nested()
        outer.focus(bar: ["settings"])
        outer.selectedID = "mail"
        #expect(outer.focusPath == [])
        outer.selectedID = "settings"
        #expect(outer.focusPath == [])  // not back inside by itself
    }

    @Test func shownBarsTellWhichRowsBelongToWhichBar() {
        let bars = Renderer.shownBars(nested(), width: 30, height: 6, status: StatusMessage("s"))
        #expect(bars == [
            ShownBar(path: [], rows: 0..<6, page: 3..<5, status: 5..<6, indicator: 1..<2),
            ShownBar(path: ["settings"], rows: 3..<5, page: 5..<5, status: 5..<5, indicator: 4..<5),
        ])
        #expect(bars[1].isBarRow(3) && !bars[0].isBarRow(3) && bars[0].isBarRow(2))
        #expect(!bars[0].isBarRow(5))  // the status row
    }
}
