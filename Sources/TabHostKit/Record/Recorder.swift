import TabCore

/// Takes down a `tabhost run --record` session as a `Recording`: the run loop tells it each
/// input it handled (after handling it, so the log count is the step's), each hot reload and
/// each frame it drew; the recorder only reads the host.
///
/// `ctrl+k` (`checkpointKey`) marks a checkpoint: the test asserts the screen there. While
/// recording, the key is the recorder's and never reaches the script, as ctrl+c is the host's.
final class Recorder {
    /// The checkpoint key: rarely bound by scripts, and typed the same in every terminal.
    static let checkpointKey = "ctrl+k"

    private(set) var recording = Recording()
    /// The size of the last frame taken down, so a resize is recorded only when it changed it.
    private var size: CellSize?
    /// Whether the last step (or the start, before any) has its screen already.
    private var seen = false

    /// A key the script (or its bar) got.
    func pressed(_ key: String, _ host: ScriptHost) {
        add(.press(KeyName.normalize(key) ?? key), host)
    }

    /// A left click at a 1-based cell, after the host handled it: on an item it is written by
    /// the item's id (and part, and bar when needed), so a test survives a layout change.
    func clicked(x: Int, y: Int, _ host: ScriptHost) {
        let hits = host.lastHits ?? HitMap()
        add(.click(Self.target(x: x, y: y, in: hits)), host)
    }

    /// The wheel: -1 up, +1 down.
    func scrolled(_ direction: Int, x: Int, y: Int, _ host: ScriptHost) {
        add(.scroll(direction: direction, x: x, y: y), host)
    }

    /// The terminal's size may have changed: a resize step when the host's did.
    func resized(_ host: ScriptHost) {
        let now = CellSize(width: host.width, height: host.height)
        guard size != nil, now != size else { return }
        size = now
        add(.resize(width: now.width, height: now.height), host)
    }

    /// The run loop is about to move the host's clock: recorded only while an animation runs,
    /// and only up to its end (other time changes nothing on screen, so a slide waited out is
    /// `app:advance(300)`, however long the person looked at it, or the process was suspended).
    func advancing(_ milliseconds: Int, _ host: ScriptHost) {
        let motion = host.container.motion
        let end = [motion.slide?.transition.end, motion.flash?.transition.end].compactMap { $0 }.max()
        guard let end, end > motion.time, milliseconds > 0 else { return }
        add(.advance(min(milliseconds, end - motion.time)), host)
    }

    /// The checkpoint key; returns the notice to show until the next input.
    func checkpoint(_ host: ScriptHost) -> String {
        add(.checkpoint, host)
        let bound = host.binding(for: Self.checkpointKey) != nil
        recording.checkpointKeyBound = recording.checkpointKeyBound || bound
        let shadowed = bound ? " (the script's \(Self.checkpointKey) did not run)" : ""
        return "checkpoint \(recording.checkpoints) recorded\(shadowed)"
    }

    /// A reload swapped a new script in: what follows may not replay as it ran.
    func reloaded() {
        recording.reloads += 1
        seen = true
    }

    /// A frame the loop drew: the screen the person saw after the last step. Frames with a
    /// banner row (an error, a notice) are not compared: a spec never shows one.
    func drew(_ screen: Screen, banner: Bool) {
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

    /// The live log at the end (hot reloads carry it across).
    func finish(_ host: ScriptHost) -> Recording {
        recording.log = host.log
        return recording
    }

    private func add(_ action: RecordedAction, _ host: ScriptHost) {
        recording.steps.append(RecordedStep(action: action, screen: nil, logCount: host.log.count))
        seen = false
    }

    /// How a click at a 1-based cell is written: by the item under it, naming its part when it
    /// is not the title and its bar when `app:click{ tab = id }` would pick another bar.
    static func target(x: Int, y: Int, in hits: HitMap) -> ClickTarget {
        guard let hit = hits.hit(x: x - 1, y: y - 1), let id = hit.id else { return .cell(x: x, y: y) }
        let part = hit.part == .title ? nil : hit.part
        let chosen = try? AppObject.region(id: id, part: part, path: nil, in: hits)
        return .item(id: id, part: part, path: chosen?.hit.path == hit.path ? nil : hit.path)
    }
}
