import LuaBridge
import TabCore

extension ScriptHost {
    /// Renders the current frame at the host's size.
    public func frame() -> Frame {
        frame(width: width, height: height)
    }

    /// Renders the current frame at a size: lays out each bar on screen (the script's, then
    /// the ones nested in the selected pages), runs their `selectionIndicatorTemplate`
    /// functions, then evaluates the innermost selected tab's page.
    ///
    /// The frame draws the model as it was before those Lua functions ran; what they change
    /// shows in the next frame, so the layouts and the items drawn always agree. Each
    /// layout's scroll position is kept, so the next frame scrolls as little as possible to
    /// keep the selected tab in view.
    public func frame(width: Int, height: Int) -> Frame {
        let status = statusMessage
        for path in container.shownPaths {
            container.updateNested(at: path) { $0.measure() }
        }
        var drawn = container
        var bars = Renderer.shownBars(drawn, width: width, height: height, status: status)
        var layouts: [BarLayout] = []
        for (depth, path) in drawn.shownPaths.enumerated() {
            guard depth < bars.count, var level = drawn.nested(at: path) else { break }
            var layout = Layout.bar(level, width: width, revealSelection: pinnedBar != path)
            if level.scrollOffset != layout.scrollOffset {
                container.updateNested(at: path) { $0.scrollOffset = layout.scrollOffset }
            }
            if case .function(let function)? = level.style.selectionIndicatorTemplate {
                switch indicator(function, layout: layout, bar: bars[depth]) {
                case .spans(let rows)?:
                    layout.indicator = rows
                case .named(let template)?:
                    level.style.selectionIndicatorTemplate = template
                    drawn.updateNested(at: path) { $0.style.selectionIndicatorTemplate = template }
                    layout = Layout.bar(level, width: width, revealSelection: pinnedBar != path)
                    bars = Renderer.shownBars(drawn, width: width, height: height, status: status)
                case nil:
                    break  // the underline
                }
            }
            layouts.append(layout)
        }
        let innermost = bars.last.map { ($0.path, $0.page.count) } ?? ([], 0)
        let rows = pageRows(at: innermost.0, width: max(0, width), height: innermost.1)
        let frame = Renderer.render(drawn, layouts: layouts, page: rows, width: width, height: height, status: status)
        lastHits = frame.hits
        return frame
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
        guard let item = container.nested(at: path)?.selectedItem else { return [] }
        switch item.page {
        case .none, .container: return []
        case .rows(let rows): return rows
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
                return try PageDecoder.rows(from: results.first ?? .nil, path: "page(\(item.id))")
            } catch let error as LuaError {
                record(error)
            } catch {
                record("\(self.path): page of '\(item.id)': \(error)")
            }
            return []
        }
    }

    /// Calls a script function by handle; returns nothing without calling it once `interrupt`
    /// says the user quit (every callback and page function goes through here).
    func call(_ function: ScriptFunction, _ arguments: [LuaValue], reading: LuaReading = .snapshot) throws -> [LuaValue] {
        guard let lua = lua(function), interrupt?() != true else { return [] }
        return try vm.call(lua, arguments, reading: reading)
    }
}
