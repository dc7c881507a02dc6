import Testing
@testable import TabCore

/// Display widths as a terminal shows them; the renderer, layout and `tabhost.width` share them.
struct TextWidthTests {
    @Test func asciiIsOneCellPerCharacter() {
        #expect(TextWidth.of("") == 0)
        #expect(TextWidth.of("Hello, tabs!") == 12)
        #expect(TextWidth.of(" ") == 1)
    }

    @Test func cjkIsTwoCellsPerIdeograph() {
        #expect(TextWidth.of("中文") == 4)
        #expect(TextWidth.of("a中b") == 4)
        #expect(TextWidth.of("한국어") == 6)  // Hangul syllables
        #expect(TextWidth.of("カタカナ") == 8)
        #expect(TextWidth.of("ＡＢ") == 4)  // fullwidth forms
    }

    @Test func halfwidthKatakanaIsNarrow() {
        #expect(TextWidth.of("ｶﾀｶﾅ") == 4)
    }

    @Test func emojiInEmojiPresentationIsTwoCells() {
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("🔇") == 2)
        #expect(TextWidth.of("a😀b") == 4)
    }

    @Test func flagIsOneClusterOfTwoCells() {
        #expect(TextWidth.of("🇫🇷") == 2)
        #expect(TextWidth.of("🇯🇵🇺🇸") == 4)
    }

    @Test func zwjSequenceIsOneClusterOfTwoCells() {
        #expect(TextWidth.of("👨‍👩‍👧") == 2)  // man, ZWJ, woman, ZWJ, girl
        #expect(TextWidth.of("👍🏽") == 2)  // skin tone modifier
    }

    @Test func keycapSequenceIsTwoCells() {
        #expect(TextWidth.of("1\u{FE0F}\u{20E3}") == 2)  // 1️⃣: digit, VS16, combining keycap
        #expect(TextWidth.of("#\u{FE0F}\u{20E3}") == 2)
    }

    @Test func composedAndDecomposedAccentsAreOneCell() {
        #expect(TextWidth.of("\u{E9}") == 1)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("Cafe\u{301}") == 4)
        #expect(TextWidth.of("a\u{300}\u{301}\u{302}") == 1)  // stacked marks
    }

    @Test func variationSelector16MakesEmojiPresentation() {
        #expect(TextWidth.of("\u{2764}\u{FE0F}") == 2)  // ❤️
        #expect(TextWidth.of("\u{263A}\u{FE0F}") == 2)  // ☺️
    }

    @Test func textPresentationSymbolIsOneCell() {
        #expect(TextWidth.of("\u{2764}") == 1)  // ❤
        #expect(TextWidth.of("\u{263A}") == 1)  // ☺
        #expect(TextWidth.of("━│…‹›") == 5)
    }

    @Test func zeroWidthCharactersTakeNoCells() {
        #expect(TextWidth.of("\u{200B}") == 0)  // zero width space
        #expect(TextWidth.of("a\u{200D}b") == 2)  // a lone ZWJ
        #expect(TextWidth.of("\u{2060}") == 0)  // word joiner
        #expect(TextWidth.of("\u{FEFF}") == 0)  // BOM
        #expect(TextWidth.of("\u{301}") == 0)  // a lone combining mark
    }

    @Test func controlCharactersTakeNoCells() {
        #expect(TextWidth.of("\t") == 0)
        #expect(TextWidth.of("a\nb") == 2)
        #expect(TextWidth.of("\r\n") == 0)
        #expect(TextWidth.of("\u{1B}[31m") == 4)  // ESC takes none; "[31m" is printable
        #expect(TextWidth.of("\u{7F}") == 0)  // DEL
        #expect(TextWidth.of("\u{85}") == 0)  // C1 next line
    }

    @Test func characterAndScalarWidthsAgreeWithStrings() {
        #expect(TextWidth.of(Character("中")) == 2)
        #expect(TextWidth.of(Character("x")) == 1)
        #expect(TextWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(TextWidth.of(Unicode.Scalar(0x1F600)!) == 2)
    }

    @Test func wideTableBoundaries() {
        #expect(TextWidth.isWide(0x1100))
        #expect(TextWidth.isWide(0x115F))
        #expect(!TextWidth.isWide(0x1160))
        #expect(!TextWidth.isWide(0x10FF))
        #expect(TextWidth.isWide(0x3FFFD))
        #expect(!TextWidth.isWide(0x40000))
        #expect(!TextWidth.isWide(0x41))
    }

    /// The fast path must agree with the per-scalar rules everywhere it applies.
    @Test func simpleWidthsAgreeWithThePropertyRules() {
        for value in UInt32(0)..<0x11000 {
            guard let scalar = Unicode.Scalar(value), let fast = TextWidth.simpleWidth(value) else { continue }
            #expect(fast == TextWidth.of(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test func hasSimpleWidthIsExactlyWhereSimpleWidthIsKnown() {
        for value in UInt32(0)..<0x11000 {
            #expect(TextWidth.hasSimpleWidth(value) == (TextWidth.simpleWidth(value) != nil), "U+\(String(value, radix: 16))")
        }
    }

    @Test func simpleTextDrawsLikeTheClusterPath() {
        let samples = ["╺━━━━╸", "‹ +3", "Ünïcödé …", "中文 abc", "☐ Mute", "⌚ time", "Ωμέγα Жук"]
        for text in samples {
            #expect(TextWidth.isSimple(text))
            #expect(TextWidth.of(text) == text.reduce(0) { $0 + TextWidth.of($1) })
        }
        #expect(!TextWidth.isSimple("e\u{301}"))  // a combining mark joins its base
        #expect(!TextWidth.isSimple("❤\u{FE0F}"))
    }
}
