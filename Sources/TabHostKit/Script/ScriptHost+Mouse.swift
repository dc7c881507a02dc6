import LuaBridge
import TabCore

/// Mouse input and resizes (SPEC section 5): clicks activate items or scroll the strip,
/// the wheel over the bar moves between tabs. Coordinates are 1-based, as `app:click`.
extension ScriptHost {
    /// What is under a cell of the last frame: an item part or an overflow marker.
    public func hit(x: Int, y: Int) -> Hit? {
        if lastHits == nil { _ = frame() }
        return lastHits?.hit(x: x - 1, y: y - 1)
    }

    /// A click: activates the item under it, or scrolls the strip from a marker.
    public func click(x: Int, y: Int) {
        guard let hit = hit(x: x, y: y) else { return }
        if hit.part == .marker {
            let layout = Layout.bar(container, width: width, revealSelection: !scrollPinned)
            guard let marker = layout.marker(hit.direction) else { return }
            container.scrollOffset = marker.scrollTarget
            scrollPinned = true
        } else if let id = hit.id {
            activate(id)
        }
    }

    /// The wheel: over the bar, the previous (`-1`, up) or next (`+1`, down) tab as a user
    /// activation; elsewhere nothing.
    public func scroll(_ direction: Int, x: Int, y: Int) {
        guard hit(x: x, y: y) != nil || isBarRow(y - 1) else { return }
        switch container.action(forKey: direction < 0 ? "left" : "right") {
        case .activate(let id): activate(id)
        case .focus(let id): container.apply(focus: id)
        case .none, .quit: break
        }
    }

    /// Moves the virtual clock forward (`app:advance(ms)`); negative steps are ignored.
    public func advance(_ milliseconds: Int) {
        now += max(0, milliseconds)
        container.motion.advance(to: now)
    }

    /// Sets the size before the first frame, without calling `onResize`.
    public func setInitialSize(width: Int, height: Int) {
        (self.width, self.height) = (min(max(width, 0), 4000), min(max(height, 0), 2000))
    }

    /// A terminal resize; `onResize(c, width, height)` runs when the size changed.
    public func resize(width: Int, height: Int) {
        let (oldWidth, oldHeight) = (self.width, self.height)
        setInitialSize(width: width, height: height)
        guard self.width != oldWidth || self.height != oldHeight else { return }
        scrollPinned = false
        lastHits = nil
        if let onResize = container.callbacks.onResize {
            log.append("onResize \(width) \(height)")
            callRecording(onResize, name: "onResize", [containerValue(), .integer(Int64(width)), .integer(Int64(height))])
        }
    }

    /// Whether a 0-based row belongs to the bar (not the page or status row).
    private func isBarRow(_ y: Int) -> Bool {
        let area = Renderer.pageArea(container, width: width, height: height, status: statusLine != nil)
        return y >= 0 && y < height && !(area.y..<(area.y + area.height)).contains(y)
    }
}
