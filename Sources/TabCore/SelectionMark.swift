/// How the selected tab is marked on screen.
///
/// Whatever the colors, the selected tab stays recognizable in plain text: an indicator row,
/// or brackets around its title when there is no indicator row.
public enum SelectionMark: Sendable, Equatable {
    /// An indicator row under the tab (`╺━━━╸`).
    case underline
    /// `[` and `]` in the padding cells around the title.
    case brackets
    /// The tab's cells in reverse video, with the brackets too (reverse video alone is lost
    /// in plain text).
    case background
    /// No mark (`selectionIndicatorTemplate = { style = "none" }`, an explicit choice).
    case none
}

extension BarStyle {
    /// The mark from `selectionIndicatorTemplate`, falling back to brackets when the default
    /// underline has no row to live in (indicator hidden, height 0, bottom navigation).
    ///
    /// A template function draws in the indicator rows: the underline until the runtime
    /// supplies its spans (`BarLayout.indicator`).
    public var selectionMark: SelectionMark {
        switch selectionIndicatorTemplate {
        case .brackets?: .brackets
        case .background?: .background
        case .some(.none): .none
        case .underline?, .function?, nil: showsIndicator ? .underline : .brackets
        }
    }

    /// The rows the indicator takes under (or, at the bottom, above) the strip.
    var indicatorRows: Int { selectionMark == .underline ? clampedSize(indicatorHeight) : 0 }
}

/// A size from a script clamped to 0...10,000, so arithmetic on it can never overflow.
func clampedSize(_ value: Int) -> Int { min(max(0, value), 10_000) }

/// The indicator's glyphs: `╺━━━╸` when rounded, `━━━━` when square; in light lines
/// (`╶───╴`, `────`) for a bar whose keyboard focus is in a nested bar, so the bar the arrows
/// act on shows even without colors. All are narrow, so the renderer repeats them as cells.
struct IndicatorGlyphs {
    var left: Unicode.Scalar
    var line: Unicode.Scalar
    var right: Unicode.Scalar
    var rounded: Bool

    init(rounded: Bool, light: Bool = false) {
        (left, line, right) = light ? ("╶", "─", "╴") : ("╺", "━", "╸")
        self.rounded = rounded
    }

    /// Whether an indicator `width` cells wide has the end caps (rounded, and room for both).
    func hasEnds(width: Int) -> Bool { rounded && width >= 2 }
}

/// The columns the indicator covers under `slot`.
func indicatorColumns(_ slot: TabSlot, _ width: IndicatorWidth) -> Range<Int> {
    switch width {
    case .full: return slot.span
    case .content: return slot.contentX..<(slot.contentX + slot.contentWidth)
    case .cells(let cells): return slot.x..<(slot.x + min(max(0, cells), slot.width))
    }
}
