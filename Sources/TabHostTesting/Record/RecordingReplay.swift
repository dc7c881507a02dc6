import TabHostKit
import TabCore

/// A recording replayed headlessly, the way the written test will replay it: the script
/// opened afresh at the recorded size, each step through the same host calls as `app`'s
/// methods, frames drawn only where the test draws them (a click, a checkpoint, the end).
/// What it shows is what the test asserts; where it differs from what the person saw,
/// `difference` says at which step first. Drawing changes nothing, so the replay may draw
/// wherever it compares.
struct RecordingReplay {
    /// The screens at the checkpoints, in order.
    var checkpoints: [[String]] = []
    /// The screen at the end.
    var screen: [String] = []
    /// Every callback the replay ran.
    var log: [String] = []
    /// The first step whose screen or log differed from the live session's.
    var difference: RecordingDifference?

    /// Replays `recording` on `session`, a fresh session of the script opened at the recorded
    /// size (as `RecordingSave` opens it), so its `onOpen` saw what the live one did.
    init(_ recording: Recording, session: Session) {
        if let start = recording.start, let found = Self.compare(start, 0, session, recording.log) {
            difference = RecordingDifference(step: nil, what: found)
        }
        for (index, step) in recording.steps.enumerated() {
            let failure = Self.perform(step.action, session)
            if step.action == .checkpoint { checkpoints.append(ScreenExpectation.rows(of: session.frame().screen)) }
            guard difference == nil else { continue }
            let found = failure ?? Self.compare(step.screen, step.logCount, session, recording.log)
            if let found { difference = RecordingDifference(step: index, what: found) }
        }
        screen = ScreenExpectation.rows(of: session.frame().screen)
        log = session.log.map(\.description)
    }

    /// Does one step as `app` would; returns why it could not (an item no longer shown).
    private static func perform(_ action: RecordedAction, _ session: Session) -> String? {
        switch action {
        case .press(let key): session.press(key)
        case .click(.item(let id, let part, let path), let button):
            do {
                let region = try AppObject.region(id: id, part: part, path: path, in: session.hits, for: "app:click")
                session.click(x: region.x, y: region.y, button: MouseButton(name: button) ?? .left)
            } catch {
                return error.description
            }
        case .click(.cell(let x, let y), let button): session.click(x: x - 1, y: y - 1, button: MouseButton(name: button) ?? .left)
        case .drag(let from, let through, let to):
            do {
                try AppObject.drag(from: from, through: through, to: to, session)
            } catch {
                return "\(error)"
            }
        case .scroll(let direction, let x, let y): session.scroll(direction < 0 ? .up : .down, x: x - 1, y: y - 1)
        case .resize(let width, let height): session.resize(width: width, height: height)
        case .advance(let milliseconds): session.advance(milliseconds)
        case .checkpoint: break
        }
        return nil
    }

    /// How the replay differs from the live screen and log, or nil.
    private static func compare(_ seen: [String]?, _ logCount: Int?, _ session: Session, _ liveLog: [String]) -> String? {
        let replayLog = session.log.map(\.description)
        if let logCount, logCount <= liveLog.count, case let live = Array(liveLog.prefix(logCount)), live != replayLog {
            let first = (0..<max(live.count, replayLog.count)).first { row(live, $0) != row(replayLog, $0) } ?? 0
            let (saw, ran) = (row(live, first).map(LuaLiterals.string) ?? "nothing", row(replayLog, first).map(LuaLiterals.string) ?? "nothing")
            return "callback \(first + 1) was \(saw), the replay ran \(ran)"
        }
        guard let seen else { return nil }
        let replayed = ScreenExpectation.rows(of: session.frame().screen)
        let count = max(seen.count, replayed.count)
        guard let index = (0..<count).first(where: { row(seen, $0) != row(replayed, $0) }) else { return nil }
        return "row \(index + 1) was \(LuaLiterals.string(row(seen, index) ?? "")), "
            + "the replay shows \(LuaLiterals.string(row(replayed, index) ?? ""))"
    }

    private static func row(_ rows: [String], _ index: Int) -> String? {
        rows.indices.contains(index) ? rows[index] : nil
    }
}

/// Where the replay first parted from the live session.
struct RecordingDifference: Equatable {
    /// The index of the recorded step, or nil for the first screen.
    var step: Int?
    /// What differed: `row 3 was "...", the replay shows "..."`.
    var what: String
}
