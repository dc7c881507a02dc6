/// A reference to a script function (a callback, a page function, a button action).
///
/// TabCore never calls it; it hands it back to the runtime inside an `Effect` or asks the
/// runtime to evaluate it. The runtime maps `id` to the Lua function.
public struct ScriptFunction: Hashable, Sendable {
    public let id: Int32
    public init(id: Int32) { self.id = id }
}

/// RKTabView's item kinds: radio tab, independent toggle, plain button.
public enum ItemKind: String, Sendable, CaseIterable {
    case tab, toggle, button
}

/// A run of text with one style: the unit of page content and custom indicators.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One row of page content.
public typealias Row = [Span]

/// What a tab shows while it is selected.
public indirect enum Page: Sendable {
    /// Nothing: an empty page area.
    case none
    /// Literal rows (a string split on newlines, or an array of rows of spans).
    case rows([Row])
    /// A page function `function(ctx)`; the runtime evaluates it before rendering.
    case function(ScriptFunction)
    /// A nested tab container with its own bar and callbacks.
    case container(Container)
}

/// Title alignment inside a tab (`textAlignment`, `tabAlignment`).
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right
}

/// Per-item style overrides (BTab's per-item fonts and colors, RK's item colors).
public struct ItemStyle: Sendable, Equatable {
    public var titleFont: Attributes?
    public var highlightFont: Attributes?
    public var titleTextColor: Color?
    public var highlightTextColor: Color?
    public var backgroundColor: Color?
    public var enabledBackgroundColor: Color?
    public var textAlignment: TextAlignment?
    public var titleFontColor: Color?
    public var titleFontColorEnabled: Color?
    public init() {}
}

/// One item of a bar: a tab, a toggle or a button, with its page and looks.
public struct Item: Sendable {
    public var id: String
    public var title: String
    public var kind: ItemKind = .tab
    public var page: Page = .none
    public var image: String?
    public var selectedImage: String?
    /// nil hides the badge; "" shows a dot.
    public var badgeValue: String?
    public var badgeColor: Color?
    public var badgeTextColor: Color?
    /// A toggle's state (RKTabView `tabState`).
    public var isOn = false
    public var isDisabled = false
    /// Why the item is disabled, shown in the status row when the user tries it.
    public var disabledReason: String?
    public var isHidden = false
    /// A button's action.
    public var action: ScriptFunction?
    public var style = ItemStyle()

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// Not hidden and not disabled: keys, clicks and taps may activate it.
    public var isSelectable: Bool { !isHidden && !isDisabled }
}
