/// Which row of a frame holds what, for the bar's position (SPEC section 4, `position`).
///
/// At the top: upper separator, strip (`tabsHeight` rows, titles on the last one), indicator,
/// divider, lower separator, then the page. At the bottom the page comes first and the bar
/// mirrors around its strip: separator, divider and indicator above the titles. The status row,
/// when there is one, is always the last row. When the bar does not fit, the strip keeps its
/// title row first, then the indicator, the divider and the separators get what is left.
struct FrameRows {
    var upperSeparator: Int?
    var strip: Range<Int>
    var indicator: Range<Int>
    var divider: Int?
    var lowerSeparator: Int?
    var page: Range<Int>
    var status: Int?
    /// The rows above the status row: nothing else may be drawn on the status row.
    var room: Range<Int>

    /// The strip's last row, where titles go.
    var titleRow: Int { strip.upperBound - 1 }

    init(_ style: BarStyle, height: Int, status hasStatus: Bool) {
        let height = max(0, height)
        status = hasStatus && height > 0 ? height - 1 : nil
        room = 0..<(height - (status == nil ? 0 : 1))
        var budget = room.count
        func grant(_ rows: Int) -> Int {
            defer { budget -= min(rows, budget) }
            return min(rows, budget)
        }
        let stripRows = grant(max(1, clampedSize(style.tabsHeight)))
        let indicatorRows = grant(style.indicatorRows)
        let dividerRows = grant(style.bottomDividerColor != nil ? 1 : 0)
        let upperRows = grant(style.drawSeparators ? 1 : 0)
        let lowerRows = grant(style.drawSeparators ? 1 : 0)
        let barRows = stripRows + indicatorRows + dividerRows + upperRows + lowerRows
        var y = style.position == .top ? 0 : room.upperBound - barRows
        func take(_ rows: Int) -> Range<Int> {
            defer { y += rows }
            return y..<(y + rows)
        }
        upperSeparator = upperRows > 0 ? take(1).lowerBound : nil
        if style.position == .top {
            strip = take(stripRows)
            indicator = take(indicatorRows)
            divider = dividerRows > 0 ? take(1).lowerBound : nil
        } else {
            divider = dividerRows > 0 ? take(1).lowerBound : nil
            indicator = take(indicatorRows)
            strip = take(stripRows)
        }
        lowerSeparator = lowerRows > 0 ? take(1).lowerBound : nil
        page = style.position == .top ? y..<room.upperBound : 0..<(room.upperBound - barRows)
    }
}
