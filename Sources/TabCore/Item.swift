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
public enum Page: Sendable {
    /// Nothing: an empty page area.
    case none
    /// One row of plain text: a string page without line breaks, the usual page of a long
    /// list, kept in the item itself (no rows allocated for it).
    case line(String)
    /// Literal rows (a string split on newlines, or an array of rows of spans).
    case rows([Row])
    /// A page function `function(ctx)`; the runtime evaluates it before rendering.
    case function(ScriptFunction)
    /// A nested tab container with its own bar and callbacks.
    indirect case container(Container)

    /// The rows of a literal page (`.line` is one row of one plain span); nil for a function
    /// or a container, and for no page.
    public var literalRows: [Row]? {
        switch self {
        case .line(let text): [[Span(text)]]
        case .rows(let rows): rows
        case .none, .function, .container: nil
        }
    }
}

/// Title alignment inside a tab (`textAlignment`, `tabAlignment`).
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right
}

/// The edge a pinned item keeps its place at (`pinned`).
public enum PinnedEdge: String, Sendable, CaseIterable {
    case start, end
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
///
/// Compact, since a script may list a million: what every item has is stored inline (short
/// ids and titles are inline in their `String`s too), the fields most items leave at their
/// defaults live in one shared box, absent while they all are.
public struct Item: Sendable {
    public var id: String
    public var title: String
    public var page: Page = .none
    public var kind: ItemKind = .tab
    /// A toggle's state (RKTabView `tabState`).
    public var isOn = false
    public var isDisabled = false
    public var isHidden = false
    private var details: DetailsBox?

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// A tab with no image and no badge: its content is its title alone (most tabs of a long
    /// list), whatever the bar's `itemAppearance`.
    var showsOnlyTitle: Bool { kind == .tab && details == nil }

    /// A tab that shows a close mark in a bar of `style` (docs/scripting.md, `closable`).
    public func isClosable(in style: BarStyle) -> Bool { kind == .tab && (closable ?? style.closable) }

    /// Not hidden and not disabled: keys, clicks and taps may activate it.
    public var isSelectable: Bool { !isHidden && !isDisabled }

    public var image: String? {
        get { details?.value.image }
        set { update(newValue == nil) { $0.image = newValue } }
    }
    public var selectedImage: String? {
        get { details?.value.selectedImage }
        set { update(newValue == nil) { $0.selectedImage = newValue } }
    }
    /// nil hides the badge; "" shows a dot.
    public var badgeValue: String? {
        get { details?.value.badgeValue }
        set { update(newValue == nil) { $0.badgeValue = newValue } }
    }
    public var badgeColor: Color? {
        get { details?.value.badgeColor }
        set { update(newValue == nil) { $0.badgeColor = newValue } }
    }
    public var badgeTextColor: Color? {
        get { details?.value.badgeTextColor }
        set { update(newValue == nil) { $0.badgeTextColor = newValue } }
    }
    /// The edge the item is pinned to, never scrolling away; nil for the items between.
    public var pinned: PinnedEdge? {
        get { details?.value.pinned }
        set { update(newValue == nil) { $0.pinned = newValue } }
    }
    /// Whether a tab shows a close mark; nil follows the bar's `closable`.
    public var closable: Bool? {
        get { details?.value.closable }
        set { update(newValue == nil) { $0.closable = newValue } }
    }
    /// Why the item is disabled, shown in the status row when the user tries it.
    public var disabledReason: String? {
        get { details?.value.disabledReason }
        set { update(newValue == nil) { $0.disabledReason = newValue } }
    }
    /// A button's action.
    public var action: ScriptFunction? {
        get { details?.value.action }
        set { update(newValue == nil) { $0.action = newValue } }
    }
    public var style: ItemStyle {
        get { details?.value.style ?? ItemStyle() }
        set { update(newValue == ItemStyle()) { $0.style = newValue } }
    }

    /// Changes the boxed fields, copying the box first when another item shares it; a
    /// default written to an item without a box makes none.
    private mutating func update(_ isDefault: Bool, _ change: (inout Details) -> Void) {
        if details == nil, isDefault { return }
        if details == nil || !isKnownUniquelyReferenced(&details!) { details = DetailsBox(details?.value ?? Details()) }
        change(&details!.value)
    }

    /// The fields most items leave at their defaults.
    private struct Details: Sendable {
        var image: String?
        var selectedImage: String?
        var badgeValue: String?
        var badgeColor: Color?
        var badgeTextColor: Color?
        var disabledReason: String?
        var closable: Bool?
        var pinned: PinnedEdge?
        var action: ScriptFunction?
        var style = ItemStyle()
    }

    /// The box `Details` live in, changed in place only while one item holds it (see
    /// `update`), so sharing it between copies of an item is safe.
    private final class DetailsBox: @unchecked Sendable {
        var value: Details
        init(_ value: Details) { self.value = value }
    }
}
