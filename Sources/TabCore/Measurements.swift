/// The intrinsic width of every visible item, measured once and kept in the container until
/// its `items` or `style` change, so a frame of 10,000 tabs does not measure 10,000 titles.
///
/// Widths are measured as if no tab were selected: the layout measures the selected tab again,
/// since it may show its `selectedImage` and brackets.
struct Measurements: Sendable {
    /// Positions in `Container.items` of the items that are not hidden, ascending.
    var indices: [Int] = []
    /// The intrinsic width of each of them, clamped to `minTabWidth`...`maxTabWidth`.
    var widths: [Int] = []
    /// Each item's position in `Container.items`, by id (empty unless asked for).
    var positions: [String: Int] = [:]

    init(_ container: Container, positions indexByID: Bool = true) {
        let parameters = LayoutParameters(container.style)
        indices.reserveCapacity(container.items.count)
        widths.reserveCapacity(container.items.count)
        if indexByID { positions.reserveCapacity(container.items.count) }
        for (index, item) in container.items.enumerated() {
            if indexByID, positions[item.id] == nil { positions[item.id] = index }
            guard !item.isHidden else { continue }
            indices.append(index)
            widths.append(Strip.intrinsicWidth(of: item, style: container.style, parameters, selected: false))
        }
    }
}
