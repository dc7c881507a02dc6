import TabCore
import Testing
@testable import TabTerminal

/// Styles as SGR parameters and sequences, byte for byte.
struct SGRTests {
    @Test func plainHasNoParameters() {
        #expect(SGR.parameters(for: .plain, mode: .truecolor) == "")
        #expect(SGR.sequence(for: .plain, mode: .truecolor) == "\u{1B}[0m")
        #expect(SGR.reset == "\u{1B}[0m")
    }

    @Test func attributesInTheirFixedOrder() {
        let all = Style(attributes: [.strike, .reverse, .underline, .italic, .dim, .bold])
        #expect(SGR.parameters(for: all, mode: .ansi16) == "1;2;3;4;7;9")
        #expect(SGR.parameters(for: Style(attributes: .italic), mode: .ansi16) == "3")
    }

    @Test func ansiColorsIn16Colors() {
        #expect(SGR.parameters(for: Style(fg: .ansi(1)), mode: .ansi16) == "31")
        #expect(SGR.parameters(for: Style(fg: .ansi(7)), mode: .ansi16) == "37")
        #expect(SGR.parameters(for: Style(fg: .ansi(8)), mode: .ansi16) == "90")
        #expect(SGR.parameters(for: Style(fg: .ansi(12)), mode: .ansi16) == "94")
        #expect(SGR.parameters(for: Style(bg: .ansi(0)), mode: .ansi16) == "40")
        #expect(SGR.parameters(for: Style(bg: .ansi(15)), mode: .ansi16) == "107")
    }

    @Test func attributesThenForegroundThenBackground() {
        let style = Style(fg: .ansi(4), bg: .ansi(11), attributes: [.underline, .bold])
        #expect(SGR.parameters(for: style, mode: .ansi16) == "1;4;34;103")
        #expect(SGR.sequence(for: style, mode: .ansi16) == "\u{1B}[0;1;4;34;103m")
    }

    @Test func rgbPerMode() {
        let style = Style(fg: .rgb(255, 0, 0), bg: .rgb(0x12, 0x34, 0x56))
        #expect(SGR.parameters(for: style, mode: .truecolor) == "38;2;255;0;0;48;2;18;52;86")
        #expect(SGR.parameters(for: style, mode: .ansi256) == "38;5;196;48;5;23")
        #expect(SGR.parameters(for: style, mode: .ansi16) == "91;40")  // #123456 is nearest black
    }

    @Test func indexedPerMode() {
        let style = Style(fg: .indexed(244), bg: .indexed(196))
        #expect(SGR.parameters(for: style, mode: .truecolor) == "38;5;244;48;5;196")
        #expect(SGR.parameters(for: style, mode: .ansi256) == "38;5;244;48;5;196")
        #expect(SGR.parameters(for: style, mode: .ansi16) == "90;101")
    }

    @Test func ansiStaysANSIInEveryMode() {
        #expect(SGR.parameters(for: Style(fg: .ansi(9)), mode: .truecolor) == "91")
        #expect(SGR.parameters(for: Style(fg: .ansi(9)), mode: .ansi256) == "91")
    }

    @Test func neverWritesNothing() {
        let style = Style(fg: .ansi(1), attributes: .bold)
        #expect(SGR.parameters(for: style, mode: .never) == "")
        #expect(SGR.sequence(for: style, mode: .never) == "")
        #expect(SGR.transition(from: .plain, to: style, mode: .never) == "")
    }

    @Test func transitionToTheSameLookIsEmpty() {
        let style = Style(fg: .ansi(1), attributes: .bold)
        #expect(SGR.transition(from: style, to: style, mode: .ansi16) == "")
        // Both rgb colors are cube entry 196 in 256 colors.
        let a = Style(fg: .rgb(255, 0, 0)), b = Style(fg: .rgb(250, 5, 5))
        #expect(SGR.transition(from: a, to: b, mode: .ansi256) == "")
        #expect(SGR.transition(from: a, to: b, mode: .truecolor) == "\u{1B}[38;2;250;5;5m")
    }

    @Test func transitionAddsOnlyWhatIsNew() {
        let bold = Style(attributes: .bold)
        #expect(SGR.transition(from: .plain, to: bold, mode: .ansi16) == "\u{1B}[1m")
        let boldRed = Style(fg: .ansi(1), attributes: .bold)
        #expect(SGR.transition(from: bold, to: boldRed, mode: .ansi16) == "\u{1B}[31m")
    }

    @Test func transitionToPlainResets() {
        let style = Style(fg: .ansi(1), bg: .ansi(4), attributes: [.bold, .italic])
        #expect(SGR.transition(from: style, to: .plain, mode: .ansi16) == "\u{1B}[0m")
    }

    @Test func transitionTurnsOffSingleAttributes() {
        let from = Style(fg: .ansi(2), attributes: [.italic, .underline, .reverse])
        let to = Style(fg: .ansi(2), attributes: [.italic])
        #expect(SGR.transition(from: from, to: to, mode: .ansi16) == "\u{1B}[24;27m")
    }

    @Test func transitionRestoresTheDefaultColor() {
        let from = Style(fg: .indexed(100), bg: .indexed(200), attributes: .underline)
        let to = Style(bg: .indexed(200), attributes: .underline)
        #expect(SGR.transition(from: from, to: to, mode: .ansi256) == "\u{1B}[39m")
        #expect(SGR.transition(from: Style(bg: .ansi(1)), to: .plain, mode: .ansi16) == "\u{1B}[0m")
    }

    @Test func transitionFromBoldToDimResetsAsItIsShorter() {
        // Incremental would be 22;2 (22 clears both): "0;2" is shorter.
        let bold = Style(attributes: .bold), dim = Style(attributes: .dim)
        #expect(SGR.transition(from: bold, to: dim, mode: .ansi16) == "\u{1B}[0;2m")
    }

    @Test func transitionKeepsTheIntensityThatStays() {
        let from = Style(fg: .indexed(100), bg: .indexed(200), attributes: [.bold, .dim])
        let to = Style(fg: .indexed(100), bg: .indexed(200), attributes: [.dim])
        #expect(SGR.transition(from: from, to: to, mode: .ansi256) == "\u{1B}[22;2m")
    }

    @Test func transitionChangesColorsInPlace() {
        let from = Style(fg: .rgb(1, 2, 3), bg: .rgb(4, 5, 6), attributes: .bold)
        let to = Style(fg: .rgb(1, 2, 3), bg: .rgb(7, 8, 9), attributes: .bold)
        #expect(SGR.transition(from: from, to: to, mode: .truecolor) == "\u{1B}[48;2;7;8;9m")
    }
}
