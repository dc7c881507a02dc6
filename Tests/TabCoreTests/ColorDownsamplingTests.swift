import Testing
@testable import TabCore

/// Colors mapped to what each output can show, against values worked out by hand from the
/// xterm palette (cube levels 0, 95, 135, 175, 215, 255; grays 8 + 10k).
struct ColorDownsamplingTests {
    @Test func neverHasNoColors() {
        for color: Color in [.default, .ansi(1), .indexed(200), .rgb(1, 2, 3)] {
            #expect(color.downsampled(to: .never) == nil)
        }
    }

    @Test func truecolorKeepsEveryColor() {
        for color: Color in [.default, .ansi(12), .indexed(200), .rgb(18, 52, 86)] {
            #expect(color.downsampled(to: .truecolor) == color)
        }
    }

    @Test func defaultAndANSIStayInEveryColoredMode() {
        for mode: ColorMode in [.ansi16, .ansi256, .truecolor] {
            #expect(Color.default.downsampled(to: mode) == .default)
            #expect(Color.ansi(9).downsampled(to: mode) == .ansi(9))
            #expect(Color.ansi(0).downsampled(to: mode) == .ansi(0))
        }
    }

    @Test func rgbTo256() {
        #expect(Color.rgb(255, 0, 0).downsampled(to: .ansi256) == .indexed(196))
        #expect(Color.rgb(0, 0, 0).downsampled(to: .ansi256) == .indexed(16))
        #expect(Color.rgb(255, 255, 255).downsampled(to: .ansi256) == .indexed(231))
        #expect(Color.rgb(95, 135, 175).downsampled(to: .ansi256) == .indexed(67))  // exact cube
    }

    @Test func grayRgbTo256PrefersTheRampWhenCloser() {
        #expect(Color.rgb(128, 128, 128).downsampled(to: .ansi256) == .indexed(244))  // exact 128
        #expect(Color.rgb(64, 64, 64).downsampled(to: .ansi256) == .indexed(238))  // 68 beats cube 95
        #expect(Color.rgb(8, 8, 8).downsampled(to: .ansi256) == .indexed(232))
        #expect(Color.rgb(238, 238, 238).downsampled(to: .ansi256) == .indexed(255))
    }

    @Test func colorfulRgbTo256PrefersTheCubeWhenCloser() {
        // Cube (0, 95, 95) is 2254 away; the nearest gray, 48, is 2360 away.
        #expect(Color.rgb(0x12, 0x34, 0x56).downsampled(to: .ansi256) == .indexed(23))
    }

    @Test func channelTiesGoToTheLowerCubeLevel() {
        // 115 is 20 from both 95 and 135.
        #expect(Color.rgb(115, 0, 0).downsampled(to: .ansi256) == .indexed(52))
    }

    @Test func indexedStaysIn256() {
        #expect(Color.indexed(196).downsampled(to: .ansi256) == .indexed(196))
        #expect(Color.indexed(240).downsampled(to: .ansi256) == .indexed(240))
    }

    @Test func rgbTo16() {
        #expect(Color.rgb(255, 0, 0).downsampled(to: .ansi16) == .ansi(9))  // exact bright red
        #expect(Color.rgb(128, 0, 0).downsampled(to: .ansi16) == .ansi(1))
        #expect(Color.rgb(0, 0, 255).downsampled(to: .ansi16) == .ansi(4))  // blue 0,0,238 beats 92,92,255
        #expect(Color.rgb(255, 165, 0).downsampled(to: .ansi16) == .ansi(3))  // orange
        #expect(Color.rgb(128, 128, 128).downsampled(to: .ansi16) == .ansi(8))
        #expect(Color.rgb(192, 192, 192).downsampled(to: .ansi16) == .ansi(7))
        #expect(Color.rgb(0x40, 0x40, 0x40).downsampled(to: .ansi16) == .ansi(8))  // 63 from 127, 64 from 0
        #expect(Color.rgb(0x3f, 0x3f, 0x3f).downsampled(to: .ansi16) == .ansi(0))  // 63 from 0, 64 from 127
    }

    @Test func indexedTo16() {
        #expect(Color.indexed(3).downsampled(to: .ansi16) == .ansi(3))
        #expect(Color.indexed(15).downsampled(to: .ansi16) == .ansi(15))
        #expect(Color.indexed(196).downsampled(to: .ansi16) == .ansi(9))
        #expect(Color.indexed(16).downsampled(to: .ansi16) == .ansi(0))
        #expect(Color.indexed(231).downsampled(to: .ansi16) == .ansi(15))
        #expect(Color.indexed(232).downsampled(to: .ansi16) == .ansi(0))
        #expect(Color.indexed(244).downsampled(to: .ansi16) == .ansi(8))
        #expect(Color.indexed(255).downsampled(to: .ansi16) == .ansi(7))  // 238 is nearer 229 than 255
    }

    @Test func paletteValues() {
        typealias RGB = XtermPalette.RGB
        #expect(XtermPalette.rgb(ofIndex: 1) == RGB(205, 0, 0))
        #expect(XtermPalette.rgb(ofIndex: 12) == RGB(92, 92, 255))
        #expect(XtermPalette.rgb(ofIndex: 16) == RGB(0, 0, 0))
        #expect(XtermPalette.rgb(ofIndex: 67) == RGB(95, 135, 175))
        #expect(XtermPalette.rgb(ofIndex: 196) == RGB(255, 0, 0))
        #expect(XtermPalette.rgb(ofIndex: 231) == RGB(255, 255, 255))
        #expect(XtermPalette.rgb(ofIndex: 232) == RGB(8, 8, 8))
        #expect(XtermPalette.rgb(ofIndex: 255) == RGB(238, 238, 238))
    }

    @Test func everyPaletteEntryAbove15MapsToItselfIn256() {
        for n in 16...255 {
            let rgb = XtermPalette.rgb(ofIndex: UInt8(n))
            let color = Color.rgb(UInt8(rgb.r), UInt8(rgb.g), UInt8(rgb.b))
            #expect(color.downsampled(to: .ansi256) == .indexed(UInt8(n)), "entry \(n)")
        }
    }
}

/// Whole styles as an output shows them.
struct StyleDownsamplingTests {
    private let style = Style(fg: .rgb(255, 0, 0), bg: .indexed(244), attributes: [.bold, .underline])

    @Test func neverIsPlain() {
        #expect(style.downsampled(to: .never) == .plain)
    }

    @Test func colorsAreDownsampledAndAttributesKept() {
        #expect(style.downsampled(to: .ansi16) == Style(fg: .ansi(9), bg: .ansi(8), attributes: [.bold, .underline]))
        #expect(style.downsampled(to: .ansi256) == Style(fg: .indexed(196), bg: .indexed(244), attributes: [.bold, .underline]))
        #expect(style.downsampled(to: .truecolor) == style)
    }
}

/// A foreground the script made distinct from its background stays distinct after
/// downsampling, so a divider or a title never vanishes into its background.
@Suite struct DistinctColorTests {
    @Test func aDividerOnItsBarStaysVisibleIn256Colors() {
        let divider = Color.rgb(0x30, 0x3f, 0x9f), bar = Color.rgb(0x3f, 0x51, 0xb5)
        #expect(divider.downsampled(to: .ansi256) == .indexed(61))
        #expect(bar.downsampled(to: .ansi256) == .indexed(61))
        let shown = Style(fg: divider, bg: bar).downsampled(to: .ansi256)
        #expect(shown == Style(fg: .indexed(25), bg: .indexed(61)))  // the next nearest: 0,95,175
    }

    @Test func andIn16Colors() {
        let text = Color.rgb(0, 0, 200), bar = Color.rgb(0, 0, 238)
        #expect(text.downsampled(to: .ansi16) == .ansi(4))
        #expect(Style(fg: text, bg: bar).downsampled(to: .ansi16) == Style(fg: .ansi(12), bg: .ansi(4)))
        #expect(Style(fg: .indexed(19), bg: .ansi(4)).downsampled(to: .ansi16).fg != .ansi(4))
    }

    @Test func whatTheScriptMadeEqualOrNamedStaysAsWritten() {
        let same = Color.rgb(10, 20, 30)
        #expect(Style(fg: same, bg: same).downsampled(to: .ansi256) == Style(fg: .indexed(233), bg: .indexed(233)))
        #expect(Style(fg: .ansi(4), bg: .rgb(0, 0, 238)).downsampled(to: .ansi16) == Style(fg: .ansi(4), bg: .ansi(4)))
        #expect(Style(fg: .rgb(1, 2, 3), bg: .rgb(2, 3, 4)).downsampled(to: .truecolor) == Style(fg: .rgb(1, 2, 3), bg: .rgb(2, 3, 4)))
    }
}
