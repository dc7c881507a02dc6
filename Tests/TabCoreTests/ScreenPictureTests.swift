import Testing
@testable import TabCore

/// The SVG picture of a Screen: literal output for a small screen, and properties that hold
/// for screens of any width holding text of every script width.
struct ScreenPictureTests {
    @Test func aSmallScreenIsThisPicture() {
        var screen = Screen(width: 4, height: 2)
        screen.put("a<b", x: 0, y: 0, style: Style(fg: .rgb(255, 0, 0), attributes: .bold))
        screen.put("─", x: 0, y: 1, style: Style(bg: .ansi(4)))
        #expect(ScreenPicture.svg(screen) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" xml:space="preserve">
            <style>text{font-family:'DejaVu Sans Mono','Liberation Mono',Menlo,Consolas,'Noto Sans Mono',monospace;font-size:16px;white-space:pre}.b{font-weight:bold}.i{font-style:italic}</style>
            <rect width="40" height="40" fill="#1e1e1e"/>
            <rect x="0" y="20" width="10" height="20" fill="#0000ee"/>
            <text x="0" y="15" fill="#ff0000" class="b" textLength="30" lengthAdjust="spacingAndGlyphs">a&lt;b</text>
            <path fill="#d4d4d4" d="M4.25 29.25h5.75v1.5h-5.75zM0 29.25h5.75v1.5h-5.75z"/>
            </svg>

            """)
    }

    @Test func reverseSwapsAndDimMixesHalfway() {
        var screen = Screen(width: 1, height: 1)
        screen.put("x", x: 0, y: 0, style: Style(fg: .rgb(200, 0, 0), bg: .rgb(0, 0, 100), attributes: [.reverse, .dim]))
        let svg = ScreenPicture.svg(screen)
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"10\" height=\"20\" fill=\"#c80000\"/>"))
        #expect(svg.contains("fill=\"#640032\""))  // the blue text (0, 0, 100) halfway to the red background
    }

    @Test func underlineAndStrikeAreRectanglesUnderWideCharactersToo() {
        var screen = Screen(width: 3, height: 1)
        screen.put("日", x: 0, y: 0, style: Style(attributes: [.underline, .strike]))
        let svg = ScreenPicture.svg(screen)
        #expect(svg.contains("<rect x=\"0\" y=\"17\" width=\"20\" height=\"1\" fill=\"#d4d4d4\"/>"))
        #expect(svg.contains("<rect x=\"0\" y=\"10\" width=\"20\" height=\"1\" fill=\"#d4d4d4\"/>"))
        #expect(svg.contains("textLength=\"20\" lengthAdjust=\"spacingAndGlyphs\">日</text>"))
    }

    @Test func markedCellsAreWashed() {
        let svg = ScreenPicture.svg(Screen(lines: ["ab"]), marked: [1])
        #expect(svg.contains("<rect class=\"mark\" x=\"10\" y=\"0\" width=\"10\" height=\"20\""))
        #expect(svg.ranges(of: "class=\"mark\"").count == 1)
    }

    /// Every line character reaches the middle of each edge it has an arm on, so neighbours
    /// join, and stays inside its cell (`▔` touches the left, right and upper edges).
    @Test func lineArmsReachTheirEdges() {
        let (w, h) = (Double(ScreenPicture.cellWidth), Double(ScreenPicture.cellHeight))
        for (character, edges) in [("─", "lr"), ("│", "ud"), ("┌", "rd"), ("┘", "ul"), ("╋", "udlr"), ("╺", "r"),
                                   ("━", "lr"), ("═", "lr"), ("║", "ud"), ("╭", "rd"), ("▔", "lru")] {
            let boxes = CellShape.of(character.unicodeScalars.first!)!.boxes
            for box in boxes {
                #expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= w && box.y + box.height <= h, "\(character)")
            }
            #expect(boxes.contains { $0.x == 0 } == edges.contains("l"), "\(character) left")
            #expect(boxes.contains { $0.x + $0.width == w } == edges.contains("r"), "\(character) right")
            #expect(boxes.contains { $0.y == 0 } == edges.contains("u"), "\(character) up")
            #expect(boxes.contains { $0.y + $0.height == h } == edges.contains("d"), "\(character) down")
        }
        #expect(CellShape.of("┄") == nil)  // dashed lines stay text
        #expect(CellShape.of("a") == nil)
    }

    @Test func blocksFillTheirPartOfTheCell() {
        let area: (Character) -> Double = { character in
            CellShape.of(character.unicodeScalars.first!)!.boxes.reduce(0) { $0 + $1.width * $1.height }
        }
        let cell = Double(ScreenPicture.cellWidth * ScreenPicture.cellHeight)
        #expect(area("█") == cell)
        #expect(area("▀") == cell / 2)
        #expect(area("▐") == cell / 2)
        #expect(area("▁") == cell / 8)
        #expect(area("▉") == cell * 7 / 8)
        #expect(area("▟") == cell * 3 / 4)
        #expect(CellShape.of("▒")!.opacity == 0.5)
    }

    /// Screens of many widths filled with text of every script width: every character
    /// drawn appears once (escaped), each `<text>` spans exactly the cells of what it draws,
    /// and no element leaves the picture.
    @Test func everyCharacterIsDrawnOverItsCells() {
        let words = ["Tab", "a&b", "<x>", "日本語", "🚀", "e\u{301}", "👨‍👩‍👧", "│─┼", "▁▂█", "\"q\"", "ok"]
        var random = SplitMix(seed: 26)
        for width in [1, 2, 3, 7, 13, 40, 80, 200] {
            var screen = Screen(width: width, height: 4)
            for y in 0..<4 {
                var x = random.next(below: 3)
                while x < width {
                    let word = words[random.next(below: words.count)]
                    let style = Style(fg: .indexed(UInt8(16 + random.next(below: 200))), attributes: Attributes(rawValue: UInt8(random.next(below: 64))))
                    x = screen.put(word, x: x, y: y, style: style) + random.next(below: 3)
                }
            }
            let svg = ScreenPicture.svg(screen)
            #expect(svg.ranges(of: "<text ").count == svg.ranges(of: "</text>").count)
            var drawnCells = 0
            for element in elements(svg) {
                let x = Int(attribute("x", of: element))!
                let length = Int(attribute("textLength", of: element))!
                #expect(x % ScreenPicture.cellWidth == 0 && x + length <= width * ScreenPicture.cellWidth)
                drawnCells += length / ScreenPicture.cellWidth
                let body = self.body(element)
                #expect(!body.contains("<") && !body.contains("\""))
            }
            let expected = screen.cells.filter { !$0.isContinuation && !$0.isSpace && CellShape.of($0.symbol.unicodeScalars.first!) == nil }
            let spacesInside = elements(svg).reduce(0) { count, element in
                let body = self.body(element)
                return count + body.filter { $0 == " " }.count
            }
            #expect(drawnCells == expected.reduce(0) { $0 + Int($1.width) } + spacesInside, "width \(width)")
        }
    }

    /// The text after each `<text `.
    private func elements(_ svg: String) -> [Substring] {
        svg.split(separator: "<text ").dropFirst().map { $0 }
    }

    /// What a `<text>` element draws.
    private func body(_ element: Substring) -> Substring {
        let start = element.firstIndex(of: ">").map(element.index(after:)) ?? element.endIndex
        let end = element.ranges(of: "</text>").first?.lowerBound ?? element.endIndex
        return element[start..<end]
    }

    private func attribute(_ name: String, of element: Substring) -> String {
        let element = " " + element  // the first attribute follows `<text ` directly
        guard let found = element.ranges(of: " \(name)=\"").first else { return "" }
        return String(element[found.upperBound...].prefix { $0 != "\"" })
    }
}
