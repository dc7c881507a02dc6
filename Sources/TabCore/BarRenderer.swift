/// Paints a bar from its layout: background rows, separator lines, markers, tabs and the
/// selection mark, with the hit regions of every tab and marker.
///
/// Only the bar with the keyboard focus draws its marks in full (`╺━━╸`, `[ ]`, the focused
/// item's `< >` and underline); the other bars on screen (around a nested bar that has the
/// focus, or nested in a page while an outer bar has it) draw their selection light and dim
/// (`╶──╴`, `‹ ›`), so the bar the keys act on shows even without colors.
///
/// The container is an argument of `paint`, not a stored property: a copy of it per frame
/// (retaining every field, releasing them after) was a twentieth of a key event.
struct BarRenderer {
    var layout: BarLayout
    var rows: FrameRows
    /// Whether this bar has the keyboard focus.
    var hasFocus = true

    private var clip: Range<Int> { layout.viewport }

    func paint(_ container: Container, _ canvas: inout Canvas) {
        let style = container.style
        paintBackground(style, &canvas)
        paintLine(rows.upperSeparator, color: style.upperSeparatorLineColor, style, &canvas)
        paintLine(rows.lowerSeparator, color: style.lowerSeparatorLineColor, style, &canvas)
        paintLine(rows.divider, color: style.bottomDividerColor, style, &canvas)
        paintSeparators(style, &canvas)
        for marker in layout.markers { paintMarker(marker, style, &canvas) }
        // An indicator without a row to live in (a very short frame) becomes brackets, so the
        // selection still shows in plain text.
        let lostIndicator = layout.mark == .underline && rows.indicator.isEmpty
        for slot in layout.slots {
            if Budget.isSpent { return }  // the frame is cut short and not shown (Budget)
            let look = TabLook(slot, item: container.items[slot.index], bar: style, focused: slot.isFocused && hasFocus)
            TabPainter(
                slot: slot, look: look, rows: rows, clip: slot.isPinned ? 0..<layout.width : clip,
                isBracketed: slot.isBracketed || (slot.isSelected && lostIndicator), hasFocus: hasFocus
            ).paint(&canvas)
        }
        paintFlash(container, &canvas)  // animation: BarRenderer+Motion.swift
        if layout.mark == .underline, let slot = layout.selectedSlot { paintIndicator(slot, container, &canvas) }
    }

    /// The bar's background (`barTintColor`) on every bar row.
    private func paintBackground(_ style: BarStyle, _ canvas: inout Canvas) {
        let all = 0..<layout.width
        for y in [rows.upperSeparator, rows.divider, rows.lowerSeparator] {
            if let y { canvas.fill(all, y: y, style: style.barBackground, clip: all) }
        }
        for y in rows.strip { canvas.fill(all, y: y, style: style.barBackground, clip: all) }
        for y in rows.indicator { canvas.fill(all, y: y, style: style.barBackground, clip: all) }
    }

    /// A full-width `─` line (separator or divider) in its color.
    private func paintLine(_ y: Int?, color: Color?, _ style: BarStyle, _ canvas: inout Canvas) {
        guard let y, layout.width > 0 else { return }
        let all = 0..<layout.width
        canvas.repeatGlyph("─", all, y: y, style: Style(fg: color ?? .default, bg: style.barTintColor ?? .default), clip: all)
    }

    /// The `tabsSeparator` glyph in each gap, on every strip row.
    private func paintSeparators(_ style: BarStyle, _ canvas: inout Canvas) {
        guard let glyph = BarLayout.shownSeparator(style.tabsSeparator) else { return }
        for x in layout.separators {
            for y in rows.strip { canvas.text(glyph, x: x, y: y, style: style.barBackground, clip: clip) }
        }
    }

    /// `‹ +N` flush left or `+N ›` flush right in its reserved cells, which all scroll on click.
    private func paintMarker(_ marker: OverflowMarker, _ style: BarStyle, _ canvas: inout Canvas) {
        let cells = marker.x..<(marker.x + marker.width)
        let textWidth = TextWidth.of(marker.text)
        let x = marker.direction < 0 ? marker.x : marker.x + marker.width - textWidth
        let look = Style(bg: style.barTintColor ?? .default, attributes: .dim)
        canvas.text(marker.text, x: x, y: rows.titleRow, style: look, clip: cells)
        for y in rows.strip {
            canvas.hit(cells, y: y, Hit(id: nil, part: .marker, direction: marker.direction), clip: cells)
        }
    }

    /// The indicator under (or above) the selected tab, clipped to the viewport.
    private func paintIndicator(_ slot: TabSlot, _ container: Container, _ canvas: inout Canvas) {
        let style = container.style
        let clip = slot.isPinned ? 0..<layout.width : clip
        if let template = layout.indicator { return paintTemplate(template, under: slot, style, &canvas) }
        let columns = animatedIndicatorColumns(container, slot)  // BarRenderer+Motion.swift
        let glyphs = IndicatorGlyphs(rounded: style.indicatorIsRounded, light: !hasFocus)
        var look = style.indicatorStyle
        if !hasFocus { look.attributes.insert(.dim) }
        for y in rows.indicator {
            canvas.repeatGlyph(glyphs.line, columns, y: y, style: look, clip: clip)
            guard glyphs.hasEnds(width: columns.count) else { continue }
            canvas.repeatGlyph(glyphs.left, columns.prefix(1), y: y, style: look, clip: clip)
            canvas.repeatGlyph(glyphs.right, columns.suffix(1), y: y, style: look, clip: clip)
        }
    }
}

/// Paints one tab: its cells on every strip row, its content, the marks around it, its hit
/// regions (title, image, badge; padding counts as title) and those of the indicator rows
/// under it.
struct TabPainter {
    var slot: TabSlot
    /// The tab's styles, from its item and the bar (`TabLook`).
    var look: TabLook
    var rows: FrameRows
    var clip: Range<Int>
    var isBracketed: Bool
    /// Whether the tab's bar has the keyboard focus.
    var hasFocus: Bool

    /// The focused toggle or button of the bar with the keyboard focus.
    private var isFocused: Bool { slot.isFocused && hasFocus }

    /// The glyphs drawn in the padding cells on either side of the content, so every state
    /// shows in plain text: the selection's brackets (`‹ ›` in a bar without the keyboard
    /// focus), the keyboard focus's `< >`, a disabled item's `( )`.
    var marks: (open: String, close: String)? {
        if isBracketed { return hasFocus ? Theme.selectedMarks : Theme.unfocusedSelectedMarks }
        if isFocused { return Theme.focusMarks }
        if slot.isDisabled { return Theme.disabledMarks }
        return nil
    }

    func paint(_ canvas: inout Canvas) {
        for y in rows.strip { canvas.fill(slot.span, y: y, style: look.fill, clip: clip) }
        let titleRow = rows.titleRow
        if isFocused {  // the underline runs under the gaps between the parts too
            canvas.fill(titleRowSpan, y: titleRow, style: look.text, clip: visible)
        }
        let imageRow = slot.imageAbove ? titleRow - 1 : titleRow
        if let mark = slot.mark {
            canvas.text(mark, x: slot.markX, y: titleRow, style: look.text, clip: visible)
        }
        if let image = slot.image {
            canvas.text(image, x: slot.imageX, y: imageRow, style: look.text, clip: visible)
        }
        canvas.text(slot.title, x: slot.titleX, y: titleRow, style: look.text, clip: visible)
        let badgeRow = slot.badgeAbove ? imageRow : titleRow
        if let badge = slot.badge {
            canvas.text(badge, x: slot.badgeX, y: badgeRow, style: look.badge, clip: visible)
        }
        if let close = slot.close {
            canvas.text(close, x: slot.closeX, y: titleRow, style: look.text, clip: visible)
        }
        if let (open, close) = marks {
            var markLook = look.fill
            if isBracketed, !hasFocus { markLook.attributes.insert(.dim) }
            let around = titleRowSpan  // the title's row: a wider stacked image above is not framed
            canvas.text(open, x: around.lowerBound - 1, y: titleRow, style: markLook, clip: visible)
            canvas.text(close, x: around.upperBound, y: titleRow, style: markLook, clip: visible)
        }
        for y in rows.strip { recordHits(y: y, imageRow: imageRow, badgeRow: badgeRow, canvas: &canvas) }
        for y in rows.indicator { canvas.hit(slot.span, y: y, Hit(id: slot.id, part: .title), clip: clip) }
    }

    /// The columns this tab may draw in: its own cells inside the viewport.
    private var visible: Range<Int> { slot.span.clamped(to: clip) }

    /// The title row's content, from its first part (the mark, else the image or the title)
    /// to its last (the badge, unless it sits on the image's row).
    private var titleRowSpan: Range<Int> {
        var end = slot.titleX + slot.titleWidth
        if let mark = slot.mark { end = max(end, slot.markX + TextWidth.of(mark)) }
        if slot.image != nil, !slot.imageAbove { end = max(end, slot.imageX + slot.imageWidth) }
        if slot.badge != nil, !slot.badgeAbove { end = max(end, slot.badgeX + slot.badgeWidth) }
        if let close = slot.close { end = max(end, slot.closeX + TextWidth.of(close)) }
        return slot.markX..<max(slot.markX, end)
    }

    /// Splits the tab's cells on row `y` into image, badge, close and title regions.
    private func recordHits(y: Int, imageRow: Int, badgeRow: Int, canvas: inout Canvas) {
        var cursor = slot.x
        if slot.image != nil, y == imageRow {
            cursor = recordPart(slot.imageX, slot.imageWidth, .image, after: cursor, y: y, &canvas)
        }
        if slot.badge != nil, y == badgeRow {
            cursor = recordPart(slot.badgeX, slot.badgeWidth, .badge, after: cursor, y: y, &canvas)
        }
        if let close = slot.close, y == rows.titleRow {
            cursor = recordPart(slot.closeX, TextWidth.of(close), .close, after: cursor, y: y, &canvas)
        }
        canvas.hit(cursor..<max(cursor, slot.x + slot.width), y: y, Hit(id: slot.id, part: .title), clip: visible)
    }

    /// Records the title cells from `cursor` up to a part, then the part; returns its end.
    private func recordPart(_ x: Int, _ width: Int, _ part: HitPart, after cursor: Int, y: Int, _ canvas: inout Canvas) -> Int {
        canvas.hit(cursor..<max(cursor, x), y: y, Hit(id: slot.id, part: .title), clip: visible)
        canvas.hit(x..<(x + max(0, width)), y: y, Hit(id: slot.id, part: part), clip: visible)
        return max(cursor, x + width)
    }
}
