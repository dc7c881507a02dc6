import TabHostKit
import LuaBridge
import TabCore

/// `app:drag`: drag to reorder in specs (docs/testing.md).
extension AppObject {
    /// `app:drag(fromTab, toTab)`, from the first cell of one visible item to the first cell
    /// of another as it shows once the press has activated the first, or
    /// `app:drag{ from = { x, y }, to = { x, y } }` between 1-based cells.
    func drag(_ arguments: Arguments, _ session: Session) throws {
        if case .table(let cells) = arguments[1] {
            let from = try Self.cell(cells["from"], "from"), to = try Self.cell(cells["to"], "to")
            session.drag(from: (from.x - 1, from.y - 1), to: (to.x - 1, to.y - 1))
            return
        }
        try Self.drag(try arguments.string(1), try arguments.string(2), session)
    }

    /// A drag from the first cell of the visible item `fromID` to the first cell of `toID` in
    /// the same bar, found once the press has activated the first (also a recording's replay).
    static func drag(_ fromID: String, _ toID: String, _ session: Session) throws {
        let from = try region(id: fromID, part: nil, path: nil, in: session.hits, for: "app:drag")
        session.click(x: from.x, y: from.y)
        let to = try region(id: toID, part: nil, path: from.hit.path, in: session.hits, for: "app:drag")
        session.dragMotion(x: to.x, y: to.y)
        session.release(x: to.x, y: to.y)
    }

    private static func cell(_ value: LuaValue, _ name: String) throws -> (x: Int, y: Int) {
        guard case .table(let cell) = value, cell.array.count == 2,
              case .integer(let x) = cell.array[0], case .integer(let y) = cell.array[1] else {
            throw ArgumentError(description: "app:drag: \(name): expected { x, y }, got \(value.typeName)")
        }
        return (Int(x), Int(y))
    }
}
