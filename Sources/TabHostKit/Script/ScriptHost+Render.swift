import LuaBridge
import TabCore

extension ScriptHost {
    /// The current frame at the host's size: lays out each bar on screen (the script's, then
    /// the ones nested in the selected pages) at the scroll offset the update left it
    /// (`Container.revealCursor`), runs their `selectionIndicatorTemplate` functions, then
    /// evaluates the innermost selected tab's page.
    ///
    /// Reading a frame changes nothing the host decides: the same state draws the same frame,
    /// however often it is drawn. What a page or indicator function does (it is script code:
    /// an edit, an error, which is recorded) shows in the next frame, so the layouts and the
    /// items drawn always agree.
    func frame() -> Frame {
        let (start, luaAtStart) = (clock(), luaSeconds)
        let bars = shownBars()
        let (laidOut, luaInLayout) = (clock(), luaSeconds - luaAtStart)
        let innermost = bars.shown.last.map { ($0.path, $0.page.count) } ?? ([], 0)
        let rows = pageRows(at: innermost.0, width: max(0, width), height: innermost.1)
        let paged = clock()
        let frame = Renderer.render(bars.drawn, layouts: bars.layouts, page: rows, width: width, height: height, status: statusMessage)
        lastFrameSplit = FrameSplit(layout: laidOut - start - luaInLayout, render: clock() - paged)
        return frame
    }

    /// The hit map of the current frame, without evaluating the page (clicks, the wheel).
    func hits() -> HitMap {
        let bars = shownBars()
        return Renderer.render(bars.drawn, layouts: bars.layouts, page: [], width: width, height: height, status: statusMessage).hits
    }

    /// The container as drawn, where each bar on screen is and its layout, with what the bars'
    /// `selectionIndicatorTemplate` functions asked for.
    private func shownBars() -> (drawn: Container, shown: [ShownBar], layouts: [BarLayout]) {
        let status = statusMessage
        var drawn = container
        var bars = Renderer.shownBars(drawn, width: width, height: height, status: status)
        var layouts: [BarLayout] = []
        for (depth, path) in drawn.shownPaths.enumerated() {
            let width = width
            guard depth < bars.count, var layout = drawn.withNested(at: path, { Layout.bar($0, width: width, revealSelection: false) })
            else { break }
            if case .function(let function)? = drawn.withNested(at: path, { $0.style.selectionIndicatorTemplate }) ?? nil {
                switch indicator(function, layout: layout, bar: bars[depth]) {
                case .spans(let rows)?:
                    layout.indicator = rows
                case .named(let template)?:
                    layout = drawn.updateNested(at: path) { level in
                        level.style.selectionIndicatorTemplate = template
                        return Layout.bar(level, width: width, revealSelection: false)
                    } ?? layout
                    bars = Renderer.shownBars(drawn, width: width, height: height, status: status)
                case nil:
                    break  // the underline
                }
            }
            if plainCloseMark, drawn.withNested(at: path, { $0.style.closeMark == nil }) == true { layout.plainCloseMarks() }
            layouts.append(layout)
        }
        return (drawn, bars, layouts)
    }

    /// What the status rows show: the banner (errors, warnings), then the notice of a
    /// disabled item the user just tried, else the script's `c.status`.
    var statusMessage: StatusMessage? {
        var entries = banner?.entries ?? []
        if let notice = container.status ?? scriptStatus { entries += StatusMessage(notice).entries }
        return entries.isEmpty ? nil : StatusMessage(entries)
    }

    /// The selected tab's page of the container at `path` as rows; a failing page function is
    /// recorded and shows nothing.
    func pageRows(at path: [String] = [], width: Int, height: Int) -> [Row] {
        guard let item = reading(at: path, { $0.selectedItem }) ?? nil else { return [] }
        switch item.page {
        case .none, .container: return []
        case .line, .rows: return item.page.literalRows ?? []
        case .function(let function):
            let context = LuaValue.table(LuaTable(entries: [
                (.string("width"), .integer(Int64(width))),
                (.string("height"), .integer(Int64(height))),
                (.string("tab"), itemObject(item.id, at: path)),
                (.string("container"), containerValue(at: path)),
                (.string("state"), state),
            ]))
            do {
                // Only what the page area can show is read: a page of 50 million lines costs one screen.
                let results = try call(function, [context], reading: LuaReading(window: .page(width: width, height: height)))
                return try PageDecoder.rows(from: results.first ?? .nil, path: "page(\(NameEcho.shown(item.id)))")
            } catch let error as LuaError {
                record(error)
            } catch {
                record("\(place(of: function)): page of '\(NameEcho.shown(item.id))': \(error)")
            }
            return []
        }
    }

    /// Calls a script function by handle; returns nothing without calling it once `interrupt`
    /// says the user quit, or once the event's budget is spent (its timeout is recorded once,
    /// when the event ends). Every callback and page function goes through here.
    func call(_ function: ScriptFunction, _ arguments: [LuaValue], reading: LuaReading = .snapshot) throws -> [LuaValue] {
        guard let lua = lua(function), interrupt?() != true, !eventSpent else { return [] }
        if eventBudget != nil { eventFunction = lua }
        let start = clock()
        defer { luaSeconds += clock() - start }
        return try vm.call(lua, arguments, reading: reading)
    }
}
