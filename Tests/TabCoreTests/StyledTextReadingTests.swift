import Testing
@testable import TabCore

/// Reading the styled text format back into a Screen (a snapshot's picture).
struct StyledTextReadingTests {
    /// Screens of many widths, with text of every script width in random styles, read back
    /// from their styled text: the same rows and the same styles, cell by cell.
    @Test func encodedScreensReadBackTheSame() {
        let words = ["Tab", "日本", "🚀", "e\u{301}", "│─", "a b", "█▀"]
        let colors: [Color] = [.default, .ansi(3), .ansi(12), .indexed(200), .rgb(1, 2, 3)]
        var random = SplitMix(seed: 7)
        for width in [1, 2, 5, 16, 80, 300] {
            var screen = Screen(width: width, height: 3)
            for y in 0..<3 {
                var x = 0
                while x < width {
                    let style = Style(fg: colors[random.next(below: colors.count)], bg: colors[random.next(below: colors.count)],
                                      attributes: Attributes(rawValue: UInt8(random.next(below: 64))))
                    x = screen.put(words[random.next(below: words.count)], x: x, y: y, style: style) + random.next(below: 2)
                }
            }
            let read = StyledText.screen(from: StyledText.encode(screen))
            #expect(read.lines == screen.lines, "width \(width)")
            for y in 0..<3 {
                for x in 0..<min(width, read.width) where !screen[x, y].isContinuation {
                    #expect(read[x, y].style == screen[x, y].style, "width \(width) at \(x),\(y)")
                }
            }
        }
    }

    @Test func plainTextIsRowsAlone() {
        #expect(StyledText.screen(from: "ab\n c").lines == ["ab", " c"])
        #expect(StyledText.screen(from: "x\n--\n1:1-1 bold fg=#ff0000 nonsense").cells[0].style
            == Style(fg: .rgb(255, 0, 0), attributes: .bold))
        #expect(StyledText.screen(from: "x\n--\n9:1-1 bold\n1:0-1 dim\nbad").cells[0].style == .plain)
    }
}
