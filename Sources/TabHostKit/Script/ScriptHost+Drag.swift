import LuaBridge
import TabCore

/// The item a drag carries: its id and the bar it belongs to.
struct DraggedItem: Equatable {
    var id: String
    var path: [String]
}

/// Drag to reorder (docs/scripting.md, "Drag to reorder"): in a bar with `reorderable = true`,
/// a left press on an item picks it up (the press activates it as a click does), moving over
/// an overflow marker of its bar scrolls the strip, and releasing over another item of the
/// same bar moves it there (`Container.drop`), then runs `didMove(c, item, from, to)`.
/// `run` feeds the terminal's press, motion and release reports; `app:drag` all three at once.
extension ScriptHost {
    /// Picks up the item `id` of the bar at `path` when that bar is reorderable.
    func pickUp(_ id: String, at path: [String]) {
        guard reading(at: path, { $0.style.isReorderable }) == true else { return }
        dragged = DraggedItem(id: id, path: path)
    }

    /// The pointer moved, the button held: over an overflow marker of the carried item's bar,
    /// the strip scrolls towards the hidden tabs.
    func dragMotion(x: Int, y: Int) {
        guard let dragged, let hit = hit(x: x, y: y), hit.path == dragged.path, hit.part == .marker else { return }
        scrollStrip(from: hit)
    }

    /// The button released: dropped on another item of its bar, the carried item moves there.
    func release(x: Int, y: Int) {
        guard let dragged else { return }
        self.dragged = nil
        guard let hit = hit(x: x, y: y), hit.path == dragged.path, let target = hit.id else { return }
        guard let move = (try? modify(at: dragged.path, { $0.drop(dragged.id, onto: target) })) ?? nil else { return }
        guard let didMove = reading(at: dragged.path, { $0.callbacks.didMove }) ?? nil else { return }
        log.append(CallbackRecord(callback: .didMove, itemID: move.id, move: move))
        callRecording(didMove, name: "didMove", [
            containerValue(at: dragged.path), itemObject(move.id, at: dragged.path),
            .integer(Int64(move.from)), .integer(Int64(move.to)),
        ])
    }

    /// A whole drag from one 0-based cell to another: press, motion, release.
    func drag(from: (x: Int, y: Int), to: (x: Int, y: Int)) {
        click(x: from.x, y: from.y)
        dragMotion(x: to.x, y: to.y)
        release(x: to.x, y: to.y)
    }
}
