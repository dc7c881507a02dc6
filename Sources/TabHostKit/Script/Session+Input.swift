import TabCore

/// What a user does and what the host shows, forwarded to the live generation. Input runs
/// the update of docs/scripting.md, "Callbacks and the activation sequence", with the script's
/// callbacks in between; script errors are recorded (`takeErrors()`), never thrown, and the
/// host keeps running.
extension Session {
    // MARK: - Input

    /// A key press: the script's `keys` bindings first, then the bar with the keyboard focus.
    @discardableResult
    public func press(_ key: Key) -> KeyOutcome {
        if let outcome = inspectorPress(key) { return outcome }
        return host.event { host.press(key) }
    }

    /// Whether pressing `key` would quit, found without running the script or changing
    /// anything (`run` asks while the script is busy, so `q` answers at once).
    public func quits(_ key: Key) -> Bool {
        !inspectorHasKeyboard && host.quits(key)
    }

    /// A user activation of the item `id` (as a click or a tap): the veto, `willSelect`, the
    /// state change and the callbacks after it. `path` names the bar of a container nested in
    /// a page (the ids of the items whose pages hold it); `[]` is the script's own. Throws
    /// when there is no such item (a hidden or disabled one is activated as a user would).
    public func activate(_ id: String, at path: [String] = []) throws(ContainerError) {
        try edit { _ = try host.model(at: path).existing(id) }
        host.event { host.activate(id, at: path) }
    }

    /// A click on the cell at 0-based column `x`, row `y` of the current frame: the script's
    /// `mouse` binding for the button first; else a left click activates the item under it,
    /// or scrolls the strip from an overflow marker.
    public func click(x: Int, y: Int, button: MouseButton = .left) {
        if inspectorClick(x: x, y: y) { return }
        host.event { host.click(x: x, y: y, button: button.name) }
    }

    /// A click on the first cell of the visible item `id` (of its `part` when given), in the
    /// outermost bar showing it unless `path` names the bar; false when it is not on screen.
    @discardableResult
    public func click(tab id: String, part: HitPart? = nil, path: [String]? = nil) -> Bool {
        host.event { host.click(tab: id, part: part, path: path) }
    }

    /// The mouse wheel over the 0-based cell (`x`, `y`): over a bar, the previous or next tab
    /// of that bar, as a user activation; elsewhere nothing.
    public func scroll(_ direction: ScrollDirection, x: Int, y: Int) {
        if inspectorScroll(direction, y: y) { return }
        host.event { host.scroll(direction.step, x: x, y: y) }
    }

    /// The terminal resized: the frames' new size; `onResize(c, width, height)` runs when it
    /// changed. (The size a session opens at is `init`'s, without `onResize`.)
    public func resize(width: Int, height: Int) {
        let size = inspectorResize(width: width, height: height) ?? CellSize(width: width, height: height)
        host.event { host.resize(width: size.width, height: size.height) }
    }

    /// Moves the virtual clock forward, so animations advance (`run` follows the real clock;
    /// tests move it by hand). Negative steps are ignored.
    public func advance(_ milliseconds: Int) {
        host.event { host.advance(milliseconds) }
    }

    /// Ends every animation at once, so the next frame shows the state at rest.
    public func finishAnimations() {
        host.event { host.finishAnimations() }
    }

    // MARK: - What the host shows

    /// The frame at the current size: the bars, the selected tab's page (page functions run
    /// here), the status row. The host decides nothing while drawing; the script code it runs
    /// (page and indicator functions) may edit the model, which shows in the next frame.
    ///
    /// Drawing is an event with its budget: when it runs out, the timeout is among the errors
    /// and the frame is the last good one (blank before the first, or at another size), with
    /// the banner and the errors not yet taken drawn over its bottom rows.
    public func frame() -> Frame {
        framedWithInspector(appFrame())
    }

    /// The script's own frame (the whole frame unless the inspector is open).
    private func appFrame() -> Frame {
        let drawn: Frame? = host.event {
            let frame = host.frame()
            return host.eventBudget?.cutShort == true ? nil : frame
        }
        frameCutShort = drawn == nil
        if let drawn {
            lastFrame = drawn
            return drawn
        }
        let width = max(0, host.width), height = max(0, host.height)
        var shown = lastFrame ?? Frame(screen: Screen(width: width, height: height), hits: HitMap())
        if shown.screen.width != width || shown.screen.height != height {
            shown = Frame(screen: Screen(width: width, height: height), hits: HitMap())
        }
        let banner = host.banner?.entries ?? []
        // The latest error, unless the banner shows it already (the run loop's notice of it).
        let latest = host.errors.last.map { StatusMessage.Entry($0.message, kind: .error) }
            .flatMap { error in banner.contains { $0.text.hasPrefix(error.text) } ? nil : error }
        let entries = banner + (latest.map { [$0] } ?? [])
        return entries.isEmpty ? shown : Renderer.overlay(StatusMessage(entries), on: shown)
    }

    /// The frames' size in cells.
    public var size: CellSize {
        inspector?.terminal ?? CellSize(width: host.width, height: host.height)
    }

    /// The model as it is now: items, style, selection, scroll (read-only; change it through
    /// input and the edits).
    public var container: Container {
        host.container
    }

    /// The id of the selected tab of the script's own bar, if any.
    public var selectedID: String? {
        host.container.selectedID
    }

    /// The path of the bar with the keyboard focus (`[]` unless `down` entered a nested bar).
    public var focusedBar: [String] {
        host.focusedBar
    }

    /// A message shown in the status row above the script's own (a failed reload's error
    /// until the next good reload; `run` shows its notices here); nil for none.
    public var banner: StatusMessage? {
        get { host.banner }
        set { host.banner = newValue }
    }

    /// The virtual clock, in milliseconds since the session opened (see `advance`).
    public var now: Int {
        host.now
    }

    /// The virtual time at which the picture next changes by itself (an animation frame);
    /// nil when nothing moves.
    public var nextAnimationFrame: Int? {
        host.nextAnimationFrame
    }

    /// What the script's container has that loads but is likely not meant (a size in points,
    /// a seed's name for another parameter), placed and in line order like problems.
    public var warnings: [ScriptProblem] {
        host.warnings
    }

    // MARK: - What the script did

    /// The callbacks run since the log was last taken, oldest first; each record's
    /// `description` is its log line (`didSelect b`, `tabSwitched b a`). Reloads carry the
    /// untaken records over.
    public func takeLog() -> [CallbackRecord] {
        noteForInspector()
        defer { host.log.removeAll(); inspector?.logSeen = 0 }
        return host.log
    }

    /// The script errors raised since they were last taken (a callback, a page or indicator
    /// function, a key binding), oldest first.
    public func takeErrors() -> [ScriptRuntimeError] {
        noteForInspector()
        defer { host.errors.removeAll(); inspector?.errorsSeen = 0 }
        return host.errors
    }
}
