/// What each tab on screen shows and where: the content fitted into the tab's cells.
extension Strip {
    /// The slot of the tab at `position`, with its title transformed and truncated to fit.
    func slot(at position: Int, container: Container, placement: Placement, _ parameters: LayoutParameters) -> TabSlot {
        let index = indices[position]
        let item = container.items[index]
        let style = container.style
        let isSelected = position == selected
        let isOn = isSelected || (item.kind == .toggle && item.isOn)
        let bracketed = parameters.isBracketed(selected: isSelected)
        let x = placement.origin + starts[position]
        let width = widths[position]
        // A tab too narrow for its padding gives up padding before content.
        let padding = min(parameters.padding(marked: parameters.isMarked(item, selected: isSelected)), max(0, (width - 1) / 2))
        let inner = width - 2 * padding
        var content = ItemContent(item, style: style, isOn: isOn)
        content.fit(into: inner, transform: style.titleTextTransform)
        let alignment = item.style.textAlignment ?? style.textAlignment
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
            isFocused: item.kind != .tab && item.id == container.focusID,
            isBracketed: bracketed, isReversed: isSelected && parameters.mark == .background)
    }

    /// Screen columns of the separator glyphs in the gaps next to the tabs at `range`.
    func separators(around range: Range<Int>, placement: Placement, glyph: String?) -> [Int] {
        guard let glyph, count > 1 else { return [] }
        let glyphWidth = TextWidth.of(glyph)
        guard glyphWidth > 0 else { return [] }
        let first = max(0, range.lowerBound - 1)
        let last = min(count - 1, range.upperBound)
        guard first < last else { return [] }
        var columns: [Int] = []
        for position in first..<last {
            let gap = starts[position + 1] - end(position)
            guard gap >= glyphWidth else { continue }
            let column = placement.origin + end(position) + (gap - glyphWidth) / 2
            if column >= placement.viewport.lowerBound, column + glyphWidth <= placement.viewport.upperBound {
                columns.append(column)
            }
        }
        return columns
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
    /// than a letter and the `…` would be left, the badge goes; when not even one cell of the
    /// title fits, an inline image goes, then (for a toggle) the title, since its state mark
    /// says more. What still does not fit goes in the same order, the mark last. Wide glyphs are never split. Transforms the title as shown.
    mutating func fit(into inner: Int, transform: TextTransform) {
        if transform != .none, !title.isEmpty { title = transform.apply(title) }
        let room = max(0, inner)
        if titleWidth > 0 {
            if titleBudget(room) < min(titleWidth, 2) { badge = nil }  // a letter and `…` at least
            if titleBudget(room) < 1, !stacked { image = nil }
            title = titleBudget(room) < 1 && mark != nil ? "" : TextWidth.truncate(title, to: titleBudget(room))
            titleWidth = TextWidth.of(title)
        }
        if titleRowWidth > room || imageRowWidth > room { badge = nil }
        if titleRowWidth > room, mark != nil, !stacked { image = nil }
        if titleRowWidth > room { mark = nil }
        if let glyph = image, imageWidth > room {
            let cut = TextWidth.truncate(glyph, to: room, ellipsis: "")
            image = cut.isEmpty ? nil : cut
            imageWidth = TextWidth.of(cut)
        }
        if image == nil { imageWidth = 0 }
        if badge == nil { badgeWidth = 0 }
        if mark == nil { markWidth = 0 }
    }

    /// The cells left for the title once the mark, the image and the badge on its row are placed.
    private func titleBudget(_ room: Int) -> Int { room - (titleRowWidth - titleWidth) }
}
