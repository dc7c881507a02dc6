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

    /// One event. A key or a click clears the error banner first (the next error sets it
    /// again). `ctrl+c` always quits with 130 and `ctrl+z` always suspends, even when the
    /// script binds them, so a script can never trap the user; `q` quits with 0 unless the
    /// script binds it. While recording, `ctrl+k` marks a checkpoint (`Recorder`) instead of
    /// reaching the script. Pastes and focus changes are ignored: bracketed paste is on so that
    /// pasted text is not taken for keys.
    func handle(_ event: InputEvent) {
        switch event {
        case .key(let key):
            errorBanner = nil
            if key == "ctrl+c" {
                status = TabHostCLI.Status.interrupted
            } else if key == "ctrl+z", let suspend = settings.suspend {
                suspend()
                resized()  // the shell drew over the screen, and the size may have changed
            } else if let recorder, key == Recorder.checkpointKey {
                errorBanner = recorder.checkpoint(host)  // the notice stays until the next input
            } else if host.press(key) {
                status = TabHostCLI.Status.success
            } else {
                recorder?.pressed(key, host)
            }
        case .mouse(let mouse):
            handle(mouse)
        case .paste, .focus:
            break
        }
    }

    /// A left click activates what is under it; the wheel moves between tabs over the bar.
    /// Releases, drags and other buttons do nothing.
    private func handle(_ mouse: MouseEvent) {
        switch (mouse.kind, mouse.button) {
        case (.press, .left):
            errorBanner = nil
            host.click(x: mouse.x, y: mouse.y)
            recorder?.clicked(x: mouse.x, y: mouse.y, host)
        case (.wheelUp, _):
            host.scroll(-1, x: mouse.x, y: mouse.y)
            recorder?.scrolled(-1, x: mouse.x, y: mouse.y, host)
        case (.wheelDown, _):
            host.scroll(1, x: mouse.x, y: mouse.y)
            recorder?.scrolled(1, x: mouse.x, y: mouse.y, host)
        default:
            break
        }
    }
}
