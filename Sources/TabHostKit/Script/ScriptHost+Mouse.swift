import LuaBridge
import TabCore

/// Mouse input and resizes (docs/scripting.md, "Keys and mouse"): clicks activate items or
/// scroll the strip, the wheel over the bar moves between tabs, and the script's `mouse`
/// bindings come first. Cells are 0-based (column, row), as in `Screen` and `HitMap`;
/// `app:click` converts from Lua's 1-based ones, and a binding's `click` gets them 1-based.
extension ScriptHost {
    /// What is under a cell of the current frame: an item part or an overflow marker.
    func hit(x: Int, y: Int) -> Hit? {
        hits().hit(x: x, y: y)
    }

    /// A click of `button` (a `MouseName`, `left` by default): the script's binding for it,
    /// else (for `left`) the item under it activated, or the strip scrolled from a marker, in
    /// whichever bar (outer or nested) it lands; an item click also gives that bar the
    /// keyboard focus.
    func click(x: Int, y: Int, button: String = "left") {
        dragged = nil
        if callMouseBinding(button, x: x, y: y) { return }
        guard button == "left", let hit = hit(x: x, y: y) else { return }
        if hit.part == .marker {
            scrollStrip(from: hit)
        } else if let id = hit.id, hit.part == .close {
            container.focus(bar: hit.path)
            try? close(id, notify: true, at: hit.path)
        } else if let id = hit.id {
            pickUp(id, at: hit.path)
            container.focus(bar: hit.path)
            activate(id, at: hit.path)
        }
    }

    /// Scrolls the strip of the marker `hit` towards the tabs it counts; the strip stays there
    /// (`pinnedBar`) until the next selection change, edit or resize.
    func scrollStrip(from hit: Hit) {
        guard let level = container.nested(at: hit.path),
              let marker = Layout.bar(level, width: width, revealSelection: false).marker(hit.direction) else { return }
        pinnedBar = hit.path
        try? modify(at: hit.path) { $0.scrollOffset = marker.scrollTarget }
    }

    /// The wheel: over a bar, the previous (`-1`, up) or next (`+1`, down) tab of that bar as
    /// a user activation; elsewhere nothing.
    func scroll(_ direction: Int, x: Int, y: Int) {
        if callMouseBinding(direction < 0 ? "wheelup" : "wheeldown", x: x, y: y) { return }
        guard let path = hit(x: x, y: y)?.path ?? bar(atRow: y), let level = container.nested(at: path) else { return }
        switch level.action(forKey: direction < 0 ? .left : .right) {
        case .activate(let id): activate(id, at: path)
        case .focus(let id): try? modify(at: path) { $0.apply(focus: id) }
        case .none, .quit, .close: break
        }
    }

    /// Calls the `mouse` binding of `button` in the bar the cell belongs to (or a bar around
    /// it) as `f(c, item, click)`: the item under the cell or nil, and `click = { button, x,
    /// y, part }`. False when no bar binds it.
    private func callMouseBinding(_ button: String, x: Int, y: Int) -> Bool {
        let hit = hit(x: x, y: y)
        var path = hit?.path ?? bar(atRow: y) ?? container.shownPaths.last ?? []
        while true {
            if let found = container.nested(at: path)?.mouse.first(where: { $0.button == button }) {
                pinnedBar = nil
                let item = hit.flatMap { $0.path == path ? $0.id : nil }
                var click: [(LuaValue, LuaValue)] = [
                    (.string("button"), .string(button)), (.string("x"), .integer(Int64(x + 1))), (.string("y"), .integer(Int64(y + 1))),
                ]
                if let hit, item != nil { click.append((.string("part"), .string(hit.part.rawValue))) }
                let arguments = [containerValue(at: path), item.map { itemObject($0, at: path) } ?? .nil, .table(LuaTable(entries: click))]
                callRecording(found.function, name: "mouse \(button)", arguments)
                return true
            }
            guard !path.isEmpty else { return false }
            path.removeLast()
        }
    }

    /// Moves the virtual clock forward (`app:advance(ms)`); negative steps are ignored.
    func advance(_ milliseconds: Int) {
        now += max(0, milliseconds)
        container.motion.advance(to: now)
    }

    /// Sets the size before the first frame, without calling `onResize`.
    func setInitialSize(width: Int, height: Int) {
        (self.width, self.height) = (min(max(width, 0), 4000), min(max(height, 0), 2000))
        settleScroll()
    }

    /// A terminal resize; `onResize(c, width, height)` runs when the size changed.
    func resize(width: Int, height: Int) {
        let (oldWidth, oldHeight) = (self.width, self.height)
        setInitialSize(width: width, height: height)
        guard self.width != oldWidth || self.height != oldHeight else { return }
        pinnedBar = nil  // a strip scrolled from a marker follows the cursor again
        settleScroll()
        if let onResize = container.callbacks.onResize {
            log.append(CallbackRecord(callback: .onResize, size: CellSize(width: width, height: height)))
            callRecording(onResize, name: "onResize", [containerValue(), .integer(Int64(width)), .integer(Int64(height))])
        }
    }
}
