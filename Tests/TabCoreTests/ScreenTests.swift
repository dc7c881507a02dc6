import Testing
@testable import TabCore

/// The grid of cells every renderer draws into: clipping, wide characters, text views.
struct ScreenTests {
    private let red = Style(fg: .ansi(1))

    @Test func newScreenIsBlank() {
        let screen = Screen(width: 3, height: 2)
        #expect(screen.cells == Array(repeating: .blank, count: 6))
        #expect(screen.lines == ["", ""])
        #expect(screen.text == "\n")
    }

    @Test func negativeSizesAreEmpty() {
        let screen = Screen(width: -4, height: -1)
        #expect(screen.width == 0)
        #expect(screen.height == 0)
        #expect(screen.cells.isEmpty)
        #expect(screen.text == "")
        #expect(Screen(width: 5, height: -1).cells.isEmpty)
        #expect(Screen(width: -5, height: 3).lines == ["", "", ""])
    }

    @Test func putWritesAndReturnsTheNextColumn() {
        var screen = Screen(width: 8, height: 1)
        #expect(screen.put("ab", x: 1, y: 0, style: red) == 3)
        #expect(screen.lines == [" ab"])
        #expect(screen[1, 0] == Cell(symbol: "a", style: red))
        #expect(screen[0, 0] == .blank)
    }

    @Test func putClipsAtTheRightEdge() {
        var screen = Screen(width: 4, height: 1)
        #expect(screen.put("abcdef", x: 2, y: 0) == 4)
        #expect(screen.lines == ["  ab"])
    }

    @Test func putClipsAtTheLeftEdge() {
        var screen = Screen(width: 4, height: 1)
        screen.put("abcdef", x: -2, y: 0)
        #expect(screen.lines == ["cdef"])
    }

    @Test func putOutsideTheRowsDoesNothing() {
        var screen = Screen(width: 4, height: 1)
        #expect(screen.put("ab", x: 0, y: 1) == 0)
        #expect(screen.put("ab", x: 0, y: -1) == 0)
        #expect(screen == Screen(width: 4, height: 1))
    }

    @Test func putStopsAtTheLimit() {
        var screen = Screen(width: 8, height: 1)
        #expect(screen.put("abcdef", x: 1, y: 0, limit: 4) == 4)
        #expect(screen.lines == [" abc"])
    }

    @Test func wideCharacterTakesACellAndAContinuation() {
        var screen = Screen(width: 5, height: 1)
        #expect(screen.put("中文", x: 0, y: 0, style: red) == 4)
        #expect(screen[0, 0] == Cell(symbol: "中", style: red))
        #expect(screen[1, 0].isContinuation)
        #expect(screen[1, 0].style == red)
        #expect(screen[2, 0].symbol == "文")
        #expect(screen.line(0) == "中文 ")
        #expect(screen.lines == ["中文"])
    }

    @Test func wideCharacterAtTheLastColumnBecomesABlank() {
        var screen = Screen(width: 3, height: 1)
        #expect(screen.put("a中", x: 1, y: 0, style: red) == 3)
        #expect(screen[2, 0] == Cell(symbol: " ", style: red))
        #expect(screen.lines == [" a"])
    }

    @Test func wideCharacterAtTheLimitBecomesABlank() {
        var screen = Screen(width: 6, height: 1)
        screen.put("x中y", x: 0, y: 0, limit: 2)
        #expect(screen.line(0) == "x     ")
        #expect(screen[2, 0] == .blank)
    }

    @Test func wideCharacterHalfOffTheLeftEdgeLeavesABlank() {
        var screen = Screen(lines: ["abc"])
        screen.put("中b", x: -1, y: 0)
        #expect(screen.line(0) == " bc")
        #expect(!screen[0, 0].isContinuation)
    }

    @Test func overwritingTheFirstHalfOfAWideCharacterBlanksTheSecond() {
        var screen = Screen(lines: ["中文"])
        screen.put("x", x: 0, y: 0)
        #expect(screen.line(0) == "x 文")
        #expect(!screen[1, 0].isContinuation)
    }

    @Test func overwritingTheSecondHalfOfAWideCharacterBlanksTheFirst() {
        var screen = Screen(lines: ["中文"])
        screen.put("x", x: 1, y: 0)
        #expect(screen.line(0) == " x文")
    }

    @Test func wideOverWideAtAnOffsetBlanksBothNeighbours() {
        var screen = Screen(lines: ["中文字"])
        screen.put("日", x: 1, y: 0)
        #expect(screen.line(0) == " 日 字")
        #expect(screen.cells.filter(\.isContinuation).count == 2)
    }

    @Test func subscriptOutsideReadsBlankAndIgnoresWrites() {
        var screen = Screen(width: 2, height: 2)
        #expect(screen[5, 5] == .blank)
        #expect(screen[-1, 0] == .blank)
        screen[2, 0] = Cell(symbol: "x")
        screen[0, -1] = Cell(symbol: "x")
        #expect(screen == Screen(width: 2, height: 2))
        screen[1, 1] = Cell(symbol: "x")
        #expect(screen.lines == ["", " x"])
    }

    @Test func zeroWidthCharactersAreDropped() {
        var screen = Screen(width: 6, height: 1)
        #expect(screen.put("a\tb\u{200B}c", x: 0, y: 0) == 3)
        #expect(screen.lines == ["abc"])
    }

    /// Every frame fills, copies and compares whole screens: a cell stays 32 bytes.
    @Test func aCellTakesThirtyTwoBytes() {
        #expect(MemoryLayout<Cell>.stride == 32)
    }

    @Test func clustersStayInOneCell() {
        var screen = Screen(width: 6, height: 1)
        screen.put("e\u{301}👨‍👩‍👧!", x: 0, y: 0)
        #expect(screen[0, 0].symbol == "e\u{301}")
        #expect(screen[1, 0].symbol == "👨‍👩‍👧")
        #expect(screen[3, 0].symbol == "!")
        #expect(screen.lines == ["e\u{301}👨‍👩‍👧!"])
    }

    @Test func linesAndTextTrimTrailingSpacesOnly() {
        let screen = Screen(lines: ["  a  ", "", " b"], width: 6)
        #expect(screen.line(0) == "  a   ")
        #expect(screen.lines == ["  a", "", " b"])
        #expect(screen.text == "  a\n\n b")
    }

    @Test func asciiOverTheHalvesOfWideCharactersBlanksTheOtherHalves() {
        var screen = Screen(width: 8, height: 1)
        screen.put("中文字", x: 1, y: 0)
        #expect(screen.put("ab", x: 2, y: 0) == 4)  // second half of 中, first half of 文
        #expect(screen.line(0) == "  ab 字 ")
        #expect(screen.put("xyz", x: -1, y: 0) == 2)
        #expect(screen.line(0) == "yzab 字 ")
    }

    @Test func textTrimsStyledBlanksButNotOtherSpaces() {
        var screen = Screen(width: 8, height: 2)
        screen.put("a\u{A0}", x: 0, y: 0)
        screen.clear(x: 2, y: 0, width: 6, style: red)
        screen.put("中 ", x: 0, y: 1)
        screen.put("b\u{301}", x: 4, y: 1)
        #expect(screen.lines == ["a\u{A0}", "中  b\u{301}"])
        #expect(screen.text == "a\u{A0}\n中  b\u{301}")
        #expect(screen.line(1) == "中  b\u{301}   ")
    }

    @Test func textOfRowsWithoutColumnsIsTheirNewlines() {
        #expect(Screen(width: 0, height: 3).text == "\n\n")
        #expect(Screen(width: 0, height: 3).line(2) == "")
        #expect(Screen(width: 4, height: 2).line(5) == "")
    }

    @Test func initFromLinesTakesTheWidestLine() {
        let screen = Screen(lines: ["ab", "中文字", ""])
        #expect(screen.width == 6)
        #expect(screen.height == 3)
        #expect(screen.lines == ["ab", "中文字", ""])
    }

    @Test func initFromLinesCutsToAGivenWidth() {
        let screen = Screen(lines: ["abcdef", "ab中"], width: 3)
        #expect(screen.lines == ["abc", "ab"])
    }

    @Test func initFromNoLinesIsEmpty() {
        let screen = Screen(lines: [])
        #expect(screen.width == 0 && screen.height == 0)
    }

    @Test func setStyleKeepsSymbolsAndClips() {
        var screen = Screen(lines: ["abc", "def"])
        screen.setStyle(red, x: 2, y: 1, width: 5, height: 3)
        #expect(screen[2, 1] == Cell(symbol: "f", style: red))
        #expect(screen.cells.filter { $0.style == red }.count == 1)
    }

    @Test func setStyleOutsideTheScreenDoesNothing() {
        var screen = Screen(lines: ["abc"])
        screen.setStyle(red, x: 0, y: 5, width: 2)
        screen.setStyle(red, x: 0, y: -3, width: 2)
        screen.setStyle(red, x: 9, y: 0, width: 2)
        screen.setStyle(red, x: 0, y: 0, width: -2)
        screen.setStyle(red, x: 0, y: 0, width: 2, height: -1)
        #expect(screen == Screen(lines: ["abc"]))
    }

    @Test func clearFillsWithStyledBlanks() {
        var screen = Screen(lines: ["abcd"])
        screen.clear(x: 1, y: 0, width: 2, style: red)
        #expect(screen.line(0) == "a  d")
        #expect(screen[1, 0].style == red)
        #expect(screen[2, 0].style == red)
    }

    @Test func clearHalfOfAWideCharacterBlanksTheOtherHalf() {
        var screen = Screen(lines: ["中文"])
        screen.clear(x: 1, y: 0, width: 2)
        #expect(screen.line(0) == "    ")
        #expect(screen.cells.allSatisfy { !$0.isContinuation })
    }

    @Test func clearOutsideTheScreenDoesNothing() {
        var screen = Screen(lines: ["abc"])
        screen.clear(x: 0, y: 4, width: 3)
        screen.clear(x: 5, y: 0, width: 3)
        screen.clear(x: 0, y: 0, width: -3, height: -2)
        #expect(screen == Screen(lines: ["abc"]))
    }
}
