import LuaBridge
import TabCore

/// What a test or a tool reads of a session besides its frames: where things are, what the
/// script set and required, what it did so far, all without taking or changing anything.
/// The spec runner's `app` and the recorder read sessions through these, as an embedder can.
extension Session {
    /// The hit map of the current frame, found without running the selected page's function
    /// (the bars' indicator template functions do run: they decide where items are).
    public var hits: HitMap {
        host.event { host.hits() }
    }

    /// What is under the 0-based cell (`x`, `y`) of the current frame: an item's part or an
    /// overflow marker; nil for nothing.
    public func hit(x: Int, y: Int) -> Hit? {
        hits.hit(x: x, y: y)
    }

    /// The callbacks run and not yet taken (`takeLog()`), oldest first.
    public var log: [CallbackRecord] {
        host.log
    }

    /// The script errors raised and not yet taken (`takeErrors()`), oldest first.
    public var errors: [ScriptRuntimeError] {
        host.errors
    }

    /// The script's own status line (`c.status`), nil when it set none.
    public var status: String? {
        host.scriptStatus
    }

    /// The style parameters as the script wrote them (and its edits since), by name: the
    /// values before decoding, so a test reads back what it wrote.
    public var writtenStyle: [String: LuaValue] {
        host.styleValues
    }

    /// The module files the running script required (at load, or later from a function).
    public var requiredFiles: [String] {
        host.requiredFiles
    }

    /// Whether the script's `keys` table binds `key` (in its own bar or a nested one's), so
    /// that a press of it runs the script's function.
    public func binds(_ key: Key) -> Bool {
        host.binding(for: key) != nil
    }

    /// The script's `state`, copied into `target` state to state (shared tables and cycles
    /// keep their shape; what cannot cross, functions and live-container proxies, is left
    /// out). Not embedding API (the Lua states are the host's): `app.state` of a spec.
    package func copyState(into target: LuaVM) -> LuaValue {
        host.vm.transfer(host.state, to: target, root: "state").value
    }
}
