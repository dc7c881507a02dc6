import TabCore
import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "Screens": literal screens in specs, and the line diff of snapshots.
@Suite struct TestingScreenTests {
    @Test func aLiteralLosesItsIndentationBlankEdgesAndTrailingSpaces() {
        let literal = "\n\n      First   Second  \n     ╺━━━━━╸\n\n      page\t\n   \n"
        #expect(ScreenExpectation.rows(of: literal) == [" First   Second", "╺━━━━━╸", "", " page"])
        #expect(ScreenExpectation.rows(of: "") == [])
    }

    @Test func aMarginOfBarsKeepsLeadingBlanksAndBlankRows() {
        #expect(ScreenExpectation.rows(of: "\n    |\n    |  Alpha\n    | ╺━━━━━╸   \n") == ["", "  Alpha", " ╺━━━━━╸"])
        #expect(ScreenExpectation.rows(of: "  | a |\n  b") == ["| a |", "b"])
    }

    @Test func aBlankRunLineStandsForExactlyThatManyBlankRows() throws {
        let screen = Screen(lines: ["A"] + Array(repeating: "", count: 5) + ["status"], width: 8)
        try ScreenExpectation.check("\n    A\n    (5 blank rows)\n    status\n", against: screen)
        #expect(throws: ExpectationFailure.self) { try ScreenExpectation.check("A\n(4 blank rows)\nstatus", against: screen) }
        #expect(throws: ExpectationFailure.self) { try ScreenExpectation.check("A\n(6 blank rows)\nstatus", against: screen) }
        #expect(ScreenExpectation.rows(of: "(1 blank row)\nx") == ["", "x"])
        #expect(ScreenExpectation.rows(of: "(1 blank rows)\n(0 blank rows)\n(x blank rows)") == ["(1 blank rows)", "(0 blank rows)", "(x blank rows)"])
    }

    @Test func theFramesBlankRowsAtTheBottomDoNotCount() throws {
        let screen = Screen(lines: ["A  ", "", "B", "", ""], width: 5)
        #expect(ScreenExpectation.rows(of: screen) == ["A", "", "B"])
        try ScreenExpectation.check("\n    A\n\n    B\n", against: screen)
    }

    @Test func aDifferentScreenShowsBothAndTheDifferingRows() {
        let screen = Screen(lines: ["  Inbox  Sent", " ╺━━━━━╸", "mail"], width: 14)
        #expect(throws: ExpectationFailure(
            message: "app:expectScreen: the screen differs at rows 2, 3",
            details: """
                expected:
                  1|  Inbox  Sent
                > 2|        ╺━━━━╸
                actual:
                  1|  Inbox  Sent
                > 2| ╺━━━━━╸
                > 3|mail
                """,
            expected: "  Inbox  Sent\n        ╺━━━━╸", actual: "  Inbox  Sent\n ╺━━━━━╸\nmail")) {
            try ScreenExpectation.check("""
                |  Inbox  Sent
                |        ╺━━━━╸
                """, against: screen)
        }
    }

    @Test func theLineDiffShowsChangesWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingAll("7", with: "seven")
        #expect(LineDiff.unified(from: old, to: new, labels: ("a", "b"), context: 1) == """
            --- a
            +++ b
            ...
              line 6
            - line 7
            + line seven
              line 8
            ...
            """)
        #expect(LineDiff.lines(from: ["a", "b", "c"], to: ["a", "c", "d"]) == [.same("a"), .removed("b"), .same("c"), .added("d")])
    }
}
