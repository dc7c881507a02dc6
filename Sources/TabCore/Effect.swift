/// The script callbacks the host runs, by their Lua names.
public enum CallbackName: String, Sendable, CaseIterable {
    case didSelect, tabSwitched, shouldSelect, willSelect, tabBecameEnabled, tabBecameDisabled
    case onReload, onResize, onOpen
    /// `didMove(c, item, from, to)` after a drag moved an item.
    case didMove
    case shouldClose, didClose
    /// A button's `action(c, item)`.
    case action
}

/// A script call that `update` asks the runtime to make.
///
/// `update` never runs Lua; it returns these in the order the seeds call them, and the
/// runtime runs them (recording each in `app.log`).
public struct Effect: Hashable, Sendable {
    public var name: CallbackName
    public var function: ScriptFunction
    /// The item the callback is about.
    public var itemID: String
    /// The item's 1-based position in the container.
    public var index: Int
    /// For `tabSwitched`: the previously selected tab.
    public var previousID: String?

    public init(name: CallbackName, function: ScriptFunction, itemID: String, index: Int, previousID: String? = nil) {
        self.name = name
        self.function = function
        self.itemID = itemID
        self.index = index
        self.previousID = previousID
    }

    /// The `app.log` form: `"didSelect 2"`, `"tabSwitched 2 1"`.
    public var logEntry: String {
        var entry = "\(name.rawValue) \(itemID)"
        if name == .tabSwitched { entry += " \(previousID ?? "nil")" }
        return entry
    }
}
