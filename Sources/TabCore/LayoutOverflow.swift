/// Where the strip sits on screen: aligned when it fits, scrolled with overflow markers when it
/// does not.
///
/// A content column `c` is drawn at screen column `origin + c`, inside `viewport`.
struct Placement {
    var origin = 0
    var viewport: Range<Int>
    var scroll = 0
    var isScrolling = false
    var markers: [OverflowMarker] = []

    /// The content columns that reach the viewport.
    var contentRange: Range<Int> { (viewport.lowerBound - origin)..<(viewport.upperBound - origin) }

    init(_ strip: Strip, width: Int, container: Container, _ parameters: LayoutParameters, mode: LayoutMode, revealSelection: Bool) {
        viewport = 0..<width
        var alignment = container.style.alignment
        if alignment == .justified, mode != .fit { alignment = .leading }  // MDC's best effort: leading
        if strip.contentWidth <= width {
            origin = Self.shift(strip, width: width, alignment: alignment)
            return
        }
        isScrolling = true
        let follow = Follow(
            strip: strip, parameters: parameters, requested: container.scrollOffset,
            centered: alignment == .centerSelected, reveal: revealSelection)
        reserveMarkers(follow, width: width)
    }

    /// The offset of a strip that fits: by alignment, or centering the selected tab without
    /// letting the strip leave the bar.
    private static func shift(_ strip: Strip, width: Int, alignment: BarAlignment) -> Int {
        let room = width - strip.contentWidth
        switch alignment {
        case .leading: return 0
        case .center, .justified: return room / 2  // justified leaves room only when capped
        case .trailing: return room
        case .centerSelected:
            guard let selected = strip.selected else { return 0 }
            let centered = (width - strip.width(selected)) / 2 - strip.start(selected)
            return min(max(0, centered), room)
        }
    }

    /// Cells the viewport keeps at the least for the tab in view: brackets, a wide letter and
    /// `…`. A bar too narrow for counted markers and that room gets bare `‹` and `›`, and one
    /// too narrow for those none, so the selected or focused tab is never squeezed out.
    static let readableRoom = 6

    /// Settles the scroll position and the cells the markers reserve.
    private mutating func reserveMarkers(_ follow: Follow, width: Int) {
        var counted = true
        var (left, right) = Self.reservation(follow, width: width, counted: true)
        if width - left - right < Self.readableRoom {
            counted = false
            (left, right) = Self.reservation(follow, width: width, counted: false)
            if width - left - right < Self.readableRoom { (left, right) = (0, 0) }
        }
        let visible = width - left - right
        scroll = follow.scroll(viewport: visible)
        origin = left - scroll
        viewport = left..<(width - right)
        let hidden = follow.hidden(scroll: scroll, viewport: visible)
        if left > 0, hidden.left > 0 {
            markers.append(OverflowMarker(
                direction: -1, count: hidden.left, x: 0, width: left,
                text: counted ? "‹ +\(hidden.left)" : "‹", scrollTarget: follow.reveal(hidden.left - 1, viewport: visible, from: scroll)))
        }
        if right > 0, hidden.right > 0 {
            markers.append(OverflowMarker(
                direction: 1, count: hidden.right, x: width - right, width: right,
                text: counted ? "+\(hidden.right) ›" : "›",
                scrollTarget: follow.reveal(
                    follow.strip.count - hidden.right, viewport: visible - (left > 0 ? 0 : Self.markerWidth(1, counted: counted)), from: scroll)))
        }
    }

    /// The cells each marker reserves, counted (`‹ +N`) or bare (`‹`).
    ///
    /// The two depend on the scroll position (a marker narrows the viewport, which moves the
    /// scroll, which changes the counts and so the markers' widths). Reservations only grow, so
    /// this settles in a few rounds.
    private static func reservation(_ follow: Follow, width: Int, counted: Bool) -> (left: Int, right: Int) {
        var left = 0
        var right = 0
        for _ in 0..<8 {
            let hidden = follow.hidden(scroll: follow.scroll(viewport: width - left - right), viewport: width - left - right)
            let needLeft = max(left, hidden.left > 0 ? markerWidth(hidden.left, counted: counted) : 0)
            let needRight = max(right, hidden.right > 0 ? markerWidth(hidden.right, counted: counted) : 0)
            if needLeft + needRight >= width { return (needLeft, needRight) }
            if needLeft == left, needRight == right { break }
            left = needLeft
            right = needRight
        }
        return (left, right)
    }

    /// Cells a marker for `count` items reserves: `‹ +N` (or a bare `‹`) and a space towards
    /// the tabs.
    private static func markerWidth(_ count: Int, counted: Bool) -> Int { counted ? 4 + decimalDigits(count) : 2 }

    private static func decimalDigits(_ value: Int) -> Int {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }
}

/// The scroll policy: keep the selected tab in view, moving as little as possible from the
/// requested offset (or centering it for `alignment = "centerSelected"`), then the focused
/// toggle or button, so enter never acts on something off screen.
struct Follow {
    var strip: Strip
    var parameters: LayoutParameters
    var requested: Int
    var centered: Bool
    var reveal: Bool

    /// The scroll offset for a viewport of `viewport` cells.
    func scroll(viewport: Int) -> Int {
        let limit = max(0, strip.contentWidth - viewport)
        var offset = min(max(0, requested), limit)
        if reveal, let selected = strip.selected {
            offset = centered
                ? strip.start(selected) - (viewport - strip.width(selected)) / 2
                : self.reveal(selected, viewport: viewport, from: offset)
        }
        if reveal, let focused = strip.focused {
            offset = self.reveal(focused, viewport: viewport, from: min(max(0, offset), limit))
        }
        return min(max(0, offset), limit)
    }

    /// The smallest move from `offset` that shows the tab at `position` whole, with the gap
    /// (or inset) on each side of it when there is room for that too.
    func reveal(_ position: Int, viewport: Int, from offset: Int) -> Int {
        let start = strip.start(position)
        let end = strip.end(position)
        var low = start - (position == 0 ? parameters.left : parameters.gap)
        var high = end + (position == strip.count - 1 ? parameters.right : parameters.gap)
        if high - low > viewport {
            low = start
            high = end
        }
        if high - low > viewport || low < offset { return max(0, low) }
        if high > offset + viewport { return min(high - viewport, max(0, strip.contentWidth - viewport)) }
        return offset
    }

    /// How many tabs are hidden, wholly or partly, on each side.
    func hidden(scroll: Int, viewport: Int) -> (left: Int, right: Int) {
        let left = strip.firstPosition { strip.start($0) >= scroll }
        let right = strip.count - strip.firstPosition { strip.end($0) > scroll + viewport }
        return (left, right)
    }
}
