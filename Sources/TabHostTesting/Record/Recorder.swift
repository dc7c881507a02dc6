import TabHostKit
import TabCore

/// Takes down a `tabhost run --record` session as a `Recording`: the run loop tells it each
/// input it handled (after handling it, so the log count is the step's), each hot reload and
/// each frame it drew. The recorder only reads the session, except that it takes the
/// callbacks' log (`Session.takeLog`), which the loop hands it too when it draws.
///
/// `ctrl+k` (`checkpointKey`) marks a checkpoint: the test asserts the screen there. While
/// recording, the key is the recorder's and never reaches the script, as ctrl+c is the host's.
package final class Recorder {
    /// The checkpoint key: rarely bound by scripts, and typed the same in every terminal.
    package static let checkpointKey = Key("k", .ctrl)

    package private(set) var recording = Recording()
    /// The size of the last frame taken down, so a resize is recorded only when it changed it.
    private var size: CellSize?
    /// Whether the last step (or the start, before any) has its screen already.
    private var seen = false
    /// Every callback the live session ran, taken from it as the session went.
    private var log: [String] = []
    /// Where the last left click pressed, what was under each cell then, and the cells a drag
    /// from there passed where it scrolled the strip (for `released`).
    private var pressed: (x: Int, y: Int, hits: HitMap, through: [SpecCell])?

    package init() {}

    /// A key the script (or its bar) got.
    package func pressed(_ key: Key, _ session: Session) {
        add(.press(key), session)
    }

    /// A click of `button` (a `MouseName`) at a 0-based cell, after the session handled it:
    /// on an item of `hits` (what the person clicked on) it is written by the item's id (and
    /// part, and bar when needed), so a test survives a layout change; elsewhere by the cell,
    /// 1-based for Lua. Every button is taken down: a `mouse` binding may change the app.
    package func clicked(x: Int, y: Int, button: String = "left", on hits: HitMap, _ session: Session) {
        add(.click(Self.target(x: x, y: y, in: hits), button: button), session)
        pressed = button == "left" ? (x, y, hits, []) : nil
    }

    /// The pointer is about to move to a 0-based cell with the left button held: over an
    /// overflow marker, with an item carried, the motion scrolls the strip, so the drag is
    /// taken down as passing through that cell (each such motion scrolls once).
    package func moving(x: Int, y: Int, _ session: Session) {
        guard pressed != nil, session.isCarrying, session.hit(x: x, y: y)?.part == .marker else { return }
        pressed?.through.append(SpecCell(x: x + 1, y: y + 1))
    }

    /// The left button released at a 0-based cell while the session carried an item picked up
    /// by the last click (elsewhere, or where it was pressed once the strip scrolled under it):
    /// that click becomes a drag, by the items' ids when it went from one item to another, else
    /// by both cells. `hits` are the session's as the release came (the
    /// strip may have scrolled under the pointer since the last frame was drawn).
    package func released(x: Int, y: Int, on hits: HitMap, _ session: Session) {
        defer { pressed = nil }
        guard let pressed, (pressed.x, pressed.y) != (x, y) || !pressed.through.isEmpty, let last = recording.steps.indices.last,
              case .click(_, "left") = recording.steps[last].action else { return }
        let from = Self.target(x: pressed.x, y: pressed.y, in: pressed.hits), to = Self.target(x: x, y: y, in: hits)
        let drag: RecordedAction = if case .item(let a, _, _) = from, case .item(let b, _, _) = to {
            .drag(from: .item(id: a, part: nil, path: nil), through: pressed.through, to: .item(id: b, part: nil, path: nil))
        } else {
            .drag(from: .cell(x: pressed.x + 1, y: pressed.y + 1), through: pressed.through, to: .cell(x: x + 1, y: y + 1))
        }
        recording.steps.removeLast()
        add(drag, session)
    }

    /// The wheel at a 0-based cell.
    package func scrolled(_ direction: ScrollDirection, x: Int, y: Int, _ session: Session) {
        add(.scroll(direction: direction == .up ? -1 : 1, x: x + 1, y: y + 1), session)
    }

    /// The terminal's size may have changed: a resize step when the session's did.
    package func resized(_ session: Session) {
        let now = session.size
        guard size != nil, now != size else { return }
        size = now
        add(.resize(width: now.width, height: now.height), session)
    }

    /// The run loop is about to move the session's clock: recorded only while an animation
    /// runs, and only up to its end (other time changes nothing on screen, so a slide waited
    /// out is `app:advance(300)`, however long the person looked at it, or the process was
    /// suspended).
    package func advancing(_ milliseconds: Int, _ session: Session) {
        let motion = session.container.motion
        let end = [motion.slide?.transition.end, motion.flash?.transition.end].compactMap { $0 }.max()
        guard let end, end > motion.time, milliseconds > 0 else { return }
        add(.advance(min(milliseconds, end - motion.time)), session)
    }

    /// The checkpoint key; returns the notice to show until the next input.
    package func checkpoint(_ session: Session) -> String {
        add(.checkpoint, session)
        let bound = session.binds(Self.checkpointKey)
        recording.checkpointKeyBound = recording.checkpointKeyBound || bound
        let shadowed = bound ? " (the script's \(Self.checkpointKey.name) did not run)" : ""
        return "checkpoint \(recording.checkpoints) recorded\(shadowed)"
    }

    /// A reload swapped a new script in: what follows may not replay as it ran.
    package func reloaded() {
        recording.reloads += 1
        seen = true
    }

    /// A frame the loop drew: the screen the person saw after the last step. Frames with a
    /// banner row (an error, a notice) are not compared: a spec never shows one.
    package func drew(_ screen: Screen, banner: Bool) {
        if size == nil {
            recording.size = CellSize(width: screen.width, height: screen.height)
            size = recording.size
        }
        guard !seen else { return }
        seen = true
        let rows = banner ? nil : ScreenExpectation.rows(of: screen)
        if recording.steps.isEmpty {
            recording.start = rows
        } else {
            recording.steps[recording.steps.count - 1].screen = rows
        }
    }

    /// Callbacks the session ran, taken from it by the run loop.
    package func logged(_ records: [CallbackRecord]) {
        log += records.map(\.description)
    }

    /// The live log at the end (hot reloads carry it across).
    package func finish(_ session: Session) -> Recording {
        logged(session.takeLog())
        recording.log = log
        return recording
    }

    private func add(_ action: RecordedAction, _ session: Session) {
        logged(session.takeLog())
        recording.steps.append(RecordedStep(action: action, screen: nil, logCount: log.count))
        seen = false
    }

    /// How a click at a 0-based cell is written: by the item under it, naming its part when it
    /// is not the title and its bar when `app:click{ tab = id }` would pick another bar; else
    /// by the cell, 1-based as `app:click(x, y)` takes it.
    static func target(x: Int, y: Int, in hits: HitMap) -> ClickTarget {
        guard let hit = hits.hit(x: x, y: y), let id = hit.id else { return .cell(x: x + 1, y: y + 1) }
        let part = hit.part == .title ? nil : hit.part
        let chosen = try? AppObject.region(id: id, part: part, path: nil, in: hits, for: "app:click")
        return .item(id: id, part: part, path: chosen?.hit.path == hit.path ? nil : hit.path)
    }
}
