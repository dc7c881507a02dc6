/// Which row of a frame holds what, for the bar's position (SPEC section 4, `position`).
///
/// At the top: upper separator, strip (`tabsHeight` rows, titles on the last one), indicator,
/// divider, lower separator, then the page. At the bottom the page comes first and the bar
/// mirrors around its strip: separator, divider and indicator above the titles. The status row,
/// when there is one, is always the last row. Bar rows are placed even when they do not fit;
/// `room` says which rows may be drawn, so nothing ever overwrites the status row.
struct FrameRows {
    var upperSeparator: Int?
    var strip: Range<Int>
    var indicator: Range<Int>
    var divider: Int?
    var lowerSeparator: Int?
    /// The page area, clipped to `room`.
    var page: Range<Int>
    var status: Int?
    /// The rows above the status row.
    var room: Range<Int>

    /// The strip's last row, where titles go.
    var titleRow: Int { strip.upperBound - 1 }

    init(_ style: BarStyle, height: Int, status hasStatus: Bool) {
        let height = max(0, height)
        status = hasStatus && height > 0 ? height - 1 : nil
        room = 0..<(height - (status == nil ? 0 : 1))
        let stripRows = max(1, clampedSize(style.tabsHeight))
        let indicatorRows = style.indicatorRows
        let separator = style.drawSeparators
        let hasDivider = style.bottomDividerColor != nil
        let barRows = stripRows + indicatorRows + (separator ? 2 : 0) + (hasDivider ? 1 : 0)
        var y = style.position == .top ? 0 : room.upperBound - barRows
        func take(_ rows: Int) -> Range<Int> {
            defer { y += rows }
            return y..<(y + rows)
        }
        upperSeparator = separator ? take(1).lowerBound : nil
        if style.position == .top {
            strip = take(stripRows)
            indicator = take(indicatorRows)
            divider = hasDivider ? take(1).lowerBound : nil
        } else {
            divider = hasDivider ? take(1).lowerBound : nil
            indicator = take(indicatorRows)
            strip = take(stripRows)
        }
        lowerSeparator = separator ? take(1).lowerBound : nil
        let pageRows = style.position == .top ? y..<max(y, room.upperBound) : 0..<max(0, room.upperBound - barRows)
        page = pageRows.clamped(to: room)
    }
}
