import Testing
import TabCore
@testable import TabHostKit

/// docs/scripting.md, "Indicator": `isIndicatorSlide`, `isAnimated` and `inkColor` through the
/// host, on the virtual clock: a user activation starts the animations, `advance` moves them.
@Suite struct HostAnimationTests {
    static let sliding = source(style: "isIndicatorSlide = true, inkColor = \"red\"")

    static func source(style: String) -> String {
        """
        return {
          style = { \(style) },
          tabs = { { id = "a", title = "Alpha" }, { id = "b", title = "Beta" }, { id = "c", title = "Gamma" } },
          shouldSelect = function(c, item) return item.id ~= "b" end,
        }
        """
    }

    func host(_ source: String = Self.sliding) throws -> ScriptHost {
        let h = try load(source)
        h.setInitialSize(width: 30, height: 2)
        return h
    }

    func expectLines(_ h: ScriptHost, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let difference = screenDifference(h.frame().screen.lines, expected)
        #expect(difference == nil, Comment(rawValue: difference ?? ""), sourceLocation: sourceLocation)
    }

    @Test func theIndicatorSlidesToTheNewTabOnTheVirtualClock() throws {
        let h = try host()
        h.press("3")
        expectLines(h, ["  Alpha   Beta   Gamma", " ╺━━━━━╸"])
        h.advance(150)
        expectLines(h, ["  Alpha   Beta   Gamma", "         ╺━━━━━╸"])
        h.advance(150)
        expectLines(h, ["  Alpha   Beta   Gamma", "                ╺━━━━━╸"])
        #expect(h.nextAnimationFrame == nil)
    }

    @Test func framesAreAskedForUntilTheSlideEnds() throws {
        let h = try host()
        #expect(h.nextAnimationFrame == nil)
        h.press("right")  // Beta: vetoed, nothing moves
        #expect(h.nextAnimationFrame == nil)
        h.press("3")
        #expect(h.nextAnimationFrame == 16)
        h.advance(295)
        #expect(h.nextAnimationFrame == 300)
    }

    @Test func aSecondSwitchContinuesFromWhereTheIndicatorIs() throws {
        let h = try host()
        h.press("3")
        h.advance(150)
        h.press("1")  // back, from mid-way (9..<16)
        expectLines(h, ["  Alpha   Beta   Gamma", "         ╺━━━━━╸"])
        h.advance(300)
        expectLines(h, ["  Alpha   Beta   Gamma", " ╺━━━━━╸"])
    }

    @Test func isAnimatedFalseJumps() throws {
        let h = try host(Self.source(style: "isIndicatorSlide = true, isAnimated = false, inkColor = 'red'"))
        h.press("3")
        expectLines(h, ["  Alpha   Beta   Gamma", "                ╺━━━━━╸"])
        #expect(h.nextAnimationFrame == nil)
    }

    @Test func withoutIsIndicatorSlideTheIndicatorJumpsButTheInkStillFlashes() throws {
        let h = try host(Self.source(style: "inkColor = 'red'"))
        h.press("3")
        expectLines(h, ["  Alpha   Beta   Gamma", "                ╺━━━━━╸"])
        #expect(h.nextAnimationFrame == 100)
    }

    @Test func theInkFlashesForAHundredMilliseconds() throws {
        let h = try host()
        h.click(x: 17, y: 0)
        #expect(StyledText.encode(h.frame().screen).contains("1:17-23 bold bg=red"))
        h.advance(99)
        #expect(StyledText.encode(h.frame().screen).contains("bg=red"))
        h.advance(1)
        #expect(!StyledText.encode(h.frame().screen).contains("bg=red"))
    }

    @Test func aVetoedActivationNeitherFlashesNorSlides() throws {
        let h = try host()
        h.click(x: 10, y: 0)  // Beta: shouldSelect says no
        #expect(h.container.selectedID == "a")
        #expect(h.nextAnimationFrame == nil)
        #expect(!StyledText.encode(h.frame().screen).contains("bg=red"))
    }

    @Test func finishingTheAnimationsShowsTheStateAtRest() throws {
        let h = try host()
        h.press("3")
        h.finishAnimations()
        expectLines(h, ["  Alpha   Beta   Gamma", "                ╺━━━━━╸"])
        #expect(!StyledText.encode(h.frame().screen).contains("bg=red"))
    }
}
