/// The part of an item under a cell (the hit map of clicks: docs/scripting.md, "Keys and mouse").
public enum HitPart: String, Sendable, CaseIterable {
    case title, image, badge, close, marker
}

/// What a cell of a bar belongs to.
public struct Hit: Hashable, Sendable {
    /// The item's id; nil for an overflow marker.
    public var id: String?
    public var part: HitPart
    /// For a marker: -1 scrolls towards the start, +1 towards the end.
    public var direction: Int
    /// The bar the cell belongs to: the ids of the items whose pages nest it, outermost
    /// first; empty for the script's own bar (see `Container.nested(at:)`).
    public var path: [String]
    public init(id: String?, part: HitPart, direction: Int = 0, path: [String] = []) {
        self.id = id
        self.part = part
        self.direction = direction
        self.path = path
    }
}

/// A horizontal run of cells with the same hit target.
public struct HitRegion: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var hit: Hit
    public init(x: Int, y: Int, width: Int, hit: Hit) {
        self.x = x
        self.y = y
        self.width = width
        self.hit = hit
    }
}

/// The hit map of one frame, built by the same layout pass as its cells.
public struct HitMap: Hashable, Sendable {
    public var regions: [HitRegion] = []
    public init(regions: [HitRegion] = []) { self.regions = regions }

    /// The target under a 0-based cell, if any.
    public func hit(x: Int, y: Int) -> Hit? {
        regions.first { $0.y == y && x >= $0.x && x < $0.x + $0.width }?.hit
    }

    /// The first cell (in reading order) of the visible item `id`, on its `part` when given,
    /// for clicking an item by id (`app:click{ tab = id }`).
    ///
    /// `path` picks the bar; without it the outermost bar showing such an item wins.
    public func location(of id: String, part: HitPart? = nil, path: [String]? = nil) -> (x: Int, y: Int)? {
        let matching = regions.filter { region in
            region.hit.id == id && (part == nil || region.hit.part == part) && (path == nil || region.hit.path == path)
        }
        let outermost = matching.map(\.hit.path.count).min()
        return matching.first { $0.hit.path.count == outermost }.map { ($0.x, $0.y) }
    }
}

/// One rendered frame: the cells and what each cell of the bar means.
public struct Frame: Sendable {
    public var screen: Screen
    public var hits: HitMap
    public init(screen: Screen, hits: HitMap) {
        self.screen = screen
        self.hits = hits
    }
}
