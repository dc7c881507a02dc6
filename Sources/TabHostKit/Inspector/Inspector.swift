import TabCore

/// The inspector's tabs, in the order of its bar (docs/inspector.md).
enum InspectorTab: String, CaseIterable {
    case console = "Console", state = "State", log = "Log", items = "Items", frames = "Frames"
}

/// One line of the Log tab: a callback with its arguments, an error, a warning or a print,
/// at a time of the session's clock.
struct LogEntry: Equatable {
    enum Kind: String { case callback, error, warning, print }
    var kind: Kind
    var text: String
    /// Milliseconds since the session opened (the virtual clock `advance` moves).
    var time: Int
}

/// Where a frame's own time went, in seconds: the bars' layout and the cells' render (the
/// script's functions apart).
package struct FrameSplit: Equatable, Sendable {
    package var layout = 0.0, render = 0.0
    package init(layout: Double = 0, render: Double = 0) {
        self.layout = layout
        self.render = render
    }
}

/// One frame of the Frames tab: the event that led to it and where its time went (ms).
struct FrameTiming: Equatable {
    var event: String
    var lua: Double, layout: Double, render: Double, diff: Double
    var bytes: Int
}

/// The inspector's model (docs/inspector.md): whether it is open and has the keyboard, its
/// tab, the console's prompt, history and transcript, the State tab's open rows, the Log
/// tab's filter and entries, the Frames tab's timings. Its update is `press`; its view is
/// `InspectorView`, which reads it and changes nothing.
struct Inspector {
    var isOpen = false
    /// Whether the keyboard goes to the inspector (else to the app); `tab` moves it.
    var hasFocus = true
    var tab = InspectorTab.console
    var prompt = LineEditor()
    var history = ConsoleHistory()
    /// Lines of a chunk that is not complete yet (the prompt shows `>>`).
    var pending: [String] = []
    var transcript = Ring<String>(capacity: 1000)
    /// Lines scrolled back from the newest (Console, Log) or down from the top (State, Items, Frames).
    var scroll = 0
    /// The State tab: the paths of the expanded tables, and the row the cursor is on.
    var expanded: Set<String> = []
    var stateCursor = 0
    /// The Log tab's filter box (a line is shown when it contains the text) and whether
    /// keys type into it.
    var filter = LineEditor()
    var editingFilter = false
    var log = Ring<LogEntry>(capacity: 2000)
    var frames = Ring<FrameTiming>(capacity: 200)
    /// The key that opens and closes it.
    var toggleKey = Key(.f12)
    /// The whole terminal's size (the script gets the upper part while it is open).
    var terminal = CellSize(width: 80, height: 24)
    /// How many of the script's log records and errors were copied into `log` already.
    var logSeen = 0, errorsSeen = 0
    /// The script generation whose warnings are in `log`, and the failed reload's error noted.
    var hostSeen: ObjectIdentifier?
    var reloadErrorSeen: String?

    /// What an inspector key asks of the session.
    enum Request: Equatable {
        case evaluate(String)
        case toggleRow(Int)
    }

    /// The update for a key while the inspector has the keyboard; returns what the session
    /// must do that the model cannot (evaluate, read the state's rows).
    mutating func press(_ key: Key) -> Request? {
        switch (key.base, key.modifiers) {
        case (.character(let digit), .alt) where ("1"..."5").contains(digit):
            select(InspectorTab.allCases[Int(String(digit))! - 1])
            return nil
        case (.named(.right), .ctrl), (.named(.pageDown), .ctrl): select(step: 1); return nil
        case (.named(.left), .ctrl), (.named(.pageUp), .ctrl): select(step: -1); return nil
        case (.named(.pageUp), []): scroll += 5; return nil
        case (.named(.pageDown), []): scroll = max(0, scroll - 5); return nil
        default: break
        }
        switch tab {
        case .console: return pressConsole(key)
        case .state: return pressState(key)
        case .log: pressLog(key)
        case .items, .frames: pressList(key)
        }
        return nil
    }

    mutating func select(_ tab: InspectorTab) {
        self.tab = tab
        scroll = 0
    }

    private mutating func select(step: Int) {
        let all = InspectorTab.allCases
        let index = all.firstIndex(of: tab)! + step
        select(all[(index + all.count) % all.count])
    }

    private mutating func pressConsole(_ key: Key) -> Request? {
        switch key {
        case .enter:
            let line = prompt.text
            prompt = LineEditor()
            transcript.append((pending.isEmpty ? "> " : ">> ") + line)
            pending.append(line)
            let chunk = pending.joined(separator: "\n")
            scroll = 0
            if chunk.allSatisfy(\.isWhitespace) {
                pending = []
                return nil
            }
            return .evaluate(chunk)
        case .up: if let line = history.back(from: prompt.text) { prompt = LineEditor(line) }
        case .down: if let line = history.forward() { prompt = LineEditor(line) }
        case Key("c", .ctrl): pending = []; prompt = LineEditor()  // ctrl+c quits before it gets here in `run`
        case Key("l", .ctrl): transcript = Ring(capacity: transcript.capacity)
        default: _ = prompt.apply(key)
        }
        return nil
    }

    /// What an evaluation answered: the chunk waits for more, or its text is printed and
    /// the chunk goes into the history.
    mutating func answer(_ answer: ConsoleAnswer) {
        switch answer {
        case .incomplete: return
        case .text(let text):
            history.add(pending.joined(separator: "\n"))
            pending = []
            if !text.isEmpty { transcript.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }
        }
    }

    private mutating func pressState(_ key: Key) -> Request? {
        switch key {
        case .up: stateCursor = max(0, stateCursor - 1)
        case .down: stateCursor += 1
        case .enter, .space, .right, .left: return .toggleRow(stateCursor)
        default: break
        }
        return nil
    }

    /// Opens or closes the table at the State tab's row (`left` closes only, `right` opens only).
    mutating func toggle(_ row: StateRow?, key: Key? = nil) {
        guard let row, row.isTable else { return }
        if expanded.contains(row.path) {
            if key != .right { expanded = expanded.filter { $0 != row.path && !$0.hasPrefix(row.path + "/") } }
        } else if key != .left {
            expanded.insert(row.path)
        }
    }

    private mutating func pressLog(_ key: Key) {
        if editingFilter {
            switch key {
            case .enter, .escape: editingFilter = false
            default: _ = filter.apply(key)
            }
            return
        }
        switch key {
        case Key("/"), Key("f", .ctrl): editingFilter = true
        case .escape: filter = LineEditor()
        case .up: scroll += 1
        case .down: scroll = max(0, scroll - 1)
        default: break
        }
    }

    private mutating func pressList(_ key: Key) {
        switch key {
        case .up: scroll = max(0, scroll - 1)
        case .down: scroll += 1
        default: break
        }
    }

    /// The log lines the filter lets through.
    var filteredLog: [LogEntry] {
        let text = filter.text.lowercased()
        return log.last.filter { text.isEmpty || $0.text.lowercased().containsText(text) || $0.kind.rawValue.containsText(text) }
    }
}
