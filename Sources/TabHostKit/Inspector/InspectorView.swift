import TabCore
import TabTerminal

/// What the inspector shows of the live script, read by the session just before drawing:
/// `state` as rows, each bar's items.
struct InspectorData {
    var stateRows: [StateRow] = []
    /// Each bar: its path (`[]` the script's own), its model, whether it has the keyboard.
    var bars: [(path: [String], container: Container, focused: Bool)] = []
}

/// The inspector's view (docs/inspector.md): its own bar of tabs, drawn by tabhost's renderer
/// like any script's, and the selected tab's lines in the page area. Drawing reads the model
/// and changes nothing.
enum InspectorView {
    /// The frame of the inspector at `width` x `height`.
    static func frame(_ inspector: Inspector, _ data: InspectorData, width: Int, height: Int) -> Frame {
        var bar = Container()
        bar.items = InspectorTab.allCases.map { Item(id: $0.rawValue, title: $0.rawValue) }
        bar.selectedID = inspector.tab.rawValue
        bar.style.tabsGap = 0
        let area = Renderer.pageArea(bar, width: width, height: height)
        let rows = page(inspector, data, width: max(0, width), height: area.height)
        let frame = Renderer.render(bar, page: rows, width: width, height: height)
        guard !inspector.hasFocus, width >= 36 + 2 + TextWidth.of(appHasKeys) else { return frame }
        var screen = frame.screen
        screen.put(appHasKeys, x: width - TextWidth.of(appHasKeys), y: 0, style: dimStyle)
        return Frame(screen: screen, hits: frame.hits)
    }

    /// What the bar says while the script has the keyboard.
    static let appHasKeys = "keys: app (tab)"

    /// The selected tab's rows, `height` of them at most.
    static func page(_ inspector: Inspector, _ data: InspectorData, width: Int, height: Int) -> [Row] {
        switch inspector.tab {
        case .console: return console(inspector, width: width, height: height)
        case .state: return list(stateLines(inspector, data), scroll: inspector.scroll, height: height, cursor: min(inspector.stateCursor, max(0, data.stateRows.count - 1)))
        case .log: return logPage(inspector, width: width, height: height)
        case .items: return list(itemLines(data), scroll: inspector.scroll, height: height)
        case .frames: return list(frameLines(inspector), scroll: inspector.scroll, height: height)
        }
    }

    static let cursorStyle = Style(attributes: .reverse)
    static let dimStyle = Style(attributes: .dim)

    // MARK: - Console

    private static func console(_ inspector: Inspector, width: Int, height: Int) -> [Row] {
        guard height > 0 else { return [] }
        let marker = inspector.pending.isEmpty ? "> " : ">> "
        let promptRow = promptRow(marker, inspector.prompt, width: width, showsCursor: inspector.hasFocus)
        let lines = wrapped(inspector.transcript.last, width: width, rows: height - 1 + inspector.scroll)
        let end = max(0, lines.count - inspector.scroll)
        let shown = lines[max(0, end - (height - 1))..<end].map { [Span($0)] }
        return shown + [promptRow]
    }

    /// A prompt line: the marker, the text, the cursor a reversed cell; scrolled so the cursor
    /// stays in view when the line is wider than the page.
    /// A line break inside an entry (one recalled from the history) shows as `↵`.
    static func promptRow(_ marker: String, _ editor: LineEditor, width: Int, showsCursor: Bool) -> Row {
        func shown(_ text: String) -> String { TerminalText.escaped(text.replacingText("\n", with: "↵"), singleLine: true) }
        var before = shown(editor.beforeCursor)
        let after = shown(String(editor.text.dropFirst(editor.beforeCursor.count)))
        let under = after.first.map(String.init) ?? " "
        let room = max(0, width - TextWidth.of(marker) - TextWidth.of(under))
        while TextWidth.of(before) > room, !before.isEmpty { before.removeFirst() }
        guard showsCursor else { return [Span(marker + before + after)] }
        return [Span(marker + before), Span(under, style: cursorStyle), Span(String(after.dropFirst()))]
    }

    // MARK: - State

    private static func stateLines(_ inspector: Inspector, _ data: InspectorData) -> [String] {
        guard !data.stateRows.isEmpty else { return ["state is empty"] }
        return data.stateRows.map { row in
            let sign = row.isTable ? (inspector.expanded.contains(row.path) ? "▾ " : "▸ ") : "  "
            let value = row.text.isEmpty ? "" : " = " + row.text
            return String(repeating: "  ", count: row.depth) + sign + row.key + value
        }
    }

    // MARK: - Log

    private static func logPage(_ inspector: Inspector, width: Int, height: Int) -> [Row] {
        guard height > 0 else { return [] }
        let lines = wrapped(inspector.filteredLog.map(logLine), width: width, rows: height - 1 + inspector.scroll)
        let end = max(0, lines.count - inspector.scroll)
        let shown = lines[max(0, end - (height - 1))..<end].map { [Span($0)] }
        let box = inspector.editingFilter || !inspector.filter.text.isEmpty
            ? promptRow("filter: ", inspector.filter, width: width, showsCursor: inspector.editingFilter && inspector.hasFocus)
            : [Span("/ to filter", style: dimStyle)]
        return shown + Array(repeating: [], count: max(0, height - 1 - shown.count)) + [box]
    }

    /// `12.345 didSelect b`: seconds of the session's clock, then the entry.
    static func logLine(_ entry: LogEntry) -> String {
        let time = "\(entry.time / 1000).\(String(1000 + entry.time % 1000).dropFirst())"
        let label = switch entry.kind {
        case .callback: ""
        case .error: "error: "
        case .warning: "warning: "
        case .print: "print: "
        }
        return time + " " + label + entry.text
    }

    // MARK: - Items

    private static func itemLines(_ data: InspectorData) -> [String] {
        var lines: [String] = []
        for (path, container, focused) in data.bars {
            let name = path.isEmpty ? "bar" : "bar " + path.joined(separator: "/")
            var header = name + ": \(container.items.count) items, selected " + (container.selectedID ?? "none")
            if let focus = container.focusID { header += ", focus " + focus }
            if focused { header += " (keyboard)" }
            lines.append(header)
            for item in container.items { lines.append("  " + itemLine(item, selected: item.id == container.selectedID)) }
        }
        return lines
    }

    private static func itemLine(_ item: Item, selected: Bool) -> String {
        var fields = [(selected ? "* " : "") + item.id, "\"" + item.title + "\""]
        if item.kind != .tab { fields.append(item.kind.rawValue + (item.kind == .toggle ? (item.isOn ? " on" : " off") : "")) }
        if item.isDisabled { fields.append("disabled") }
        if item.isHidden { fields.append("hidden") }
        if let badge = item.badgeValue { fields.append("badge \"" + badge + "\"") }
        switch item.page {
        case .container: fields.append("page: bar")
        case .function: fields.append("page: function")
        default: break
        }
        return fields.joined(separator: "  ")
    }

    // MARK: - Frames

    private static func frameLines(_ inspector: Inspector) -> [String] {
        let header = "    lua layout render   diff bytes event"
        let frames = inspector.frames.last.reversed().map { timing in
            [timing.lua, timing.layout, timing.render, timing.diff].map(milliseconds).joined()
                + TextWidth.pad(String(timing.bytes), to: 6, align: .right) + " " + timing.event
        }
        return [header] + (frames.isEmpty ? ["no frames yet (they are timed in run)"] : frames)
    }

    /// `  12.34`: milliseconds in a column of 7.
    private static func milliseconds(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        return TextWidth.pad("\(hundredths / 100).\(String(100 + hundredths % 100).dropFirst())", to: 7, align: .right)
    }

    // MARK: - Lists

    /// The last `rows` rows of `lines` wrapped at `width` (a long value or error shows whole).
    static func wrapped(_ lines: some BidirectionalCollection<String>, width: Int, rows: Int) -> [String] {
        var shown: [String] = []
        for line in lines.reversed() {
            guard shown.count < rows else { break }
            // What a script printed is shown with its control characters escaped (`\27`), as the run log shows it.
            let text = TerminalText.escaped(line, singleLine: true)
            shown.insert(contentsOf: text.isEmpty ? [""] : TextWidth.wrap(text, to: max(1, width)), at: 0)
        }
        return shown
    }

    /// `lines` from `scroll`, `height` of them, the `cursor` row reversed.
    private static func list(_ lines: [String], scroll: Int, height: Int, cursor: Int? = nil) -> [Row] {
        guard height > 0 else { return [] }
        var top = min(scroll, max(0, lines.count - height))
        if let cursor { top = min(max(top, cursor - height + 1), cursor) }
        return lines.enumerated().dropFirst(max(0, top)).prefix(height).map { index, line in
            index == cursor ? [Span(line, style: cursorStyle)] : [Span(line)]
        }
    }
}
