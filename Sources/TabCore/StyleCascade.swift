/// The styles of one tab's cells, resolved through the cascade of SPEC section 4.
///
/// First found wins: the item's value for its state, the item's value, the bar's value for the
/// state, the bar's value, the theme. Every style is computed per tab from that tab's own item,
/// so a per-item color (a badge's, a background) never leaks to another tab.
struct TabLook: Equatable {
    /// Title and image cells.
    var text: Style
    /// Padding and other blank cells of the tab, and the brackets.
    var fill: Style
    /// The badge: a pill for a value, a colored dot for `""`.
    var badge: Style

    init(_ slot: TabSlot, item: Item, bar: BarStyle) {
        let fg = Self.titleColor(item.style, bar, on: slot.isOn)
        let bg = Self.background(item.style, bar, on: slot.isOn)
        var font = Self.font(item.style, bar, on: slot.isOn)
        if slot.isDisabled { font.insert(.dim) }
        if slot.isSelected, bar.selectionMark == .background { font.insert(.reverse) }
        // Padding shares the title's style (one run in styled output) but is never underlined.
        fill = Style(fg: fg, bg: bg, attributes: font.subtracting(.underline))
        if slot.isFocused { font.insert(.underline) }
        text = Style(fg: fg, bg: bg, attributes: font)
        badge = item.badgeValue?.isEmpty == true
            ? Style(fg: item.badgeColor ?? Theme.badge, bg: bg)
            : Style(fg: item.badgeTextColor ?? Theme.badgeText, bg: item.badgeColor ?? Theme.badge)
    }

    /// Title (and image) color: `highlightTextColor`, `titleFontColorEnabled`,
    /// `selectedItemTintColor`, `titlesFontColorEnabled`, `tintColor` when on;
    /// `titleTextColor`, `titleFontColor`, `unselectedItemTintColor`, `titlesFontColor` when off.
    static func titleColor(_ item: ItemStyle, _ bar: BarStyle, on: Bool) -> Color {
        let found = on
            ? item.highlightTextColor ?? item.titleFontColorEnabled ?? bar.selectedItemTintColor
                ?? bar.titlesFontColorEnabled ?? bar.tintColor
            : item.titleTextColor ?? item.titleFontColor ?? bar.unselectedItemTintColor ?? bar.titlesFontColor
        return found ?? .default
    }

    /// Title font: `highlightFont`, `selectedItemTitleFont`, `titlesFont`, bold when on;
    /// `titleFont`, `unselectedItemTitleFont`, `titlesFont`, plain when off.
    static func font(_ item: ItemStyle, _ bar: BarStyle, on: Bool) -> Attributes {
        on
            ? item.highlightFont ?? bar.selectedItemTitleFont ?? bar.titlesFont ?? Theme.selectedFont
            : item.titleFont ?? bar.unselectedItemTitleFont ?? bar.titlesFont ?? []
    }

    /// Tab background: `enabledBackgroundColor`, `enabledTabBackgroundColor`, a darker shade
    /// with `darkensBackgroundForEnabledTabs`, then (also when off) `backgroundColor`,
    /// `barTintColor`.
    static func background(_ item: ItemStyle, _ bar: BarStyle, on: Bool) -> Color {
        let plain = item.backgroundColor ?? bar.barTintColor
        guard on else { return plain ?? .default }
        if let color = item.enabledBackgroundColor ?? bar.enabledTabBackgroundColor { return color }
        if bar.darkensBackgroundForEnabledTabs { return Theme.darker(plain ?? .default) }
        return plain ?? .default
    }
}

extension BarStyle {
    /// The bar's own background (`barTintColor`).
    var barBackground: Style { Style(bg: barTintColor ?? .default) }

    /// The indicator's color: `indicatorColor`, `tintColor`, the theme's tint.
    var indicatorStyle: Style { Style(fg: indicatorColor ?? tintColor ?? Theme.tint, bg: barTintColor ?? .default) }
}
