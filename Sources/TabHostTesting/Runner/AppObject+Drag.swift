import TabHostKit
import LuaBridge
import TabCore

/// `app:drag`: drag to reorder in specs (docs/testing.md).
extension AppObject {
    /// `app:drag(fromTab, toTab)`, or `app:drag{ from = ..., to = ... [, through = { { x, y }, ... }] }`
    /// where `from` and `to` are each an item id or a 1-based cell `{ x, y }`, and `through`
    /// the cells the pointer passes on the way (over an overflow marker, each scrolls the strip).
    func drag(_ arguments: Arguments, _ session: Session) throws {
        if case .table(let spec) = arguments[1] {
            try Self.drag(
                from: try Self.end(spec["from"], "from"), through: try Self.cells(spec["through"]),
                to: try Self.end(spec["to"], "to"), session)
        } else {
            try Self.drag(
                from: .item(id: try arguments.string(1), part: nil, path: nil), through: [],
                to: .item(id: try arguments.string(2), part: nil, path: nil), session)
        }
    }

    /// A drag as a person makes it (also a recording's replay): a left press on `from`, which
    /// picks the item up and activates it, a motion over each cell of `through`, then a motion
    /// to `to` and the release there. An item is looked for when the pointer gets to it, so
    /// `to` is found as the press and the cells on the way left the strip, in the bar of `from`.
    static func drag(from: ClickTarget, through: [SpecCell], to: ClickTarget, _ session: Session) throws {
        let start = try cell(of: from, in: nil, session)
        session.click(x: start.x, y: start.y)
        for cell in through { session.dragMotion(x: cell.x - 1, y: cell.y - 1) }
        let end = try cell(of: to, in: start.path, session)
        session.dragMotion(x: end.x, y: end.y)
        session.release(x: end.x, y: end.y)
    }

    /// The 0-based cell of a drag's end, and the bar of the item there (an item is looked for in
    /// `path`'s bar, or any bar when nil).
    private static func cell(of target: ClickTarget, in path: [String]?, _ session: Session) throws -> (x: Int, y: Int, path: [String]?) {
        switch target {
        case .item(let id, _, _):
            let region = try region(id: id, part: nil, path: path, in: session.hits, for: "app:drag")
            return (region.x, region.y, region.hit.path)
        case .cell(let x, let y):
            return (x - 1, y - 1, path)
        }
    }

    /// `from` or `to`: an item id, or a 1-based cell `{ x, y }`.
    private static func end(_ value: LuaValue, _ name: String) throws -> ClickTarget {
        if let id = value.text { return .item(id: id, part: nil, path: nil) }
        guard let cell = cell(value) else {
            throw ArgumentError(description: "app:drag: \(name): expected an item id or { x, y }, got \(value.typeName)")
        }
        return .cell(x: cell.x, y: cell.y)
    }

    /// `through`: a list of 1-based cells, or nil for none.
    private static func cells(_ value: LuaValue) throws -> [SpecCell] {
        if value.isNil { return [] }
        if case .table(let list) = value, list.entries.isEmpty {
            let cells = list.array.compactMap(cell)
            if cells.count == list.array.count { return cells }
        }
        throw ArgumentError(description: "app:drag: through: expected a list of { x, y }, got \(value.typeName)")
    }

    private static func cell(_ value: LuaValue) -> SpecCell? {
        guard case .table(let cell) = value, cell.entries.isEmpty, cell.array.count == 2,
              case .integer(let x) = cell.array[0], case .integer(let y) = cell.array[1] else { return nil }
        return SpecCell(x: Int(x), y: Int(y))
    }
}
