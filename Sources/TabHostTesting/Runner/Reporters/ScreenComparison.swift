import TabHostKit
import TabCore

/// The expected and actual screens of a failing `app:expectScreen` or `app:expectSnapshot`
/// as pictures of one size, the cells that differ marked on both.
///
/// The expected screen is the text the spec wrote (a snapshot's styled text read back, so its
/// colors show); the actual one is the app's last frame when the trace has it and it shows the
/// same text, else the text the failure reported.
struct ScreenComparison {
    let expectedSVG: String
    let actualSVG: String

    init?(_ failure: SpecFailure, lastScreen: Screen?) {
        guard failure.message.hasPrefix("app:expectScreen") || failure.message.hasPrefix("app:expectSnapshot"),
              let expectedText = failure.expected, let actualText = failure.actual else { return nil }
        // A screen literal is rows alone (a row may be `--`); a snapshot is styled text.
        let styled = failure.message.hasPrefix("app:expectSnapshot")
        let read = { (text: String) in
            styled ? StyledText.screen(from: text) : Screen(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        let expected = read(expectedText)
        var actual = read(actualText)
        if let lastScreen, lastScreen.lines == actual.lines { actual = lastScreen }
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let (left, right) = (Self.padded(expected, width, height), Self.padded(actual, width, height))
        // A screen literal has no styles: only a snapshot's differ by them.
        let changed = ScreenPicture.changedCells(left, right, styles: styled)
        expectedSVG = ScreenPicture.svg(left, marked: changed)
        actualSVG = ScreenPicture.svg(right, marked: changed)
    }

    private static func padded(_ screen: Screen, _ width: Int, _ height: Int) -> Screen {
        var out = Screen(width: width, height: height)
        for y in 0..<screen.height {
            for x in 0..<screen.width { out[x, y] = screen[x, y] }
        }
        return out
    }
}
