import Testing
import TabCore
@testable import TabHostKit

/// `selectionIndicatorTemplate` as a Lua function: called before each frame for the selected
/// tab, its spans drawn in the indicator rows; a named style instead; errors fall back to the
/// underline and are recorded with file:line.
@Suite struct IndicatorTemplateTests {
    func host(_ template: String, style: String = "", width: Int = 30, height: Int = 3) throws -> ScriptHost {
        let h = try load("""
            seen = {}
            return {
              style = { indicatorColor = "magenta", \(style)
                selectionIndicatorTemplate = function(ctx)
                  seen[#seen + 1] = table.concat({ ctx.item.id, ctx.x, ctx.width, ctx.contentX, ctx.contentWidth, ctx.row }, " ")
                  \(template)
                end,
              },
              tabs = { { id = "a", title = "First" }, { id = "b", title = "Second", badgeValue = 4 } },
              selected = "b",
            }
            """)
        h.setInitialSize(width: width, height: height)
        return h
    }

    /// What the function saw, one call per line.
    func seen(_ h: ScriptHost) throws -> [String] {
        guard case .table(let seen) = try h.vm.run(source: "return seen", name: "probe").first ?? .nil else { return [] }
        return seen.array.compactMap(\.text)
    }

    @Test func spansAreDrawnFromTheTabsLeftEdge() throws {
        let h = try host("""
            return { string.rep(" ", ctx.contentX - ctx.x), { text = string.rep("▔", ctx.contentWidth), fg = "red" }, "◂" }
            """)
        #expect(StyledText.encode(h.frame().screen) == """
              First   Second 4
                      ▔▔▔▔▔▔▔▔▔◂

            --
            1:10-16 bold
            1:17-19 fg=brightWhite bg=red
            1:20-20 bold
            2:10-10 fg=magenta
            2:11-19 fg=red
            2:20-20 fg=magenta
            """)
        #expect(try seen(h) == ["b 10 11 11 9 2"])  // 1-based columns and row
        #expect(h.errors == [])
    }

    @Test func calledOncePerIndicatorRow() throws {
        let h = try host("return ctx.row == 2 and \"top\" or { text = \"bottom\", bold = true }", style: "indicatorHeight = 2,", height: 4)
        #expect(h.frame().screen.lines == ["  First   Second 4", "         top", "         bottom", ""])
        #expect(try seen(h) == ["b 10 11 11 9 2", "b 10 11 11 9 3"])
    }

    @Test func nilIsAnEmptyRow() throws {
        let h = try host("return nil")
        #expect(h.frame().screen.lines == ["  First   Second 4", "", ""])
    }

    @Test func aNamedStyleReplacesTheIndicator() throws {
        let h = try host(#"return { style = ctx.item.id == "b" and "brackets" or "underline" }"#)
        #expect(h.frame().screen.lines == ["  First  [Second 4 ]", "", ""])
        h.press("left")
        #expect(h.frame().screen.lines == ["  First   Second 4", " ╺━━━━━╸", ""])
        #expect(h.errors == [])
    }

    @Test func anErrorFallsBackToTheUnderline() throws {
        let h = try host(#"error("no indicator today")"#)
        #expect(h.frame().screen.lines == ["  First   Second 4", "         ╺━━━━━━━━━╸", ""])
        #expect(h.errors.count == 1)
        #expect(h.errors[0].message.hasPrefix("test.lua:6: no indicator today"))
    }

    @Test func aBadValueIsPlacedAtTheFunction() throws {
        let h = try host("return { style = \"wavy\" }")
        #expect(h.frame().screen.lines[1] == "         ╺━━━━━━━━━╸")
        #expect(h.errors.map(\.message) == ["test.lua:4: selectionIndicatorTemplate(ctx).style: expected one of underline, brackets, background, none, got 'wavy'"])
        let spans = try host("return { { text = 1, colour = 2 } }")
        _ = spans.frame()
        #expect(spans.errors.map(\.message) == ["test.lua:4: selectionIndicatorTemplate(ctx)[1].colour: unknown field"])
    }

    @Test func atTheBottomAFunctionAsksForTheIndicatorRow() throws {
        let h = try host(#"return "^^^""#, style: #"position = "bottom","#, height: 3)
        #expect(h.frame().screen.lines == ["", "         ^^^", "  First   Second 4"])
    }

    @Test func nothingSelectedOnScreenMeansNoCall() throws {
        let h = try host(#"return "x""#)
        try h.select("a")
        try h.setStyle("selectionIndicatorTemplate", to: .nil)
        _ = h.frame()
        #expect(try seen(h) == [])
    }
}
