import TabCore

/// The inspector of a session (docs/inspector.md): `run` gives one to every session (`f12`
/// opens it) and a spec's `tabhost.open(script, { inspector = true })` opens one. It takes
/// the lower rows of the frame; the script gets the rest as its size, so with the inspector
/// closed the script draws exactly as it would without one.
extension Session {
    /// Gives the session an inspector, open or closed, toggled by `key`, with the console's
    /// `history` (oldest first).
    package func enableInspector(open: Bool = false, key: Key = Key(.f12), history: [String] = []) {
        var made = Inspector()
        made.toggleKey = key
        made.history = ConsoleHistory(entries: history)
        made.terminal = CellSize(width: host.width, height: host.height)
        inspector = made
        capturePrints(of: host)
        if open { setInspector(open: true) }
    }

    /// Sends what the script prints to the Log tab too (and on to where it went before).
    func capturePrints(of host: ScriptHost) {
        let previous = host.vm.output
        host.vm.output = { [weak self] text in
            previous(text)
            self?.notePrinted(text)
        }
    }

    /// Whether the session has an inspector and it is open.
    package var inspectorIsOpen: Bool { inspector?.isOpen == true }

    /// The console's history, oldest first (what `run` keeps in the state directory).
    package var consoleHistory: [String] { inspector?.history.entries ?? [] }

    /// Opens or closes the inspector; the script is resized to the rows it leaves.
    package func setInspector(open: Bool) {
        guard var model = inspector, model.isOpen != open else { return }
        if open { model.terminal = CellSize(width: host.width, height: host.height) }
        model.isOpen = open
        model.hasFocus = true
        inspector = model
        let size = appSize
        host.event { host.resize(width: size.width, height: size.height) }
    }

    /// The size the script draws at: the terminal's, less the inspector's rows when it is open.
    var appSize: CellSize {
        guard let inspector else { return CellSize(width: host.width, height: host.height) }
        let terminal = inspector.terminal
        return inspector.isOpen ? CellSize(width: terminal.width, height: terminal.height - Self.inspectorRows(terminal.height))
            : terminal
    }

    /// The rows the open inspector takes of a terminal `height` rows high: the lower half.
    static func inspectorRows(_ height: Int) -> Int { max(0, height) - max(0, height) / 2 }

    // MARK: - Input

    /// A key for the inspector, or nil when it goes to the script: the toggle key (unless the
    /// script binds it), `tab` between the two while it is open, and every other key while
    /// the inspector has the keyboard.
    func inspectorPress(_ key: Key) -> KeyOutcome? {
        guard var model = inspector else { return nil }
        if key == model.toggleKey, !host.container.keys.contains(where: { $0.key == key }) {
            setInspector(open: !model.isOpen)
            return .handled
        }
        guard model.isOpen else { return nil }
        if key == .tab {
            model.hasFocus.toggle()
            inspector = model
            return .handled
        }
        guard model.hasFocus else { return nil }
        if model.tab == .state, key == .up || key == .down || key == .enter || key == .space || key == .left || key == .right {
            let rows = host.stateRows(open: model.expanded)
            model.stateCursor = min(model.stateCursor, max(0, rows.count - 1))
            if case .toggleRow(let index)? = model.press(key) {
                model.toggle(rows.indices.contains(index) ? rows[index] : nil, key: key)
            }
            model.stateCursor = min(model.stateCursor, max(0, rows.count - 1))
            inspector = model
            return .handled
        }
        let request = model.press(key)
        inspector = model
        if case .evaluate(let chunk)? = request { evaluate(chunk) }
        return .handled
    }

    /// Runs a console entry and prints its answer; what it changed is drawn at the next frame.
    private func evaluate(_ chunk: String) {
        let answer = host.inspect(chunk)
        host.settleScroll()
        inspector?.answer(answer)
        noteForInspector()
    }

    /// What `app:inspect(expr)` returns: what the console would print for `expr` (an
    /// incomplete chunk says so), without touching the console's transcript or history.
    package func inspect(_ source: String) -> String {
        let answer = host.inspect(source)
        host.settleScroll()
        noteForInspector()
        switch answer {
        case .text(let text): return text
        case .incomplete: return "incomplete: the chunk needs more lines"
        }
    }

    /// Whether the open inspector has the keyboard (so `q` types into it rather than quits).
    var inspectorHasKeyboard: Bool { inspector.map { $0.isOpen && $0.hasFocus } ?? false }

    /// A click at (`x`, `y`) of the whole frame: on the inspector, its bar selects a tab and a
    /// row of the State tab opens or closes; on the script, the keyboard goes to it.
    func inspectorClick(x: Int, y: Int) -> Bool {
        guard var model = inspector, model.isOpen else { return false }
        let top = appSize.height
        guard y >= top else {
            model.hasFocus = false
            inspector = model
            return false
        }
        model.hasFocus = true
        let frame = InspectorView.frame(model, InspectorData(), width: model.terminal.width, height: model.terminal.height - top)
        if let id = frame.hits.hit(x: x, y: y - top)?.id, let tab = InspectorTab(rawValue: id) {
            model.select(tab)
        } else if model.tab == .state {
            let area = Renderer.pageArea(Container(), width: model.terminal.width, height: model.terminal.height - top)
            let rows = host.stateRows(open: model.expanded)
            let index = y - top - area.y + max(0, model.stateCursor - max(0, area.height - 1))
            if rows.indices.contains(index) {
                model.stateCursor = index
                model.toggle(rows[index])
            }
        }
        inspector = model
        return true
    }

    /// The wheel over the inspector scrolls its page; false when it is over the script.
    func inspectorScroll(_ direction: ScrollDirection, y: Int) -> Bool {
        guard var model = inspector, model.isOpen, y >= appSize.height else { return false }
        model.scroll = max(0, model.scroll + (model.tab == .console || model.tab == .log ? -direction.step : direction.step))
        inspector = model
        return true
    }

    /// The terminal resized: the script gets its part.
    func inspectorResize(width: Int, height: Int) -> CellSize? {
        guard inspector != nil else { return nil }
        inspector?.terminal = CellSize(width: width, height: height)
        return appSize
    }

    // MARK: - Drawing

    /// The script's frame over the inspector's: the whole terminal. The hit map is the
    /// script's (the inspector's own clicks are found by `inspectorClick`).
    func framedWithInspector(_ app: Frame) -> Frame {
        guard inspector?.isOpen == true else { return app }
        noteForInspector()
        guard let model = inspector else { return app }
        let width = model.terminal.width, height = model.terminal.height
        let top = app.screen.height
        var data = InspectorData()
        if model.tab == .state { data.stateRows = host.stateRows(open: model.expanded) }
        if model.tab == .items { data.bars = bars() }
        let lower = InspectorView.frame(model, data, width: width, height: height - top)
        var screen = Screen(width: width, height: height)
        for y in 0..<max(0, height) {
            for x in 0..<max(0, width) {
                screen[x, y] = y < top ? app.screen[x, y] : lower.screen[x, y - top]
            }
        }
        return Frame(screen: screen, hits: app.hits)
    }

    /// Every bar of the script: its own, then those nested in pages, depth first.
    private func bars() -> [(path: [String], container: Container, focused: Bool)] {
        var found: [(path: [String], container: Container, focused: Bool)] = []
        let focus = host.focusedBar
        func walk(_ container: Container, _ path: [String]) {
            found.append((path, container, path == focus))
            for item in container.items {
                if case .container(let inner) = item.page { walk(inner, path + [item.id]) }
            }
        }
        walk(host.container, [])
        return found
    }

    // MARK: - The log

    /// Copies into the inspector's log the callbacks and errors the script logged since the
    /// last look (before `takeLog` and `takeErrors` empty them).
    func noteForInspector() {
        guard var model = inspector else { return }
        let now = host.now
        if model.hostSeen != ObjectIdentifier(host) {  // opened or reloaded: its warnings
            if model.hostSeen != nil { model.log.append(LogEntry(kind: .callback, text: "reloaded", time: now)) }
            for warning in host.warnings { model.log.append(LogEntry(kind: .warning, text: warning.description, time: now)) }
            model.hostSeen = ObjectIdentifier(host)
        }
        if let failed = reloadError?.description, failed != model.reloadErrorSeen {
            model.log.append(LogEntry(kind: .error, text: "reload failed: " + failed, time: now))
        }
        model.reloadErrorSeen = reloadError?.description
        if model.logSeen > host.log.count { model.logSeen = 0 }
        if model.errorsSeen > host.errors.count { model.errorsSeen = 0 }
        for record in host.log[model.logSeen...] { model.log.append(LogEntry(kind: .callback, text: record.description, time: now)) }
        for error in host.errors[model.errorsSeen...] { model.log.append(LogEntry(kind: .error, text: error.message, time: now)) }
        model.logSeen = host.log.count
        model.errorsSeen = host.errors.count
        inspector = model
    }

    /// The characters of one print the Log tab keeps (a print of megabytes is cut).
    static let printedLimit = 2000

    /// Notes what the script printed, for the Log tab.
    func notePrinted(_ text: String) {
        noteForInspector()  // the callback that printed comes first
        let kept = text.utf8.count > Self.printedLimit ? String(text.prefix(Self.printedLimit)) + "..." : text
        inspector?.log.append(LogEntry(kind: .print, text: kept, time: host.now))
    }

    /// Seconds spent in the script's functions so far (callbacks, pages, indicators, the
    /// console's evaluations).
    package var luaSeconds: Double { host.luaSeconds }

    /// Where the last frame's own time went, in seconds: laying out the bars and rendering
    /// the cells (the script's functions apart).
    package var lastFrameSplit: FrameSplit { host.lastFrameSplit }

    /// Notes a frame's timings in milliseconds, for the Frames tab; nothing without an inspector.
    package func noteFrame(event: String, lua: Double, layout: Double, render: Double, diff: Double, bytes: Int) {
        inspector?.frames.append(FrameTiming(event: event, lua: lua, layout: layout, render: render, diff: diff, bytes: bytes))
    }
}
