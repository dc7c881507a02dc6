import Testing
@testable import TabHostKit
import TabCore

/// docs/inspector.md: the inspector's model and view over generated input (line editing
/// against a reference, prompts of every script width at every width, frames at every size,
/// bounds grown tenfold), and the session's promise that a closed inspector leaves the
/// script's frames as they are.
@Suite struct InspectorTests {
    /// Text of every script width: ASCII, CJK, emoji, combining marks, a ZWJ sequence.
    static let pieces = ["a", "Z", " ", "中", "文", "😀", "e\u{301}", "👩‍💻", "ß", "ﾝ"]

    @Test func lineEditingMatchesAReferenceOverRandomKeys() {
        var random = SeededRandom(seed: 27)
        let keys: [Key] = [.left, .right, .home, .end, Key(.backspace), Key(.delete), Key("a", .ctrl), Key("e", .ctrl),
                           Key("u", .ctrl), Key("k", .ctrl), Key("w", .ctrl), .space]
        for _ in 0..<300 {
            var editor = LineEditor()
            var text: [Character] = [], cursor = 0
            for _ in 0..<60 {
                if random.next(below: 2) == 0 {
                    let piece = Character(Self.pieces[random.next(below: Self.pieces.count)])
                    let applied = editor.apply(Key(piece))
                    #expect(applied)
                    text.insert(piece, at: cursor)
                    cursor += 1
                    continue
                }
                let key = keys[random.next(below: keys.count)]
                let applied = editor.apply(key)
                #expect(applied)
                switch key {
                case .left: cursor = max(0, cursor - 1)
                case .right: cursor = min(text.count, cursor + 1)
                case .home, Key("a", .ctrl): cursor = 0
                case .end, Key("e", .ctrl): cursor = text.count
                case Key(.backspace): if cursor > 0 { text.remove(at: cursor - 1); cursor -= 1 }
                case Key(.delete): if cursor < text.count { text.remove(at: cursor) }
                case Key("u", .ctrl): text.removeSubrange(..<cursor); cursor = 0
                case Key("k", .ctrl): text.removeSubrange(cursor...)
                case Key("w", .ctrl):
                    var start = cursor
                    while start > 0, text[start - 1].isWhitespace { start -= 1 }
                    while start > 0, !text[start - 1].isWhitespace { start -= 1 }
                    text.removeSubrange(start..<cursor)
                    cursor = start
                default: text.insert(" ", at: cursor); cursor += 1
                }
                #expect(editor.text == String(text))
                #expect(editor.beforeCursor == String(text[..<cursor]))
            }
        }
    }

    @Test func thePromptKeepsTheCursorInViewAtEveryWidth() {
        var random = SeededRandom(seed: 12)
        for _ in 0..<200 {
            var editor = LineEditor((0..<random.next(below: 80)).map { _ in Self.pieces[random.next(below: Self.pieces.count)] }.joined())
            for _ in 0..<random.next(below: 40) { _ = editor.apply(.left) }
            for width in 1...100 {
                let row = InspectorView.promptRow("> ", editor, width: width, showsCursor: true)
                var screen = Screen(width: width, height: 1)
                var x = 0
                for span in row { x = screen.put(span.text, x: x, y: 0, style: span.style) }
                let shown = row.map(\.text).joined()
                let cursorColumn = TextWidth.of(row[0].text)
                // The cursor's cell is on screen whenever the row has room for the marker and the
                // character under the cursor (two cells for a wide one).
                let under = editor.text.dropFirst(editor.beforeCursor.count).first.map { TextWidth.of($0) } ?? 1
                if width >= 2 + under {
                    #expect(cursorColumn < width, "width \(width): \(shown)")
                    #expect(screen[cursorColumn, 0].style == InspectorView.cursorStyle, "width \(width): \(shown)")
                }
                #expect(shown.hasSuffix(String(editor.text.dropFirst(editor.beforeCursor.count).dropFirst()))
                        || editor.beforeCursor.count == editor.text.count)
            }
        }
    }

    @Test func framesOfEveryTabAtEverySizeFillTheirSize() {
        var inspector = Inspector()
        inspector.isOpen = true
        for line in 0..<50 { inspector.transcript.append(String(repeating: Self.pieces[line % Self.pieces.count], count: line * 3)) }
        for index in 0..<50 { inspector.log.append(LogEntry(kind: .callback, text: "didSelect \(Self.pieces[index % Self.pieces.count])", time: index)) }
        inspector.frames.append(FrameTiming(event: "right", lua: 0.5, layout: 0.25, render: 0.125, diff: 1, bytes: 452))
        var container = Container()
        container.items = Self.pieces.enumerated().map { Item(id: "i\($0.offset)", title: $0.element) }
        let data = InspectorData(stateRows: (0..<30).map { StateRow(depth: $0 % 3, key: "k\($0)", text: Self.pieces[$0 % 10], path: "/k\($0)", isTable: $0 % 2 == 0) },
                                 bars: [([], container, true)])
        for tab in InspectorTab.allCases {
            inspector.tab = tab
            for width in 0...90 where width % 3 == 0 || width < 12 {
                for height in 0...14 {
                    let frame = InspectorView.frame(inspector, data, width: width, height: height)
                    #expect(frame.screen.width == width && frame.screen.height == height)
                }
            }
        }
    }

    @Test func theConsoleShowsTheNewestLinesWrappedWhateverTheirWidth() {
        var inspector = Inspector()
        inspector.isOpen = true
        let long = String(repeating: "中", count: 100)
        inspector.transcript.append(long)
        inspector.transcript.append("last")
        for width in 4...60 {
            let rows = InspectorView.page(inspector, InspectorData(), width: width, height: 6)
            #expect(rows.count <= 6)
            #expect(rows[rows.count - 2].map(\.text).joined() == "last")
            for row in rows { #expect(TextWidth.of(row.map(\.text).joined()) <= width) }
        }
    }

    @Test func theFramesTabListsTheNewestFirstWithTheirSplit() {
        var inspector = Inspector()
        inspector.isOpen = true
        inspector.tab = .frames
        inspector.frames.append(FrameTiming(event: "right", lua: 0.5, layout: 0.25, render: 0.125, diff: 1, bytes: 452))
        inspector.frames.append(FrameTiming(event: "click 10,1 +1", lua: 12.345, layout: 0, render: 3, diff: 0.004, bytes: 0))
        let lines = InspectorView.frame(inspector, InspectorData(), width: 48, height: 6).screen.lines
        #expect(lines == [
            "  Console  State  Log  Items  Frames",
            "                             ╺━━━━━━╸",
            "    lua layout render   diff bytes event",
            "  12.35   0.00   3.00   0.00     0 click 10,1 +1",
            "   0.50   0.25   0.13   1.00   452 right",
            "",
        ])
    }

    @Test func boundsHoldWhenCountsGrowTenfold() {
        var ring = Ring<Int>(capacity: 100)
        for value in 0..<1000 { ring.append(value) }
        #expect(Array(ring.last) == Array(900..<1000))
        #expect(ring.elements.count <= 200)
        var history = ConsoleHistory()
        for value in 0..<(ConsoleHistory.limit * 10) { history.add("x = \(value)") }
        #expect(history.entries.count == ConsoleHistory.limit)
        #expect(history.entries.last == "x = \(ConsoleHistory.limit * 10 - 1)")
        history.add("x = \(ConsoleHistory.limit * 10 - 1)")  // a repeat of the newest is not added again
        #expect(history.entries.count == ConsoleHistory.limit)
    }

    @Test func historyWalksBackAndGivesTheDraftBack() {
        var inspector = Inspector()
        inspector.history = ConsoleHistory(entries: ["one", "two"])
        for key in "dra" { _ = inspector.press(Key(key)) }
        _ = inspector.press(.up)
        #expect(inspector.prompt.text == "two")
        _ = inspector.press(.up)
        _ = inspector.press(.up)
        #expect(inspector.prompt.text == "one")
        _ = inspector.press(.down)
        _ = inspector.press(.down)
        #expect(inspector.prompt.text == "dra")
    }

    static let script = """
        return {
          state = { n = 0 },
          tabs = { { id = "a", title = "Alpha", page = function(ctx) return "h " .. ctx.height end },
                   { id = "b", title = "中文", page = "two" }, { id = "c", title = "😀 e\u{301}", kind = "toggle" } },
          didSelect = function(c) c.state.n = c.state.n + 1 end,
        }
        """

    @Test func aClosedInspectorLeavesTheScriptsFramesAsTheyAre() throws {
        let keys: [Key] = [.right, .right, .left, .end, .home, .tab, .enter, .right]
        for (width, height) in [(20, 6), (40, 12), (80, 24), (7, 3)] {
            let plain = try Session(source: Self.script, name: "s.lua", size: CellSize(width: width, height: height))
            let inspected = try Session(source: Self.script, name: "s.lua", size: CellSize(width: width, height: height))
            inspected.enableInspector()
            #expect(plain.frame().screen == inspected.frame().screen)
            inspected.press(Key(.f12))
            if width >= 40 { #expect(inspected.frame().screen.lines.contains { $0.hasPrefix("  Console") }) }
            inspected.press(Key(.f12))
            for key in keys {
                plain.press(key)
                inspected.press(key)
                #expect(plain.frame().screen == inspected.frame().screen, "\(width)x\(height) after \(key)")
            }
        }
    }

    @Test func anOpenInspectorDrawsAtEverySizeAndFollowsResizes() throws {
        let session = try Session(source: Self.script, name: "s.lua", size: CellSize(width: 0, height: 0))
        session.enableInspector(open: true)
        for (width, height) in [(0, 0), (1, 1), (3, 2), (1, 30), (200, 3), (80, 24), (9, 5)] {
            session.resize(width: width, height: height)
            let frame = session.frame()
            #expect(frame.screen.width == width && frame.screen.height == height)
            #expect(session.size == CellSize(width: width, height: height))
            #expect(session.host.height == height / 2)  // the script's part: the upper half
            session.press(.right)
            session.click(x: width / 2, y: height - 1)
            session.scroll(.down, x: 0, y: height - 1)
        }
        session.press(Key(.f12))
        #expect(session.host.height == 5 && session.frame().screen.height == 5)
    }

    @Test func keysTypedIntoTheConsoleNeverQuit() throws {
        let session = try Session(source: Self.script, name: "s.lua", size: CellSize(width: 40, height: 12))
        session.enableInspector(open: true)
        #expect(!session.quits(Key("q")))
        session.press(.tab)  // the keyboard to the script
        #expect(session.quits(Key("q")))
    }

    @Test func anEvaluationRunsUnderTheScriptsBudget() throws {
        var options = HostOptions()
        options.limits.timeout = 0.05
        let session = try Session(source: Self.script, name: "s.lua", size: CellSize(width: 40, height: 12), options: options)
        #expect(session.inspect("while true do end").hasPrefix("console:1: script timed out after 50 ms"))
        #expect(session.inspect("state.n") == "0")
        #expect(session.takeErrors().isEmpty)  // the console's errors are its own, not the script's
    }
}
