/// What each tab on screen shows and where: the content fitted into the tab's cells.
extension Strip {
    /// The slot of the tab at `position`, with its title transformed and truncated to fit.
    ///
    /// A tab cut by an edge of the viewport (the strip scrolled) is narrowed to the cells that
    /// show and its content fitted into them, so it ends in `…` rather than being sliced; one
    /// too narrow for a letter of its title and the `…` is left out (nil), its cells blank,
    /// image and badge included, unless it is the selected tab.
    func slot(at position: Int, container: Container, placement: Placement, _ parameters: LayoutParameters) -> TabSlot? {
        let index = indices[position]
        let item = container.items[index]
        let style = container.style
        let isSelected = position == selected
        let isOn = isSelected || (item.kind == .toggle && item.isOn)
        let bracketed = parameters.isBracketed(selected: isSelected)
        var padding = parameters.padding(marked: parameters.isMarked(item, selected: isSelected))
        var x = placement.origin + start(position)
        var width = self.width(position)
        let shown = (x..<(x + width)).clamped(to: placement.viewport)
        let isCut = shown.count < width
        if isCut {  // one cell of padding is room enough for the marks; the selected tab always shows
            padding = min(padding, 1)
            guard isSelected || shown.count >= 2 * padding + 2 else { return nil }
            (x, width) = (shown.lowerBound, shown.count)
        }
        // A tab too narrow for its padding gives up padding before content.
        padding = min(padding, max(0, (width - 1) / 2))
        let inner = width - 2 * padding
        var content = ItemContent(item, style: style, isOn: isOn)
        content.fit(into: inner, transform: style.titleTextTransform)
        if isCut, !isSelected, content.lostTitle { return nil }  // no letter: never an icon or badge alone
        let alignment = item.style.textAlignment ?? style.titleAlignment
        let rowX = x + padding + alignmentOffset(inner - content.titleRowWidth, alignment)
        let inlineImageX = rowX + (content.mark == nil ? 0 : content.markWidth + content.markGap)
        let imageX = content.stacked ? x + padding + alignmentOffset(inner - content.imageRowWidth, alignment) : inlineImageX
        let titleX = content.stacked || content.image == nil ? inlineImageX : inlineImageX + content.imageWidth + content.imageGap
        let badgeX = content.badgeAbove ? imageX + content.imageWidth + content.badgeGap : titleX + content.titleWidth + content.badgeGap
        let contentX = content.stacked && content.image != nil ? min(rowX, imageX) : rowX
        let contentEnd = max(rowX + content.titleRowWidth, content.stacked ? imageX + content.imageRowWidth : rowX)
        return TabSlot(
            index: index, id: item.id, x: x, width: width,
            contentX: contentX, contentWidth: contentEnd - contentX,
            title: content.title, titleX: titleX, titleWidth: content.titleWidth,
            image: content.image, imageX: imageX, imageWidth: content.imageWidth, imageAbove: content.stacked,
            badge: content.badge, badgeX: badgeX, badgeWidth: content.badgeWidth, badgeAbove: content.badgeAbove,
            mark: content.mark, markX: rowX,
            isSelected: isSelected, isOn: isOn, isDisabled: item.isDisabled,
            isFocused: !isSelected && item.id == container.focusID,
            isBracketed: bracketed, isReversed: isSelected && parameters.mark == .background,
            close: content.close, closeX: titleX + content.titleWidth + (content.badge == nil || content.badgeAbove ? 0 : content.badgeGap + content.badgeWidth) + content.closeGap)
    }
}

extension BarLayout {
    /// Screen columns of the separator glyphs in the gaps between neighbouring tabs on screen
    /// (never beside a tab left out at an edge, nor beside a marker).
    static func separators(between slots: [TabSlot], glyph: String?) -> [Int] {
        guard let glyph = shownSeparator(glyph), slots.count > 1 else { return [] }
        let glyphWidth = TextWidth.of(glyph)
        guard glyphWidth > 0 else { return [] }
        return zip(slots, slots.dropFirst()).compactMap { left, right in
            let gap = right.x - (left.x + left.width)
            return gap >= glyphWidth ? left.x + left.width + (gap - glyphWidth) / 2 : nil
        }
    }
}

extension BarLayout {
    /// The `tabsSeparator` glyph as far as a gap can show it (a gap is no wider than a tab).
    static func shownSeparator(_ glyph: String?) -> String? {
        glyph.map { TextWidth.visiblePrefix($0, cells: ItemContent.measuredCells) }
    }
}

/// Where content `extra` cells narrower than its room starts, for an alignment.
func alignmentOffset(_ extra: Int, _ alignment: TextAlignment) -> Int {
    guard extra > 0 else { return 0 }
    switch alignment {
    case .left: return 0
    case .center: return extra / 2
    case .right: return extra
    }
}

extension ItemContent {
    /// Fits the content into `inner` cells. The title is truncated with `…` first; when less
    /// than a letter and the `…` would be left, the badge goes, then the close mark, then an
    /// inline image (an icon is never shown without a letter of its title beside it); when
    /// not even one cell of the title fits, a toggle's title goes too, since its state mark
    /// says more. What still does not fit goes in the same order, the mark last. Wide glyphs are never split. Transforms
    /// the title as shown.
    mutating func fit(into inner: Int, transform: TextTransform) {
        if transform != .none, !title.isEmpty { title = transform.apply(title) }
        let room = max(0, inner)
        if titleWidth > 0, titleWidth > titleBudget(room) || titleBudget(room) < 1 {  // else it fits as it is
            if !keepsALetter(room) { badge = nil }  // a letter (a wide one too) and `…` at least
            if !keepsALetter(room) { close = nil }
            if !stacked, image != nil, !keepsALetter(room) { image = nil }
            let cut = titleBudget(room) < 1 && mark != nil ? "" : TextWidth.truncate(title, to: titleBudget(room))
            lostTitle = !Self.hasLetter(cut)
            title = cut
            titleWidth = TextWidth.of(title)
        }
        if titleRowWidth > room || imageRowWidth > room { badge = nil }
        if titleRowWidth > room { close = nil }
        if titleRowWidth > room, mark != nil, !stacked { image = nil }
        if titleRowWidth > room { mark = nil }
        if let glyph = image, imageWidth > room {
            let cut = TextWidth.truncate(glyph, to: room, ellipsis: "")
            image = cut.isEmpty ? nil : cut
            imageWidth = TextWidth.of(cut)
        }
        if image == nil { imageWidth = 0 }
        if badge == nil { badgeWidth = 0 }
        if close == nil { closeWidth = 0 }
        if mark == nil { markWidth = 0 }
    }

    /// Whether the title cut to what `room` leaves it still shows a character.
    private func keepsALetter(_ room: Int) -> Bool { Self.hasLetter(TextWidth.truncate(title, to: titleBudget(room))) }

    /// Whether a fitted title shows at least one character of the title (not only `…`).
    private static func hasLetter(_ fitted: String) -> Bool { !fitted.isEmpty && fitted != "…" }


    /// The cells left for the title once the mark, the image and the badge on its row are placed.
    private func titleBudget(_ room: Int) -> Int { room - (titleRowWidth - titleWidth) }
}
