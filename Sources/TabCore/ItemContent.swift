extension TextTransform {
    /// `title` as the bar shows it.
    ///
    /// `capitalize` follows BTab (whose titles go through `.capitalized`): the first letter of
    /// each whitespace-separated word upper case, the rest lower case ("iOS tab" -> "Ios Tab").
    public func apply(_ title: String) -> String {
        switch self {
        case .none: title
        case .uppercase: title.uppercased()
        case .lowercase: title.lowercased()
        case .capitalize: Self.capitalized(title)
        }
    }

    /// The width of `apply(title)`, without building the string when the transform cannot
    /// change the width (printable ASCII), so measuring 10,000 titles stays cheap.
    func width(of title: String) -> Int {
        if self == .none || !title.containsUTF8Byte(where: { $0 < 0x20 || $0 >= 0x7F }) {
            return TextWidth.of(title)
        }
        return TextWidth.of(apply(title))
    }

    private static func capitalized(_ title: String) -> String {
        var result = ""
        var atWordStart = true
        for character in title {
            result += atWordStart ? character.uppercased() : character.lowercased()
            atWordStart = character.isWhitespace
        }
        return result
    }
}

/// What one item shows (state mark, image, title, badge) and how wide each part is, before
/// it is fitted into its tab.
///
/// The layout measures every visible item with this, so it holds widths and keeps the raw
/// title: the transformed text is only built for the tabs that reach the screen. A part is
/// read only as far as a tab can show it (`measuredCells`).
///
/// On the title row the parts go mark, image, title, badge, one space between neighbours. A
/// stacked image has the row above to itself, with the badge after it (MDC puts a badge at
/// its image's top-trailing corner).
struct ItemContent {
    /// `☑` or `☐` in front of a toggle whose images do not show its state.
    var mark: String?
    var markWidth = 0
    var image: String?
    var imageWidth = 0
    var title: String
    var titleWidth: Int
    /// `●` for an empty badge value, else the value padded with a space on each side (the
    /// pill); nil when no badge is shown.
    var badge: String?
    var badgeWidth = 0
    /// The image sits on the row above the title (`titledImages` with `tabsHeight >= 2`).
    var stacked = false
    /// The close mark after the title and the badge (`closeMark`), nil when the tab has none.
    var close: String?
    var closeWidth = 0
    /// Fitting cut the title to no letter at all (only `…`, or nothing).
    var lostTitle = false

    init(_ item: Item, style: BarStyle, isOn: Bool) {
        let glyph = isOn ? (item.selectedImage ?? item.image) : item.image
        let appearance = style.itemAppearance
        let showsImage = appearance != .titles && glyph.map { !$0.isEmpty } == true
        let showsTitle = appearance != .images || !showsImage
        title = showsTitle ? TextWidth.expandedPrefix(item.title, cells: Self.measuredCells) : ""
        titleWidth = showsTitle ? style.titleTextTransform.width(of: title) : 0
        if showsImage, let glyph {
            image = TextWidth.visiblePrefix(glyph, cells: Self.measuredCells)
            imageWidth = TextWidth.of(image ?? "")
            stacked = appearance == .titledImages && style.tabsHeight >= 2
        }
        if item.kind == .toggle, !Self.imagesShowState(of: item, appearance) {
            let shown = isOn ? Theme.toggleOn : Theme.toggleOff
            mark = shown
            markWidth = TextWidth.of(shown)
        }
        if item.isClosable(in: style) {
            close = TextWidth.visiblePrefix(style.closeMark ?? BarStyle.standardCloseMark, cells: Self.measuredCells)
            closeWidth = TextWidth.of(close ?? "")
        }
        if let value = item.badgeValue {
            let shown = value.isEmpty ? Theme.badgeDot  // else a pill, as MDC and iOS pad it
                : " " + TextWidth.expandedPrefix(value, cells: Self.measuredCells) + " "
            badge = shown
            badgeWidth = TextWidth.of(shown)
        }
    }

    /// The width of the content of an item that shows only its title (`Item.showsOnlyTitle`),
    /// measured without building the content: what `width` is then.
    static func width(ofTitle title: String, style: BarStyle) -> Int {
        style.titleTextTransform.width(of: TextWidth.expandedPrefix(title, cells: measuredCells))
    }

    /// The cells of a part worth reading: one more than the widest tab there can be (sizes
    /// are clamped to 10,000 cells, `clampedSize`), so a part that does not fit any tab is
    /// known not to, and a title of 10 MB costs what a tab can show of it. Parts are cut
    /// after the first character past it.
    static let measuredCells = 10_001

    /// Whether a toggle's look already tells on from off without colors: its images are shown
    /// and `selectedImage` differs from `image`.
    static func imagesShowState(of item: Item, _ appearance: ItemAppearance) -> Bool {
        guard appearance != .titles else { return false }
        let off = item.image ?? ""
        return (item.selectedImage ?? off) != off
    }

    /// Whether the image shares the title's row.
    private var inlineImage: Bool { image != nil && !stacked }

    /// Whether the badge sits on the image's row above the title.
    var badgeAbove: Bool { badge != nil && image != nil && stacked }

    /// A space after the mark when anything follows it on its row.
    var markGap: Int { mark != nil && (inlineImage || titleWidth > 0 || badge != nil) ? 1 : 0 }

    /// Cells between the image and the title on one row: a space when both are there.
    var imageGap: Int { inlineImage && titleWidth > 0 ? 1 : 0 }

    /// Cells before the badge: a space when something precedes it on its row, except before a
    /// pill, whose own padding keeps it apart.
    var badgeGap: Int {
        badge == Theme.badgeDot && (badgeAbove || titleWidth > 0 || inlineImage || mark != nil) ? 1 : 0
    }

    /// Cells before the close mark: a space, except after a pill, whose own padding keeps it apart.
    var closeGap: Int { badge != nil && !badgeAbove && badge != Theme.badgeDot ? 0 : 1 }

    /// The width of the row holding the mark, the title (and the image unless stacked) and
    /// the badge.
    var titleRowWidth: Int {
        let markPart = mark == nil ? 0 : markWidth + markGap
        let imagePart = inlineImage ? imageWidth + imageGap : 0
        let badgePart = badge == nil || badgeAbove ? 0 : badgeGap + badgeWidth
        let closePart = close == nil ? 0 : closeGap + closeWidth
        return markPart + imagePart + titleWidth + badgePart + closePart
    }

    /// The width of the stacked image's row: the image and its badge.
    var imageRowWidth: Int { imageWidth + (badgeAbove ? badgeGap + badgeWidth : 0) }

    /// Cells the content needs on its widest row.
    var width: Int { stacked ? max(imageRowWidth, titleRowWidth) : titleRowWidth }
}
