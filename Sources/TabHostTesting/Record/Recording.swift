import TabHostKit
import TabCore

/// What the person did during `tabhost run --record`, in the test API's terms (docs/testing.md,
/// "Recording a test").
enum RecordedAction: Equatable {
    /// A key, written in the test by its canonical name (`right`, `ctrl+r`, `x`).
    case press(Key)
    /// A click of `button` (a `MouseName`: `left`, `middle`, `ctrl+left`, ...).
    case click(ClickTarget, button: String = "left")
    /// A left press on one place, released on another (drag to reorder); `through` are the
    /// cells on the way where the pointer scrolled the strip (over an overflow marker).
    case drag(from: ClickTarget, through: [SpecCell], to: ClickTarget)
    /// The wheel: -1 up, +1 down, at a 1-based cell.
    case scroll(direction: Int, x: Int, y: Int)
    case resize(width: Int, height: Int)
    /// Time that passed while an animation ran, in milliseconds.
    case advance(Int)
    /// The checkpoint key: assert the screen here.
    case checkpoint
}

/// Where a click landed: on an item (written `app:click{ tab = id }`), or on no item (a
/// marker, a page, an empty cell: written `app:click(x, y)`).
enum ClickTarget: Equatable {
    /// `part` is nil for a title; `path` names the bar only when `{ tab = id }` alone would
    /// land in another one (the id is shown in an outer bar too).
    case item(id: String, part: HitPart?, path: [String]?)
    /// A 1-based cell, as `app:click(x, y)` takes it.
    case cell(x: Int, y: Int)
}

/// A 1-based cell, as the test API takes it.
struct SpecCell: Equatable {
    var x: Int
    var y: Int
}

/// One action and what the person saw after it.
struct RecordedStep: Equatable {
    var action: RecordedAction
    /// The screen drawn after it (rows as `ScreenExpectation.rows(of:)` gives them); nil when
    /// none was drawn before the next step, or it had a banner row a spec never shows.
    var screen: [String]?
    /// How many callbacks the live log held after it (nil: not known, not compared).
    var logCount: Int?
}

/// A recorded session: a value, with no Lua or terminal in it. The run loop feeds it through
/// `Recorder`; `RecordingReplay` replays it headlessly; `RecordedSpec` writes it as a test.
package struct Recording: Equatable {
    /// The size the session started at (its first frame's).
    var size = CellSize(width: 80, height: 24)
    /// The first screen the person saw, when it had no banner.
    var start: [String]?
    var steps: [RecordedStep] = []
    /// How many hot reloads swapped a new script in.
    var reloads = 0
    /// The live callback log at the end.
    var log: [String] = []
    /// The script binds the checkpoint key itself (its binding did not run while recording).
    var checkpointKeyBound = false

    /// Whether there is anything to write: time passing alone is not a test.
    var isEmpty: Bool {
        !steps.contains { if case .advance = $0.action { false } else { true } }
    }

    /// The number of checkpoints marked.
    var checkpoints: Int {
        steps.filter { $0.action == .checkpoint }.count
    }
}

/// One line of the written test: consecutive keys merged into one `press`, consecutive
/// advances summed, a checkpoint as the screen it asserts.
enum SpecStep: Equatable {
    case press([String])
    case click(ClickTarget, button: String = "left")
    case drag(from: ClickTarget, through: [SpecCell], to: ClickTarget)
    case scroll(direction: Int, x: Int, y: Int)
    case resize(width: Int, height: Int)
    case advance(Int)
    case expectScreen([String])
}

extension Recording {
    /// The steps as the test's lines, each with the index of the last recorded step it covers;
    /// `screens` are the checkpoints' screens in order (from the replay).
    func specSteps(checkpointScreens screens: [[String]]) -> [(step: SpecStep, last: Int)] {
        var lines: [(step: SpecStep, last: Int)] = []
        var checkpoint = 0
        for (index, recorded) in steps.enumerated() {
            let step: SpecStep
            switch recorded.action {
            case .press(let key):
                if case .press(let keys)? = lines.last?.step {
                    lines[lines.count - 1] = (.press(keys + [key.name]), index)
                    continue
                }
                step = .press([key.name])
            case .advance(let milliseconds):
                if case .advance(let sum)? = lines.last?.step {
                    lines[lines.count - 1] = (.advance(sum + milliseconds), index)
                    continue
                }
                step = .advance(milliseconds)
            case .checkpoint:
                step = .expectScreen(checkpoint < screens.count ? screens[checkpoint] : [])
                checkpoint += 1
            case .click(let target, let button): step = .click(target, button: button)
            case .drag(let from, let through, let to): step = .drag(from: from, through: through, to: to)
            case .scroll(let direction, let x, let y): step = .scroll(direction: direction, x: x, y: y)
            case .resize(let width, let height): step = .resize(width: width, height: height)
            }
            lines.append((step, index))
        }
        return lines
    }
}
