/// Drag to reorder from the embedding API (docs/scripting.md, "Drag to reorder"). A left
/// `click` picks the item up in a reorderable bar; these follow the pointer and drop it.
extension Session {
    /// Whether a left click picked up an item that a release would drop.
    public var isCarrying: Bool { host.dragged != nil }

    /// The pointer moved to the 0-based cell (`x`, `y`) with the left button held.
    public func dragMotion(x: Int, y: Int) {
        host.event { host.dragMotion(x: x, y: y) }
    }

    /// The mouse button was released over the 0-based cell (`x`, `y`): an item carried since
    /// the press is dropped there.
    public func release(x: Int, y: Int) {
        host.event { host.release(x: x, y: y) }
    }

    /// A whole drag with the left button, from one 0-based cell to another.
    public func drag(from: (x: Int, y: Int), to: (x: Int, y: Int)) {
        host.event { host.drag(from: from, to: to) }
    }
}
