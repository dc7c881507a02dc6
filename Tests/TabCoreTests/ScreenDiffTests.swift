import Testing
@testable import TabCore

/// `Screen.changes(from:)`: the table in its doc comment, row by row, plus sizes and styles.
@Suite struct ScreenDiffTests {
    /// The updates from one literal row to another, as `(x,symbol)` in the doc table's notation.
    private func updates(_ previous: [String], _ next: [String]) -> String {
        let width = (previous + next).map(TextWidth.of).max() ?? 0
        let changes = Screen(lines: next, width: width).changes(from: Screen(lines: previous, width: width))
        return changes.map { "(\($0.x),\($0.cell.symbol))" }.joined(separator: " ")
    }

    @Test func identicalScreensHaveNoChanges() {
        #expect(updates(["abc", "我x"], ["abc", "我x"]) == "")
    }

    @Test func changedCellsComeInReadingOrder() {
        #expect(updates(["abc", "def"], ["xbc", "dez"]) == "(0,x) (2,z)")
    }

    @Test func aWideCharacterChanges() {
        #expect(updates(["我"], ["你"]) == "(0,你)")
    }

    @Test func aWideCharacterBecomesNarrowOnes() {
        #expect(updates(["我"], ["ab"]) == "(0,a) (1,b)")
    }

    @Test func narrowOnesBecomeAWideCharacter() {
        #expect(updates(["ab"], ["我"]) == "(0,我)")
    }

    @Test func aWideCharacterMovesRight() {
        #expect(updates(["我c"], ["a我"]) == "(0,a) (1,我)")
    }

    @Test func aWideCharacterMovesLeft() {
        #expect(updates(["a我"], ["我c"]) == "(0,我) (2,c)")
    }

    @Test func aWideCharacterStaysANeighbourChanges() {
        #expect(updates(["我a"], ["我b"]) == "(2,b)")
    }

    @Test func aStyleChangeOfAWideCharacterIsOneUpdate() {
        let previous = Screen(lines: ["我"])
        var next = previous
        next.setStyle(Style(attributes: .bold), x: 0, y: 0, width: 2)
        #expect(next.changes(from: previous) == [CellChange(x: 0, y: 0, cell: Cell(symbol: "我", style: Style(attributes: .bold)))])
    }

    @Test func anOrphanContinuationIsRedrawnWhenTheGlyphSpanningItIsReplaced() {
        let previous = Screen(lines: ["我"])
        var next = Screen(width: 2, height: 1)
        next[0, 0] = Cell(symbol: "a")
        next[1, 0] = Cell(symbol: "")  // set directly: no wide character before it
        #expect(next.changes(from: previous).map(\.x) == [0, 1])
    }

    @Test func aDifferentSizeListsEveryCellButContinuations() {
        let next = Screen(lines: ["a我", "  b"])
        let changes = next.changes(from: Screen(width: 2, height: 2))
        #expect(changes.map { "(\($0.x),\($0.y),\($0.cell.symbol))" } == [
            "(0,0,a)", "(1,0,我)", "(0,1, )", "(1,1, )", "(2,1,b)",
        ])
    }

    @Test func anEmptyScreenHasNoChanges() {
        #expect(Screen(width: 0, height: 0).changes(from: Screen(width: 3, height: 1)).isEmpty)
    }

    @Test func wideCharactersDoNotCarryAcrossRows() {
        #expect(updates(["a我", "xy"], ["ab ", "zy"]) == "(1,b) (2, ) (0,z)")
    }
}
