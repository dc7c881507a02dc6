import Testing
import TabCore
@testable import TabTerminal

/// `DiffWriter`: literal bytes for cursor moves, styles and synchronized output.
@Suite struct DiffWriterTests {
    static let bold = Style(attributes: .bold)

    /// Styles as `<plain>` / `<bold>`, so expected bytes read plainly.
    static let fake = StyleEncoder { _, to in to.attributes.contains(.bold) ? "<bold>" : "<plain>" }

    /// The frame's bytes as text with ESC shown as `␛`.
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingEscapes()
    }

    private func change(_ x: Int, _ y: Int, _ symbol: String, _ style: Style = .plain) -> CellChange {
        CellChange(x: x, y: y, cell: Cell(symbol: symbol, style: style))
    }

    @Test func noChangesWriteNothing() {
        var writer = DiffWriter(styles: Self.fake)
        #expect(writer.frame([]).isEmpty)
    }

    @Test func adjacentCellsNeedOneMove() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        let bytes = writer.frame([change(3, 1, "a"), change(4, 1, "b"), change(5, 1, "c")])
        #expect(text(bytes) == "␛[2;4H<plain>abc")
    }

    @Test func aGapOrANewRowMovesTheCursor() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        let bytes = writer.frame([change(0, 0, "a"), change(2, 0, "b"), change(3, 0, "c"), change(0, 1, "d")])
        #expect(text(bytes) == "␛[1;1H<plain>a␛[1;3Hbc␛[2;1Hd")
    }

    @Test func aWideCharacterAdvancesTwoColumns() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        let bytes = writer.frame([change(0, 0, "我"), change(2, 0, "a"), change(4, 0, "b")])
        #expect(text(bytes) == "␛[1;1H<plain>我a␛[1;5Hb")
    }

    @Test func aGlyphOfSeveralScalarsIsFollowedByAnExplicitMove() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        let bytes = writer.frame([change(0, 0, "🇫🇷"), change(2, 0, "a")])
        #expect(text(bytes) == "␛[1;1H<plain>🇫🇷␛[1;3Ha")
    }

    @Test func theStyleIsWrittenOnlyWhenItChanges() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        let bytes = writer.frame([
            change(0, 0, "a", Self.bold), change(1, 0, "b", Self.bold), change(2, 0, "c"), change(5, 0, "d"),
        ])
        #expect(text(bytes) == "␛[1;1H<bold>ab<plain>c␛[1;6Hd")
    }

    @Test func cursorAndStyleCarryToTheNextFrameUntilInvalidated() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        _ = writer.frame([change(0, 0, "a", Self.bold)])
        #expect(text(writer.frame([change(1, 0, "b", Self.bold)])) == "b")
        writer.invalidate()
        #expect(text(writer.frame([change(2, 0, "c", Self.bold)])) == "␛[1;3H<bold>c")
    }

    @Test func synchronizedOutputWrapsTheFrame() {
        var writer = DiffWriter(styles: Self.fake)
        #expect(text(writer.frame([change(0, 0, "a")])) == "␛[?2026h␛[1;1H<plain>a␛[?2026l")
    }

    @Test func unprintableSymbolsBecomeBlanks() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        let bytes = writer.frame([change(0, 0, "\u{1B}"), change(1, 0, ""), change(2, 0, "\u{301}"), change(3, 0, "a\u{1B}[2J")])
        #expect(text(bytes) == "␛[1;1H<plain>    ")
    }

    @Test func rowAndColumnNumbersOfSeveralDigits() {
        var writer = DiffWriter(styles: Self.fake, synchronized: false)
        #expect(text(writer.frame([change(199, 59, "z")])) == "␛[60;200H<plain>z")
    }

    @Test func theStandardEncoderSetsEverythingFirstThenOnlyWhatChanges() {
        var writer = DiffWriter(colors: .ansi256, synchronized: false)
        let red = Style(fg: .ansi(1), attributes: .bold)
        let bytes = writer.frame([change(0, 0, "a", red), change(1, 0, "b", Style(fg: .ansi(1)))])
        #expect(text(bytes) == "␛[1;1H␛[0;1;31ma␛[22mb")
    }

    @Test func withoutColorsTheFrameHoldsOnlyMovesAndText() {
        var writer = DiffWriter(colors: .never, synchronized: false)
        #expect(text(writer.frame([change(0, 0, "a", Self.bold), change(1, 0, "b")])) == "␛[1;1Hab")
    }

    /// docs/performance.md: a tab switch at 200x60 over a dense page writes only the changed cells.
    @Test func aTabSwitchOnADenseScreenWritesFewBytes() {
        let first = TabSwitchFixture.screen(selected: 0)
        let second = TabSwitchFixture.screen(selected: 1)
        var writer = DiffWriter(colors: .truecolor)
        let full = writer.frame(first.changes(from: Screen(width: 0, height: 0)))
        let switched = writer.frame(second.changes(from: first))
        #expect(full.count > 12_000)
        #expect(switched.count < 500)
        #expect(switched.count * 50 <= full.count)
    }
}

/// A 200x60 frame: a tab bar, an indicator row under the selected tab and a page of dense text.
enum TabSwitchFixture {
    static let titles = ["Inbox", "Drafts", "Sent", "Archive", "Spam", "Trash"]
    static let selected = Style(fg: .rgb(255, 255, 255), bg: .rgb(64, 64, 64), attributes: .bold)
    static let indicator = Style(fg: .rgb(0, 160, 255))

    static func screen(selected index: Int) -> Screen {
        var screen = Screen(width: 200, height: 60)
        var x = 1
        for (i, title) in titles.enumerated() {
            let end = screen.put(" \(title) ", x: x, y: 0, style: i == index ? selected : .plain)
            if i == index { screen.put(String(repeating: "━", count: end - x), x: x, y: 1, style: indicator) }
            x = end + 1
        }
        for y in 2..<60 { screen.put(denseLine(y), x: 0, y: y, style: Style(fg: .ansi(UInt8(y % 7)))) }
        return screen
    }

    /// 200 columns of text that differ from row to row.
    static func denseLine(_ y: Int) -> String {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit"]
        var line = ""
        var i = y
        while line.count < 200 {
            line += words[i % words.count] + " "
            i += 3
        }
        return String(line.prefix(200))
    }
}

extension String {
    /// The text with ESC shown as `␛`, for readable expected bytes.
    func replacingEscapes() -> String {
        String(unicodeScalars.map { $0 == "\u{1B}" ? "␛" : Character($0) })
    }
}
