/// How tab widths are chosen (MDC layout styles, BTab `fitTabs`/`tabWidth`).
public enum LayoutMode: String, Sendable, CaseIterable {
    /// Title width plus `itemPadding` on each side.
    case intrinsic
    /// Every tab `tabWidth` cells.
    case fixed
    /// Equal widths that fill the bar.
    case fit
    /// Every tab as wide as the widest intrinsic tab.
    case cluster
}

/// Where the group of tabs sits in the bar.
public enum BarAlignment: String, Sendable, CaseIterable {
    case leading, center, trailing, justified, centerSelected
}

/// What happens when the tabs do not fit.
public enum Overflow: String, Sendable, CaseIterable {
    /// Keep the selected tab visible and show `‹ +N` / `+N ›` markers.
    case scroll
    /// Truncate titles with `…` down to a readable width (three characters), then scroll.
    case shrink
}

/// What the arrows, `tab`, `home` and `end` do to a tab (`activation`), after the WAI-ARIA
/// tabs pattern.
public enum ActivationMode: String, Sendable, CaseIterable {
    /// Moving onto a tab selects it: the keyboard focus follows the selection.
    case automatic
    /// Moving onto a tab only focuses it; `enter` or `space` selects it.
    case manual
}

/// How titles are cased on screen (`titleTextTransform`).
public enum TextTransform: String, Sendable, CaseIterable {
    case none, uppercase, lowercase, capitalize
}

/// What an item shows: its title, its image, or both (`itemAppearance`).
public enum ItemAppearance: String, Sendable, CaseIterable {
    case titles, images, titledImages
}

/// Whether the bar sits above or below the page (`position`).
public enum BarPosition: String, Sendable, CaseIterable {
    case top, bottom
}

/// The width of the selection indicator.
public enum IndicatorWidth: Sendable, Equatable {
    /// The whole tab.
    case full
    /// The title (and image) only.
    case content
    /// A number of cells from the tab's left edge.
    case cells(Int)
}

/// A named indicator look, or a script function returning spans (`selectionIndicatorTemplate`).
public enum IndicatorTemplate: Sendable, Equatable {
    case underline, brackets, background, none
    case function(ScriptFunction)
}

/// Left and right insets of the bar (RK `horizontalInsets`).
public struct Insets: Sendable, Equatable {
    public var left: Int
    public var right: Int
    public init(left: Int, right: Int) {
        self.left = left
        self.right = right
    }
}

/// Every styling parameter, with its default (docs/scripting.md, "Style parameters").
///
/// Optional parameters without a default are nil ("not set"), so the cascade can tell an
/// explicit value from the theme default.
public struct BarStyle: Sendable, Equatable {
    /// The close mark of a style that names none: `×`, one cell wide.
    public static let standardCloseMark = "×"
    /// The close mark of a style that names none, on an output that cannot show `×`: also one
    /// cell wide, so a frame is laid out the same on every output.
    public static let plainCloseMark = "x"

    // Geometry
    public var tabsGap = 1
    public var tabInset = 1
    public var horizontalInsets: Insets?
    public var tabWidth = 12
    public var tabsHeight = 1
    public var fitTabs = false
    public var layout = LayoutMode.intrinsic
    public var alignment = BarAlignment.leading
    public var itemPadding = 1
    public var overflow = Overflow.scroll
    public var minTabWidth = 3
    public var maxTabWidth: Int?
    /// nil: left, or centered with `alignment = "justified"` (see `titleAlignment`).
    public var textAlignment: TextAlignment?
    public var titleTextTransform = TextTransform.none
    public var itemAppearance = ItemAppearance.titles
    public var position = BarPosition.top
    public var tabsSeparator: String?
    public var wrap = true
    /// Whether the user may drag items to new places (`reorderable`).
    public var isReorderable = false
    public var activation = ActivationMode.automatic
    public var closable = false
    /// The close mark's glyph; nil: `standardCloseMark`, or `plainCloseMark` where the output
    /// cannot show it (the host decides, `HostOptions.plainCloseMark`).
    public var closeMark: String?

    // Indicator
    /// nil: visible at the top; at the bottom (bottom navigation) only when
    /// `selectionIndicatorTemplate` asks for an underline or is a function.
    public var isIndicatorVisible: Bool?
    public var indicatorHeight = 1
    public var indicatorWidth = IndicatorWidth.full
    public var indicatorColor: Color?
    public var indicatorIsRounded = true
    public var isIndicatorSlide = false
    public var isAnimated = true
    public var selectionIndicatorTemplate: IndicatorTemplate?

    // Colors and fonts
    public var tintColor: Color?
    public var selectedItemTintColor: Color?
    public var unselectedItemTintColor: Color?
    public var barTintColor: Color?
    public var inkColor: Color?
    public var bottomDividerColor: Color?
    public var drawSeparators = false
    public var upperSeparatorLineColor: Color?
    public var lowerSeparatorLineColor: Color?
    public var darkensBackgroundForEnabledTabs = false
    public var enabledTabBackgroundColor: Color?
    public var titlesFont: Attributes?
    public var titlesFontColor: Color?
    public var titlesFontColorEnabled: Color?
    public var selectedItemTitleFont: Attributes?
    public var unselectedItemTitleFont: Attributes?

    public init() {}

    /// `horizontalInsets` when set, else `tabInset` on both sides.
    public var insets: Insets { horizontalInsets ?? Insets(left: tabInset, right: tabInset) }

    /// Where titles sit inside their tabs when the item does not say: `textAlignment`, else
    /// centered in MDC's justified bar (as Material draws it), else left (BTab's default, also
    /// with `fitTabs`).
    public var titleAlignment: TextAlignment {
        textAlignment ?? (alignment == .justified ? .center : .left)
    }

    /// `fitTabs` and `alignment = "justified"` both mean equal widths filling the bar.
    public var effectiveLayout: LayoutMode {
        fitTabs || alignment == .justified ? .fit : layout
    }

    /// Whether the indicator row is drawn (bottom navigation hides it unless set, by
    /// `isIndicatorVisible` or by a template that draws in it).
    public var showsIndicator: Bool {
        (isIndicatorVisible ?? (position == .top || templateDrawsIndicator)) && indicatorHeight > 0
    }

    /// True when `selectionIndicatorTemplate` is `underline` or a function.
    private var templateDrawsIndicator: Bool {
        switch selectionIndicatorTemplate {
        case .underline?, .function?: true
        default: false
        }
    }
}
