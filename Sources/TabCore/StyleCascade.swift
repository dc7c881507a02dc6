/// The styles of one tab's cells, resolved through the cascade (docs/scripting.md, "The cascade").
///
/// First found wins: the item's value for its state, the item's value, the bar's value for the
/// state, the bar's value, the theme. "On" is the state of a selected tab or a toggle that is
/// on (BTab's highlight, MDC's selected, RK's enabled). Every style is computed per tab from
/// that tab's own item, so a per-item color (a badge's, a background) never leaks to another.
struct TabLook: Equatable {
    /// Title, mark and image cells.
    var text: Style
    /// Padding and other blank cells of the tab, and the brackets.
    var fill: Style
    /// The badge: a pill for a value, a colored dot for `""`.
    var badge: Style

    /// `focused`: the item has the keyboard focus in the bar that has it (underlined).
    init(_ slot: TabSlot, item: Item, bar: BarStyle, focused: Bool = false) {
        let fg = Self.titleColor(item.style, bar, on: slot.isOn)
        let bg = Self.background(item.style, bar, on: slot.isOn)
        var font = Self.font(item.style, bar, on: slot.isOn)
        if slot.isDisabled { font.insert(.dim) }
        if slot.isReversed { font.insert(.reverse) }
        // Padding shares the title's style (one run in styled output) but is never underlined.
        fill = Style(fg: fg, bg: bg, attributes: font.subtracting(.underline))
        if focused { font.insert(.underline) }
        text = Style(fg: fg, bg: bg, attributes: font)
        badge = item.badgeValue?.isEmpty == true
            ? Style(fg: item.badgeColor ?? Theme.badge, bg: bg)
            : Style(fg: item.badgeTextColor ?? Theme.badgeText, bg: item.badgeColor ?? Theme.badge)
        if focused { badge.attributes.insert(.underline) }
    }

    /// Title (and image) color. On: `highlightTextColor`, `titleFontColorEnabled` (item, on),
    /// `titleTextColor`, `titleFontColor` (item), `selectedItemTintColor`,
    /// `titlesFontColorEnabled`, `tintColor` (bar, on), `titlesFontColor` (bar). Off:
    /// `titleTextColor`, `titleFontColor`, `unselectedItemTintColor`, `titlesFontColor`.
    static func titleColor(_ item: ItemStyle, _ bar: BarStyle, on: Bool) -> Color {
        let plain = item.titleTextColor ?? item.titleFontColor
        let found = on
            ? item.highlightTextColor ?? item.titleFontColorEnabled ?? plain
                ?? bar.selectedItemTintColor ?? bar.titlesFontColorEnabled ?? bar.tintColor ?? bar.titlesFontColor
            : plain ?? bar.unselectedItemTintColor ?? bar.titlesFontColor
        return found ?? .default
    }

    /// Title font. On: `highlightFont`, `titleFont`, `selectedItemTitleFont`, `titlesFont`,
    /// bold. Off: `titleFont`, `unselectedItemTitleFont`, `titlesFont`, plain.
    static func font(_ item: ItemStyle, _ bar: BarStyle, on: Bool) -> Attributes {
        on
            ? item.highlightFont ?? item.titleFont ?? bar.selectedItemTitleFont ?? bar.titlesFont ?? Theme.selectedFont
            : item.titleFont ?? bar.unselectedItemTitleFont ?? bar.titlesFont ?? []
    }

    /// Tab background. On: `enabledBackgroundColor`, `backgroundColor`,
    /// `enabledTabBackgroundColor`, `barTintColor`; off: `backgroundColor`, `barTintColor`.
    /// `darkensBackgroundForEnabledTabs` then darkens an on tab's background, whichever it
    /// is, as RKTabView lays its shade over the background.
    static func background(_ item: ItemStyle, _ bar: BarStyle, on: Bool) -> Color {
        guard on else { return item.backgroundColor ?? bar.barTintColor ?? .default }
        let found = item.enabledBackgroundColor ?? item.backgroundColor ?? bar.enabledTabBackgroundColor ?? bar.barTintColor
        return bar.darkensBackgroundForEnabledTabs ? Theme.darker(found ?? .default) : found ?? .default
    }
}

extension BarStyle {
    /// The bar's own background (`barTintColor`).
    var barBackground: Style { Style(bg: barTintColor ?? .default) }

    /// The indicator's color: `indicatorColor` (MDC's `selectionIndicatorStrokeColor`),
    /// `tintColor`, the theme's tint.
    var indicatorStyle: Style { Style(fg: indicatorColor ?? tintColor ?? Theme.tint, bg: barTintColor ?? .default) }
}
