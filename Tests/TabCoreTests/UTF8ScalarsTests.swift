import Testing
@testable import TabCore

/// Walking a string's UTF-8 bytes as scalars, and cells made from those bytes.
struct UTF8ScalarsTests {
    @Test func decodesOneToFourByteScalarsWithTheirOffsets() {
        var text = "aé━😀"
        let scalars = text.withUTF8 { Array(UTF8Scalars($0)).map { [Int($0.value), $0.offset, $0.count] } }
        #expect(scalars == [[0x61, 0, 1], [0xE9, 1, 2], [0x2501, 3, 3], [0x1F600, 6, 4]])
    }

    @Test func cellsFromBytesEqualCellsFromSymbols() {
        for symbol in ["a", "é", "━", "中", "😀"] {
            var text = symbol
            let cell = text.withUTF8 { Cell(utf8: $0.baseAddress!, count: $0.count, width: TextWidth.of(symbol), style: .plain) }
            #expect(cell == Cell(symbol: symbol))
            #expect(cell.symbol == symbol)
        }
    }

    @Test func simpleTextIsDetectedFromItsBytes() {
        #expect(TextWidth.isSimple("Tab ━ 中文 αβ"))
        #expect(!TextWidth.isSimple("e\u{301}"))
        #expect(!TextWidth.isSimple("a\tb"))
        #expect(!TextWidth.isSimple("👍"))
    }
}
