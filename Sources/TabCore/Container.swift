/// The script functions a container may define (docs/scripting.md, "Container fields").
public struct Callbacks: Sendable, Equatable {
    public var didSelect: ScriptFunction?
    public var tabSwitched: ScriptFunction?
    public var shouldSelect: ScriptFunction?
    public var willSelect: ScriptFunction?
    public var tabBecameEnabled: ScriptFunction?
    public var tabBecameDisabled: ScriptFunction?
    public var onReload: ScriptFunction?
    public var onResize: ScriptFunction?
    public var onOpen: ScriptFunction?
    public var didMove: ScriptFunction?
    public var shouldClose: ScriptFunction?
    public var didClose: ScriptFunction?
    public init() {}
}

/// The initial selection when `selected` is absent.
public enum Autoselect: String, Sendable, CaseIterable {
    case first, none
}

/// One tab container: its items, style, callbacks and the state the user changes.
///
/// This value is the whole model; `update` changes it and `render` draws it.
public struct Container: Sendable {
    public var items: [Item] = [] { didSet { measurements = nil } }
    public var style = BarStyle() { didSet { measurements = nil } }
    public var callbacks = Callbacks()
    public var autoselect = Autoselect.first
    /// Extra key bindings, in declaration order: the key and its function.
    public var keys: [(key: Key, function: ScriptFunction)] = []
    /// Mouse bindings: a button name (`MouseName`) and its function.
    public var mouse: [(button: String, function: ScriptFunction)] = []
    /// The id of the selected `tab` item, if any. A new selection takes the keyboard focus
    /// back out of a nested bar.
    public var selectedID: String? {
        didSet { if selectedID != oldValue { focusInside = false } }
    }
    /// The id of the item with the keyboard focus apart from the selection (a toggle or a
    /// button, or a tab with `activation = "manual"`), if any; never hidden or disabled.
    public var focusID: String?
    /// The first visible cell of the scrolled strip.
    public var scrollOffset = 0
    /// A message for the status row (a disabled item's reason), cleared by the next activation.
    public var status: String?
    /// True when the keyboard focus is inside the selected tab's nested container (`down`
    /// moved it there); see `routeKey`.
    public var focusInside = false
    /// The items' measured widths, kept until `items` or `style` change (`measure()`).
    var measurements: Measurements?
    /// Animations in progress (indicator slide, ink flash) and the time they are drawn at.
    public var motion = Motion()

    public init() {}

    /// The index of the item with `id` (a dictionary lookup once measured, unless a few
    /// comparisons are cheaper).
    public func index(of id: String) -> Int? {
        if items.count > 16, let positions = measurements?.positions { return positions.position(of: id, in: items) }
        return items.firstIndex { $0.id == id }
    }

    /// Measures every item once, so the following frames lay out without measuring titles
    /// again until `items` or `style` change. Layout works without it, only slower.
    public mutating func measure() {
        if measurements == nil { measurements = Measurements(self) }
    }

    /// The selected item, if any.
    public var selectedItem: Item? {
        selectedID.flatMap(index(of:)).map { items[$0] }
    }

    /// Applies the initial selection: the `selected` id if given, else the first selectable
    /// tab (or none with `autoselect = "none"`).
    public mutating func selectInitially(_ requested: String?) {
        if let requested, let i = index(of: requested), items[i].kind == .tab {
            selectedID = requested
        } else if autoselect == .first {
            selectedID = items.first { $0.kind == .tab && $0.isSelectable }?.id
        } else {
            selectedID = nil
        }
    }
}
