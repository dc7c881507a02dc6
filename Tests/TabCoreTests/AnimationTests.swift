import Testing
@testable import TabCore

/// The animation values (`Transition`, `IndicatorSlide`, `Motion`) and how the renderer draws
/// them: the indicator between two tabs, the ink flash behind an item.
@Suite struct AnimationTests {
    @Test func easeInOutIsSlowAtBothEndsAndHalfWayAtTheMiddle() {
        #expect(Transition.easeInOut(0) == 0)
        #expect(Transition.easeInOut(0.25) == 0.0625)
        #expect(Transition.easeInOut(0.5) == 0.5)
        #expect(Transition.easeInOut(0.75) == 0.9375)
        #expect(Transition.easeInOut(1) == 1)
        #expect(Transition.easeInOut(-3) == 0 && Transition.easeInOut(7) == 1)
    }

    @Test func progressIsClampedToTheTransition() {
        let transition = Transition(start: 100, duration: 300)
        #expect([50, 100, 175, 250, 325, 400, 900].map(transition.progress(at:)) == [0, 0, 0.0625, 0.5, 0.9375, 1, 1])
        #expect(!transition.isFinished(at: 399) && transition.isFinished(at: 400))
        #expect(Transition(start: 0, duration: 0).progress(at: 0) == 1)
        #expect(Transition(start: 0, duration: -5).duration == 0)
    }

    @Test func valuesAreRoundedToWholeCells() {
        let transition = Transition(start: 0, duration: 300)
        #expect([0, 75, 150, 225, 300].map { transition.value(from: 2, to: 22, at: $0) } == [2, 3, 12, 21, 22])
        #expect(transition.value(from: 22, to: 2, at: 150) == 12)
    }

    @Test func bothEdgesOfTheIndicatorMove() {
        let slide = IndicatorSlide(from: 1..<8, transition: Transition(start: 0, duration: 300))
        #expect(slide.columns(toward: 16..<23, at: 0) == 1..<8)
        #expect(slide.columns(toward: 16..<23, at: 150) == 9..<16)
        #expect(slide.columns(toward: 16..<23, at: 300) == 16..<23)
        // A narrower target: the indicator shrinks on the way.
        #expect(slide.columns(toward: 20..<23, at: 150) == 11..<16)
    }

    @Test func motionAsksForFramesOnlyWhileSomethingMoves() {
        var motion = Motion()
        #expect(motion.nextFrame == nil)
        motion.startSlide(from: 0..<4)
        #expect(motion.nextFrame == 16)
        motion.advance(to: 290)
        #expect(motion.nextFrame == 300)
        motion.advance(to: 300)
        #expect(motion.slide == nil && motion.nextFrame == nil)
        motion.startFlash(of: "2")
        #expect(motion.nextFrame == 400)
        #expect(motion.flash?.isVisible(at: 399) == true)
        motion.advance(to: 400)
        #expect(motion.flash == nil && motion.nextFrame == nil)
    }

    // MARK: - Drawing

    /// Three tabs, the second selected, with a slide from under the first one at time 0.
    func sliding(at time: Int) -> Container {
        var container = makeContainer(btabTitles, selected: "2")
        container.motion.startSlide(from: 1..<8)
        container.motion.advance(to: time)
        return container
    }

    @Test func theIndicatorStartsUnderThePreviousTab() {
        expectScreen(draw(sliding(at: 0), 30, 2), [
            "  First   Second   Third",
            " ╺━━━━━╸",
        ])
    }

    @Test func halfWayTheIndicatorIsBetweenTheTabs() {
        expectScreen(draw(sliding(at: 150), 30, 2), [
            "  First   Second   Third",
            "     ╺━━━━━━╸",
        ])
    }

    @Test func atTheEndTheIndicatorIsUnderTheSelectedTab() {
        expectScreen(draw(sliding(at: 300), 30, 2), [
            "  First   Second   Third",
            "         ╺━━━━━━╸",
        ])
        expectScreen(draw(makeContainer(btabTitles, selected: "2"), 30, 2), [
            "  First   Second   Third",
            "         ╺━━━━━━╸",
        ])
    }

    @Test func theDrawnIndicatorIsReportedForTheNextSlide() {
        let container = sliding(at: 150)
        #expect(Renderer.indicatorColumns(container, layout: Layout.bar(container, width: 30)) == 5..<13)
        let brackets = makeContainer(btabTitles) { $0.isIndicatorVisible = false }
        #expect(Renderer.indicatorColumns(brackets, layout: Layout.bar(brackets, width: 30)) == nil)
    }

    @Test func theInkFlashesBehindTheActivatedItemOnly() {
        var container = makeContainer(["Inbox", "Chat"], selected: "2") { $0.inkColor = .ansi(1) }
        container.motion.startFlash(of: "2")
        #expect(StyledText.encode(draw(container, 20, 2).screen) == """
              Inbox   Chat
                     ╺━━━━╸
            --
            1:10-15 bold bg=red
            2:10-15 fg=brightBlue
            """)
        container.motion.advance(to: 100)
        #expect(StyledText.encode(draw(container, 20, 2).screen) == """
              Inbox   Chat
                     ╺━━━━╸
            --
            1:10-15 bold
            2:10-15 fg=brightBlue
            """)
    }
}
