import LuaBridge
import TabCore

extension ScriptHost {
    /// Renders the current frame at the host's size.
    public func frame() -> Frame {
        frame(width: width, height: height)
    }

    /// Renders the current frame at a size, evaluating the selected tab's page first.
    ///
    /// The layout's scroll position is kept, so the next frame scrolls as little as possible
    /// to keep the selected tab in view.
    public func frame(width: Int, height: Int) -> Frame {
        let layout = Layout.bar(container, width: width, revealSelection: !scrollPinned)
        container.scrollOffset = layout.scrollOffset
        let status = statusLine
        let area = Renderer.pageArea(container, width: width, height: height, status: status != nil)
        let rows = pageRows(width: area.width, height: area.height)
        let frame = Renderer.render(container, layout: layout, page: rows, width: width, height: height, status: status)
        lastHits = frame.hits
        return frame
    }

    /// The status row's text: the reload banner, else the container's status message.
    var statusLine: String? { banner ?? container.status }

    /// The selected tab's page as rows; a failing page function is recorded and shows nothing.
    func pageRows(width: Int, height: Int) -> [Row] {
        guard let item = container.selectedItem else { return [] }
        switch item.page {
        case .none, .container: return []
        case .rows(let rows): return rows
        case .function(let function):
            let context = LuaValue.table(LuaTable(entries: [
                (.string("width"), .integer(Int64(width))),
                (.string("height"), .integer(Int64(height))),
                (.string("tab"), itemObject(item.id)),
                (.string("container"), containerValue()),
                (.string("state"), state),
            ]))
            do {
                let results = try call(function, [context])
                return try PageDecoder.rows(from: results.first ?? .nil, path: "page(\(item.id))")
            } catch let error as LuaError {
                record(error)
            } catch {
                record("\(path): page of '\(item.id)': \(error)")
            }
            return []
        }
    }

    /// Calls a script function by handle.
    func call(_ function: ScriptFunction, _ arguments: [LuaValue]) throws -> [LuaValue] {
        guard let lua = lua(function) else { return [] }
        return try vm.call(lua, arguments)
    }
}
