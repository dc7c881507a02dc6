#if canImport(Glibc)
import Glibc
#endif
import TabCore
import TabHostKit
import TabHostTesting
import TabTerminal

/// Terminal input in `run`: bytes through `InputParser`, whose keys are `Key` values already,
/// to the session methods that embedders and tests call (`press`, `click`, `scroll`).
extension RunLoop {
    /// Reads what the terminal sent into `pendingEvents`; a quit among them (ctrl+c, or a key
    /// that quits the script) ends the loop at once, whatever came before it.
    func takeInput() {
        switch terminal.read() {
        case .bytes(let bytes):
            for event in parser.feed(bytes) {
                if let quit = quitStatus(for: event) { status = status ?? quit }
                pendingEvents.append(event)
            }
            flushDeadline = parser.flushDelay.map { clock.milliseconds + $0 }
        case .nothing:
            break
        case .closed:
            status = status ?? TerminalSignal.hangup.exitStatus
        }
    }

    /// The exit status `event` asks for without running the script: 130 for ctrl+c (even when
    /// the script binds it, so a script can never trap the user), 0 for a key that quits.
    func quitStatus(for event: InputEvent) -> Int32? {
        guard case .key(let key) = event else { return nil }
        if key == Self.interruptKey { return TabHostCLI.Status.interrupted }
        return session.quits(key) ? TabHostCLI.Status.success : nil
    }

    /// Asked by the session before each call into Lua: takes the signals and input that arrived
    /// while the script ran (without waiting); true once the loop is done, so the session skips
    /// the call. Events that do not quit wait in `pendingEvents`, resizes in `laterSignals`.
    func stopRequested() -> Bool {
        guard status == nil else { return true }
        var descriptors = [
            pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals?.fd ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        guard poll(&descriptors, nfds_t(descriptors.count), 0) > 0 else { return false }
        if descriptors[1].revents != 0 { takeSignals() }
        if descriptors[0].revents != 0, status == nil { takeInput() }
        return status != nil
    }

    /// Handles the events read so far, in order, until one ends the loop.
    func handlePendingEvents() {
        while status == nil, !pendingEvents.isEmpty { handle(pendingEvents.removeFirst()) }
        if status != nil { pendingEvents.removeAll() }
    }

    /// One event. `escape` dismisses the notice (an error or warnings) when one shows, and
    /// does nothing else then; a plain notice (a checkpoint's) goes at the next key. `ctrl+c`
    /// always quits with 130 and `ctrl+z` always suspends, even when the script binds them, so
    /// a script can never trap the user; `q` quits with 0 unless the script binds it. While
    /// recording, `ctrl+k` marks a checkpoint (`Recorder`) instead of reaching the script.
    /// Pastes and focus changes are ignored: bracketed paste is on so that pasted text is not
    /// taken for keys.
    func handle(_ event: InputEvent) {
        stepEvents.append(Self.name(of: event))
        switch event {
        case .key(.escape) where notice != nil:
            notice = nil
        case .key(let key):
            dropPlainNotice()
            if key == Self.interruptKey {
                status = TabHostCLI.Status.interrupted
            } else if key == Self.suspendKey {
                suspend()
            } else if let recorder, key == Recorder.checkpointKey {
                notice = StatusMessage(recorder.checkpoint(session))  // until the next key
            } else if session.press(key) == .quit {
                status = TabHostCLI.Status.success
            } else {
                recorder?.pressed(key, session)
            }
        case .mouse(let mouse):
            handle(mouse)
        case .paste, .focus:
            break
        }
    }

    /// An event as the Frames tab names it: the key, `click 3,1`, `wheel`.
    static func name(of event: InputEvent) -> String {
        switch event {
        case .key(let key): key.name
        case .mouse(let mouse): mouse.kind == .press ? "click \(mouse.x + 1),\(mouse.y + 1)" : "mouse"
        case .paste: "paste"
        case .focus: "focus"
        }
    }

    /// The keys the host keeps for itself: ctrl+c quits with 130, ctrl+z suspends.
    static let interruptKey = Key("c", .ctrl), suspendKey = Key("z", .ctrl)

    /// A notice that is neither an error nor a warning (a checkpoint's) lasts until the next
    /// key or click.
    private func dropPlainNotice() {
        if notice?.entries.allSatisfy({ $0.kind == .notice }) == true { notice = nil }
    }

    /// A click (left, middle or right, with its modifiers: the script's `mouse` bindings see
    /// them) goes to the host, where a left one activates what is under it; the wheel moves
    /// between tabs over the bar; motion with the left button held and its release drag an
    /// item of a reorderable bar. Other buttons' motion does nothing.
    private func handle(_ mouse: MouseEvent) {
        switch (mouse.kind, mouse.button) {
        case (.press, .left), (.press, .middle), (.press, .right):
            dropPlainNotice()
            guard let button = MouseButton(name: mouse.modifiers.prefix + "\(mouse.button)") else { break }
            session.click(x: mouse.x, y: mouse.y, button: button)
            recorder?.clicked(x: mouse.x, y: mouse.y, button: button.name, on: shownHits, session)
        case (.motion, .left):
            recorder?.moving(x: mouse.x, y: mouse.y, session)
            session.dragMotion(x: mouse.x, y: mouse.y)
        case (.release, _):
            // The drop lands on what the session has there now, which a frame may not show yet
            // (motions over a marker scrolled the strip), so the recorder reads the same.
            let dropHits = recorder != nil && session.isCarrying ? session.hits : nil
            session.release(x: mouse.x, y: mouse.y)
            if let dropHits { recorder?.released(x: mouse.x, y: mouse.y, on: dropHits, session) }
        case (.wheelUp, _):
            session.scroll(.up, x: mouse.x, y: mouse.y)
            recorder?.scrolled(.up, x: mouse.x, y: mouse.y, session)
        case (.wheelDown, _):
            session.scroll(.down, x: mouse.x, y: mouse.y)
            recorder?.scrolled(.down, x: mouse.x, y: mouse.y, session)
        default:
            break
        }
    }
}
