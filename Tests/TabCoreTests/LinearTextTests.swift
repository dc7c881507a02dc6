import Testing
@testable import TabCore

/// The host's work on a script's text is linear, and reads only what can show
/// (docs/safety.md, "Linear host work"): status rows, titles, badges, images, key names and
/// the names messages echo. Each rule is checked by what it shows, literally, and by a hang
/// bound (seconds) on inputs of megabytes.
@Suite struct LinearTextTests {
    /// A hang detector: the old quadratic code took tens of seconds on these inputs.
    private func bounded<T>(_ work: () -> T, sourceLocation: SourceLocation = #_sourceLocation) -> T {
        var result: T?
        let elapsed = ContinuousClock().measure { result = work() }
        #expect(elapsed < .seconds(5), "took \(elapsed)", sourceLocation: sourceLocation)
        return result!
    }

    // MARK: Status rows

    @Test func aStatusOfTenMegabytesShowsItsFirstRowsCut() {
        let status = String(repeating: "word ", count: 2_000_000)
        let frame = bounded { draw(makeContainer(["A", "B"]), 20, 6, status: status) }
        expectScreen(frame, [
            "  A   B",
            " ╺━╸",
            "",
            "",
            "word word word word",
            "word word word word…",
        ])
    }

    @Test func aStatusOfAMillionLinesCountsTheOnesLeftOut() {
        let status = String(repeating: "line\n", count: 1_000_000) + "last"
        let frame = bounded { draw(makeContainer(["A"]), 40, 6, status: status) }
        expectScreen(frame, [
            "  A",
            " ╺━╸",
            "",
            "",
            "line",
            "line (+999999 more)",
        ])
    }

    @Test func aStatusOfTabsAndSpacesIsReadOnlyAsFarAsItShows() {
        let tabs = "a" + String(repeating: "\t", count: 1_000_000) + "b"
        let lines = bounded { StatusMessage(tabs).lines(width: 20, limit: 2) }
        #expect(lines.map(\.text) == ["a" + String(repeating: " ", count: 19), "b"])  // the spaces at the break dropped
        let spaces = "a" + String(repeating: " ", count: 1_000_000) + "b"
        #expect(bounded { StatusMessage(spaces).lines(width: 20, limit: 2) }.map(\.text) == ["a" + String(repeating: " ", count: 19), "b"])
        #expect(bounded { StatusMessage(spaces + "c").lines(width: 20, limit: 1) }.map(\.text) == ["a" + String(repeating: " ", count: 18) + "…"])
    }

    @Test func aDisabledReasonOfMegabytesIsCutInTheStatusRow() {
        let reason = String(repeating: "no ", count: 500_000)
        var container = makeContainer(["A", "B"])
        container.items[1].isDisabled = true
        container.items[1].disabledReason = reason
        let frame = bounded { draw(container, 16, 3, status: "B: " + reason) }
        expectScreen(frame, ["  A  (B)", " ╺━╸", "B: no no no no …"])
    }

    @Test func wrappedRowsAreTheRowsOfTheWholeText() {
        var generator = SplitMix(seed: 22)
        // (No lone combining mark: after a tab, the eager code joined it to the tab's last space.)
        let pieces = ["a", "bc", " ", "  ", "\t", "語", "e\u{301}", "👍🏽", "\n", "x\r\ny"]
        for _ in 0..<3_000 {
            let text = (0..<generator.next(below: 14)).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
            for width in 0...9 {
                #expect(TextWidth.wrap(text, to: width) == EagerWrap.wrap(text, to: width), "\(text.debugDescription) at \(width)")
            }
        }
    }

    @Test func statusLinesAreTheLinesOfTheWholeText() {
        var generator = SplitMix(seed: 7)
        let pieces = ["ab", "word ", " ", "\t", "語", "\n", "e\u{301}", "xxxxxxxxxxxx"]
        let kinds: [StatusMessage.Kind] = [.error, .warning, .notice]
        for _ in 0..<2_000 {
            let entries = (0..<(1 + generator.next(below: 3))).map { _ in
                StatusMessage.Entry((0..<generator.next(below: 10)).map { _ in pieces[generator.next(below: pieces.count)] }.joined(),
                                    kind: kinds[generator.next(below: 3)])
            }
            let status = StatusMessage(entries)
            for width in [1, 2, 3, 5, 8, 13, 30] {
                for limit in 1...4 {
                    #expect(status.lines(width: width, limit: limit) == EagerWrap.lines(entries, width: width, limit: limit),
                            "\(entries.map(\.text)) at \(width)x\(limit)")
                }
            }
        }
    }

    // MARK: Titles, badges, images

    @Test func aTitleOfTenMegabytesCostsWhatATabShows() {
        let title = String(repeating: "e\u{301}", count: 5_000_000)
        let container = makeContainer([title, "B"]) { $0.maxTabWidth = 8 }
        let frame = bounded { draw(container, 16, 2) }
        expectScreen(frame, ["  ééééé…   B", " ╺━━━━━━╸"])
    }

    @Test func aBadgeAndAnImageOfMegabytesAreCut() {
        var container = makeContainer(["A", "B"]) { $0.maxTabWidth = 10 }
        container.items[0].badgeValue = String(repeating: "9", count: 3_000_000)
        container.items[1].image = String(repeating: "◆", count: 3_000_000)
        container.style.itemAppearance = .images
        let frame = bounded { draw(container, 24, 2) }
        expectScreen(frame, ["  A          ◆◆◆◆◆◆◆◆", " ╺━━━━━━━━╸"])  // the badge too wide for its tab
    }

    @Test func oneClusterOfMegabytesIsMeasuredAndDrawnByWhatACellHolds() {
        let cluster = "e" + String(repeating: "\u{301}", count: 1_000_000)
        let shown = "e" + String(repeating: "\u{301}", count: 9)  // the whole scalars in a cell's 20 bytes
        var container = makeContainer([cluster, "B"])
        container.items[1].badgeValue = cluster
        container.style.tabsSeparator = "|" + String(repeating: "\u{301}", count: 1_000_000)
        let frame = bounded { draw(container, 20, 4, page: [[Span(cluster)]], status: cluster) }
        let separator = "|" + String(repeating: "\u{301}", count: 9)
        expectScreen(frame, ["  \(shown) \(separator) B \(shown)", " ╺━╸", shown, shown])
        #expect(TextWidth.shownCluster(Character(cluster)) == Character(shown))
    }

    @Test func partsAreReadOnlyAsFarAsATabCanShow() {
        #expect(TextWidth.visiblePrefix("abc", cells: 10) == "abc")
        #expect(TextWidth.visiblePrefix("abcdef", cells: 3) == "abcd")
        #expect(TextWidth.visiblePrefix("語語語", cells: 3) == "語語")
        #expect(TextWidth.expandedPrefix("a\tb", cells: 3) == "a   ")
        #expect(TextWidth.expandedPrefix("a\tb", cells: 20) == "a       b")
        let huge = String(repeating: "x", count: 1_000_000)
        #expect(ItemContent.width(ofTitle: huge, style: BarStyle()) == ItemContent.measuredCells + 1)
    }

    @Test func aPrefixTruncatesAsTheWholeTextWould() {
        var generator = SplitMix(seed: 5)
        let pieces = ["a", " ", "\t", "語", "e\u{301}", "é", "👍🏽", "가", "\u{11A8}", "\n", "\r\n", "◆"]
        for _ in 0..<3_000 {
            let text = (0..<generator.next(below: 16)).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
            for cells in 1...12 {
                for column in [0, 3] {
                    let whole = TextWidth.truncate(TextWidth.expandingTabs(text, from: column), to: cells)
                    #expect(TextWidth.truncate(TextWidth.expandedPrefix(text, cells: cells, from: column), to: cells) == whole,
                            "\(text.debugDescription) in \(cells) from \(column)")
                }
                #expect(TextWidth.truncate(TextWidth.visiblePrefix(text, cells: cells), to: cells) == TextWidth.truncate(text, to: cells))
            }
        }
        #expect(TextWidth.simplePrefix("ab\u{301}"[...], cells: 1) == nil)  // the cut would split é
        #expect(TextWidth.simplePrefix("ééé"[...], cells: 1) == "éé")
    }

    @Test func aPageOfTabsIsExpandedOnlyAsFarAsItShows() {
        let page = [[Span("a" + String(repeating: "\t", count: 1_000_000) + "b")], [Span("x\ty")]]
        let frame = bounded { draw(makeContainer(["A"]), 12, 4, page: page) }
        expectScreen(frame, ["  A", " ╺━╸", "a", "x       y"])
    }

    // MARK: Key names and echoed names

    @Test func keyNamesLongerThanAnyKeyAreRefusedUnread() {
        #expect(Key.parse(String(repeating: "ctrl+", count: 12) + "a")?.name == "ctrl+a")  // 61 bytes
        #expect(Key.parse(String(repeating: "ctrl+", count: 13) + "a")?.name == nil)  // 66 bytes
        #expect(KeyName.lengthProblem("ctrl+a") == nil)
        let huge = String(repeating: "ctrl+", count: 1_000_000) + "a"
        #expect(bounded { Key.parse(huge)?.name } == nil)
        #expect(KeyName.lengthProblem(huge) == "key name of 5000001 bytes is too long (at most 64)")
        #expect(bounded { MouseName.normalize(String(repeating: "ctrl+", count: 1_000_000) + "left") } == nil)
    }

    @Test func namesPast200BytesAreEchoedCutWithTheirLength() {
        let exact = String(repeating: "a", count: 200)
        #expect(NameEcho.shown(exact) == exact)
        #expect(NameEcho.shown(exact + "b") == String(repeating: "a", count: 40) + "…(201 bytes)")
        #expect(NameEcho.shown(String(repeating: "語", count: 100)) == String(repeating: "語", count: 40) + "…(300 bytes)")
        let huge = String(repeating: "word", count: 25_000_000)
        #expect(bounded { NameEcho.shown(huge) } == String(repeating: "word", count: 10) + "…(100000000 bytes)")
    }

    @Test func idsInEditErrorsAreEchoedCut() {
        var container = makeContainer(["A"])
        let id = String(repeating: "i", count: 1_000)
        #expect(throws: ContainerError("no item with id '\(String(repeating: "i", count: 40))…(1000 bytes)'")) {
            try container.select(id)
        }
    }
}

/// The status rows as they were made before they were made lazily: every row of every entry
/// wrapped, the whole text measured again for each row. The oracle the lazy code must equal.
enum EagerWrap {
    static func wrap(_ text: String, to width: Int) -> [String] {
        let text = TextWidth.expandingTabs(text)
        guard width > 0 else { return [] }
        var rows: [String] = []
        var rest = text
        while TextWidth.of(rest) > width {
            let head = TextWidth.prefix(rest, fitting: width).text
            var cut = head.endIndex
            if rest[cut] != " ", let space = head.lastIndex(of: " "), space > head.startIndex { cut = space }
            if cut == rest.startIndex { cut = rest.index(after: cut) }
            rows.append(String(rest[..<cut]))
            rest = String(rest[cut...].drop { $0 == " " })
        }
        rows.append(String(rest))
        return rows
    }

    static func lines(_ given: [StatusMessage.Entry], width: Int, limit: Int) -> [StatusMessage.Line] {
        let entries = given.flatMap { entry in
            entry.text.split(separator: "\n", omittingEmptySubsequences: false).map { StatusMessage.Entry(String($0), kind: entry.kind) }
        }
        guard width > 0, limit > 0 else { return [] }
        var lines: [StatusMessage.Line] = []
        var owners: [Int] = []
        for (position, entry) in entries.enumerated() {
            let indent = String(repeating: " ", count: TextWidth.of(StatusMessage.marker(entry.kind)))
            for (offset, row) in wrap(entry.text, to: width - indent.count).enumerated() {
                lines.append(StatusMessage.Line(text: (offset == 0 ? StatusMessage.marker(entry.kind) : indent) + row, kind: entry.kind))
                owners.append(position)
            }
            if lines.count > limit { break }
        }
        guard lines.count > limit else { return lines }
        var kept = Array(lines.prefix(limit))
        let owner = owners[limit - 1]
        let first = owners.firstIndex(of: owner) ?? 0
        let entry = entries[owner]
        let indent = String(repeating: " ", count: TextWidth.of(StatusMessage.marker(entry.kind)))
        let shownBefore = limit - 1 - first
        let tail = shownBefore == 0
            ? StatusMessage.marker(entry.kind) + TextWidth.expandingTabs(entry.text)
            : indent + wrap(entry.text, to: width - indent.count).dropFirst(shownBefore).joined(separator: " ")
        let hidden = entries.count - 1 - owner
        let more = hidden > 0 ? " (+\(hidden) more)" : ""
        let suffix = TextWidth.of(more) * 2 <= width ? more : ""
        kept[limit - 1].text = TextWidth.truncate(tail, to: width - TextWidth.of(suffix)) + suffix
        return kept
    }
}
