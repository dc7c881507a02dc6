import TabCore

/// One entry of the callbacks' log: a callback the host ran and what it was about, whose
/// `description` is its log line (`didSelect b`, `tabSwitched b a`, `onResize 40 6`, as
/// `app.log` lists them in specs).
public struct CallbackRecord: Hashable, Sendable, CustomStringConvertible {
    /// The callback, by its Lua name.
    public var callback: CallbackName
    /// The item it ran for (for `tabSwitched`, the tab switched to); nil for `onReload` and
    /// `onResize`.
    public var itemID: String?
    /// For `tabSwitched`: the tab selected before, nil when there was none.
    public var previousID: String?
    /// For `onResize`: the new size.
    public var size: CellSize?
    /// For `didMove`: the 1-based positions before and after.
    public var move: ItemMove?

    public init(callback: CallbackName, itemID: String? = nil, previousID: String? = nil, size: CellSize? = nil, move: ItemMove? = nil) {
        self.callback = callback
        self.itemID = itemID
        self.previousID = previousID
        self.size = size
        self.move = move
    }

    /// The record of an effect the update asked for.
    init(_ effect: Effect) {
        self.init(callback: effect.name, itemID: effect.itemID, previousID: effect.previousID)
    }

    /// The log line: the callback's name, then the item (and the previous tab, or the size).
    public var description: String {
        var line = callback.rawValue
        if let itemID { line += " \(itemID)" }
        if callback == .tabSwitched { line += " \(previousID ?? "nil")" }
        if let size { line += " \(size.width) \(size.height)" }
        if let move { line += " \(move.from) \(move.to)" }
        return line
    }
}
