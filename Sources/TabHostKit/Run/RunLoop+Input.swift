import TabTerminal

/// Terminal input in `run`: bytes through `InputParser`, events to the host methods that
/// tests call (`press`, `click`, `scroll`).
extension RunLoop {
    /// Reads what the terminal sent and handles the events it completes.
    func readInput() {
        switch terminal.read() {
        case .bytes(let bytes):
            handle(parser.feed(bytes))
            escapeDeadline = parser.needsFlush ? clock.milliseconds + Self.escapeDelay : nil
        case .nothing:
            break
        case .closed:
            status = status ?? TerminalSignal.hangup.exitStatus
        }
    }

    func handle(_ events: [InputEvent]) {
        for event in events where status == nil { handle(event) }
    }

    /// One event. `escape` dismisses the notice (an error or warnings) when one shows, and
    /// does nothing else then. `ctrl+c` always quits with 130 and `ctrl+z` always suspends,
    /// even when the script binds them, so a script can never trap the user; `q` quits with 0
    /// unless the script binds it. Pastes and focus changes are ignored: bracketed paste is
    /// on so that pasted text is not taken for keys.
    func handle(_ event: InputEvent) {
        switch event {
        case .key("escape") where notice != nil:
            notice = nil
        case .key(let key):
            if key == "ctrl+c" {
                status = TabHostCLI.Status.interrupted
            } else if key == "ctrl+z", let suspend = settings.suspend {
                suspend()
                resized()  // the shell drew over the screen, and the size may have changed
            } else if host.press(key) {
                status = TabHostCLI.Status.success
            }
        case .mouse(let mouse):
            handle(mouse)
        case .paste, .focus:
            break
        }
    }

    /// A click (left, middle or right, with its modifiers: the script's `mouse` bindings see
    /// them) goes to the host, where a left one activates what is under it; the wheel moves
    /// between tabs over the bar. Releases, drags and other buttons do nothing.
    private func handle(_ mouse: MouseEvent) {
        switch (mouse.kind, mouse.button) {
        case (.press, .left), (.press, .middle), (.press, .right):
            host.click(x: mouse.x, y: mouse.y, button: mouse.modifiers.prefix + "\(mouse.button)")
        case (.wheelUp, _):
            host.scroll(-1, x: mouse.x, y: mouse.y)
        case (.wheelDown, _):
            host.scroll(1, x: mouse.x, y: mouse.y)
        default:
            break
        }
    }
}
