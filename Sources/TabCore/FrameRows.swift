/// Which row of a frame holds what, for the bar's position (`position`: docs/scripting.md,
/// "Geometry").
///
/// At the top: upper separator, strip (`tabsHeight` rows, titles on the last one), indicator,
/// divider, lower separator, then the page. At the bottom the page comes first and the bar
/// mirrors around its strip: separator, divider and indicator above the titles. When the bar
/// does not fit, the strip keeps its title row first, then the indicator, the divider and the
/// separators get what is left.
///
/// The status rows are taken from the bottom of the page area: the frame's last rows with the
/// bar at the top, the rows right above the bar at the bottom, so the bar stays where it is
/// whatever the status shows. Only a frame too short for both gives the status rows of the
/// bar (its far edge first).
struct FrameRows {
    var upperSeparator: Int?
    var strip: Range<Int>
    var indicator: Range<Int>
    var divider: Int?
    var lowerSeparator: Int?
    var page: Range<Int>
    var status: Range<Int>

    /// The strip's last row, where titles go.
    var titleRow: Int { strip.upperBound - 1 }

    init(_ style: BarStyle, height: Int, statusRows: Int = 0) {
        let height = max(0, height)
        let statusRows = min(max(0, statusRows), height)
        var budget = height - statusRows  // the page gives up its rows first, then the bar
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
        let top = style.position == .top
        var y = top ? 0 : height - barRows
        func take(_ rows: Int) -> Range<Int> {
            defer { y += rows }
            return y..<(y + rows)
        }
        upperSeparator = upperRows > 0 ? take(1).lowerBound : nil
        if top {
            strip = take(stripRows)
            indicator = take(indicatorRows)
            divider = dividerRows > 0 ? take(1).lowerBound : nil
        } else {
            divider = dividerRows > 0 ? take(1).lowerBound : nil
            indicator = take(indicatorRows)
            strip = take(stripRows)
        }
        lowerSeparator = lowerRows > 0 ? take(1).lowerBound : nil
        let pageEnd = top ? height - statusRows : height - barRows - statusRows
        page = (top ? barRows : 0)..<pageEnd
        status = pageEnd..<(pageEnd + statusRows)
    }
}
