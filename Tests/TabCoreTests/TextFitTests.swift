import Testing
@testable import TabCore

@Suite struct TextFitTests {
    @Test func truncateKeepsTextThatFits() {
        #expect(TextWidth.truncate("Inbox", to: 5) == "Inbox")
        #expect(TextWidth.truncate("Inbox", to: 9) == "Inbox")
    }

    @Test func truncateEndsWithEllipsisByDisplayWidth() {
        #expect(TextWidth.truncate("Settings", to: 5) == "Sett…")
        #expect(TextWidth.truncate("Settings", to: 1) == "…")
        #expect(TextWidth.truncate("Settings", to: 5, ellipsis: "...") == "Se...")
    }

    @Test func truncateNeverSplitsAWideCharacter() {
        // 日本語 is 6 cells: at 4 only 日 fits before the ellipsis (3 cells, one short).
        #expect(TextWidth.truncate("日本語", to: 4) == "日…")
        #expect(TextWidth.of(TextWidth.truncate("日本語", to: 4)) == 3)
        #expect(TextWidth.truncate("日本語", to: 5) == "日本…")
        #expect(TextWidth.truncate("🚀🚀🚀", to: 2) == "…")
    }

    @Test func truncateToNothing() {
        #expect(TextWidth.truncate("Inbox", to: 0) == "")
        #expect(TextWidth.truncate("Inbox", to: -3) == "")
        #expect(TextWidth.truncate("", to: 3) == "")
    }

    @Test func truncateWithoutRoomForTheEllipsisCutsPlainly() {
        #expect(TextWidth.truncate("Inbox", to: 2, ellipsis: "...") == "In")
    }

    @Test func padAlignsToExactWidth() {
        #expect(TextWidth.pad("ab", to: 6) == "ab    ")
        #expect(TextWidth.pad("ab", to: 6, align: .right) == "    ab")
        #expect(TextWidth.pad("ab", to: 5, align: .center) == " ab  ")
        #expect(TextWidth.pad("日本", to: 6, align: .center) == " 日本 ")
    }

    @Test func padTruncatesWhatIsTooWide() {
        #expect(TextWidth.pad("Settings", to: 4) == "Set…")
        #expect(TextWidth.pad("日本語", to: 4) == "日… ")  // the cell a wide char could not use is padded
        #expect(TextWidth.pad("x", to: 0) == "")
    }

    @Test func prefixAndDroppingByCells() {
        #expect(TextWidth.prefix("日本語", fitting: 3) == ("日", 2))
        #expect(TextWidth.dropping("日本語", cells: 3) == ("語", 1))
        #expect(TextWidth.dropping("abc", cells: 1) == ("bc", 0))
    }

    @Test func transforms() {
        #expect(TextTransform.uppercase.apply("Inbox") == "INBOX")
        #expect(TextTransform.lowercase.apply("Inbox") == "inbox")
        #expect(TextTransform.capitalize.apply("iOS tab  bar") == "Ios Tab  Bar")
        #expect(TextTransform.none.apply("iOS") == "iOS")
        #expect(TextTransform.uppercase.width(of: "straße") == 7)  // ß becomes SS
    }
}
