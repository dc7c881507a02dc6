/// The intrinsic width of every visible item, measured once and kept in the container until
/// its `items` or `style` change, so a frame of 1,000,000 tabs does not measure 1,000,000
/// titles, nor add up their widths.
///
/// Widths are measured as if no tab were selected: the layout measures the selected tab again,
/// since it may show its `selectedImage` and brackets. With the running sums of the widths
/// and the two widest tabs kept here, a layout finds any tab's column, and the tabs on screen,
/// without visiting the others (see `Strip`).
struct Measurements: Sendable {
    /// Positions in `Container.items` of the items that are not hidden, ascending.
    var indices: [Int] = []
    /// The intrinsic width of each of them, clamped to `minTabWidth`...`maxTabWidth`.
    var widths: [Int] = []
    /// `offsets[p]` is the sum of `widths[0..<p]` (one more entry than `widths`).
    var offsets: [Int] = [0]
    /// The positions of the widest tab and of the widest other one (nil when there is none).
    var widest: (first: Int?, second: Int?) = (nil, nil)
    /// Each item's position in `Container.items`, by id (nil unless asked for).
    var positions: ItemIndex?
    /// Where the pinned items are (`VisualOrder`).
    var pinned: PinnedPositions

    init(_ container: Container, positions indexByID: Bool = true) {
        let style = container.style, parameters = LayoutParameters(style)
        indices.reserveCapacity(container.items.count)
        widths.reserveCapacity(container.items.count)
        offsets.reserveCapacity(container.items.count + 1)
        if indexByID { positions = ItemIndex(container.items) }
        pinned = PinnedPositions(container.items)
        container.items.withUnsafeBufferPointer { items in  // each item read in place, not copied
            for index in items.indices where !items[index].isHidden {
                let width = Strip.intrinsicWidth(of: items[index], style: style, parameters, selected: false)
                note(width, at: widths.count)
                indices.append(index)
                widths.append(width)
                offsets.append(offsets[offsets.count - 1] + width)
            }
        }
    }

    /// Keeps `widest` up to date with the tab at `position` (the first of equals wins).
    private mutating func note(_ width: Int, at position: Int) {
        if let first = widest.first, widths[first] >= width {
            if widest.second.map({ widths[$0] < width }) ?? true { widest.second = position }
        } else {
            widest = (position, widest.first)
        }
    }

    /// The widest measured width among all tabs but the one at `position`.
    func widestWidth(excluding position: Int?) -> Int {
        let other = widest.first == position ? widest.second : widest.first
        return other.map { widths[$0] } ?? 0
    }
}
