import LuaBridge
import TabCore

/// Containers nested as pages, at runtime (docs/scripting.md, "Item fields": a page may be a
/// container).
///
/// Each nested container has its own live `c` (its callbacks get it, not the outer one), its
/// own callbacks and `keys`, and its own overflow scroll. Its state lives inside its item's
/// page in `container`, reached by path (`Container.nested(at:)`), so every change goes through
/// `modify(at:)`. `c.state` is the script's one `state` table at every level.
///
/// Input: a click activates the item under it in whichever bar it lands and focuses that bar;
/// keys go to the focused bar (`down` enters the selected tab's nested bar, `up`/`escape`
/// leave it; see `Container.routeKey`), and key bindings are looked up in the focused bar
/// first, then outwards.
extension ScriptHost {
    /// The container at `path` as it is now; an error once its item is gone or no longer
    /// holds a container.
    func model(at path: [String]) throws -> Container {
        guard let found = container.nested(at: path) else { throw ArgumentError(description: Self.goneMessage(path)) }
        return found
    }

    /// `body` on the container at `path` (nil once it is gone), read where it lies: a plain
    /// read of the `container` property copies the whole model first (a retain per field),
    /// an inout access does not. `body` must not touch `container` (that access overlaps).
    func reading<Result>(at path: [String], _ body: (Container) throws -> Result) rethrows -> Result? {
        try Self.read(&container, at: path, body)
    }

    private static func read<Result>(
        _ model: inout Container, at path: [String], _ body: (Container) throws -> Result
    ) rethrows -> Result? {
        try model.withNested(at: path, body)
    }

    /// Changes the container at `path` in place (written back into its item's page), then
    /// settles the scroll of the bars on screen: every change of the model goes through here.
    @discardableResult
    func modify<Result>(at path: [String], _ body: (inout Container) throws -> Result) throws -> Result {
        guard let result = try container.updateNested(at: path, body) else {
            throw ArgumentError(description: Self.goneMessage(path))
        }
        settleScroll()
        collectIfNeeded()
        return result
    }

    private static func goneMessage(_ path: [String]) -> String {
        "the container in the page of '\(path.joined(separator: "/"))' is gone"
    }

    /// A click on the visible item `id` (`app:click{ tab = id [, part = "badge"] }`): on its
    /// first cell, or its first cell of `part`, in the outermost bar showing it unless `path`
    /// names the bar. False when no such item is on screen.
    @discardableResult
    func click(tab id: String, part: HitPart? = nil, path: [String]? = nil) -> Bool {
        guard let cell = hits().location(of: id, part: part, path: path) else { return false }
        click(x: cell.x, y: cell.y)
        return true
    }

    /// The path of the bar with the keyboard focus (`[]` unless `down` entered a nested bar).
    var focusedBar: [String] { reading(at: []) { $0.focusPath } ?? [] }

    /// The binding of `key` in the focused bar or, failing that, the bars around it,
    /// innermost first.
    func binding(for key: Key) -> (path: [String], function: ScriptFunction)? {
        var path = focusedBar
        while true {
            let found = reading(at: path) { $0.keys.first { $0.key == key }?.function } ?? nil
            if let found { return (path, found) }
            guard !path.isEmpty else { return nil }
            path.removeLast()
        }
    }

    /// The bar whose own rows (strip, indicator, divider, separators) include the 0-based
    /// screen row `y`, innermost first; nil over a page or the status row.
    func bar(atRow y: Int) -> [String]? {
        Renderer.shownBars(container, width: width, height: height, status: statusMessage).last { $0.isBarRow(y) }?.path
    }

    /// The style parameters the container at `path` was given, as written.
    func styleValues(at path: [String]) -> [String: LuaValue] {
        path.isEmpty ? styleValues : nestedStyleValues[path] ?? [:]
    }

    func setStyleValues(_ values: [String: LuaValue], at path: [String]) {
        if path.isEmpty { styleValues = values } else { nestedStyleValues[path] = values }
    }

    /// The entries of a table under string keys (none for any other value).
    static func namedValues(of value: LuaValue) -> [String: LuaValue] {
        guard case .table(let table) = value else { return [:] }
        var values: [String: LuaValue] = [:]
        for case (.string(let name), let value) in table.entries { values[name] = value }
        return values
    }

    /// Keeps the `style` entries of the script's table and of every container nested in its
    /// items' pages, for reading `c.style.x` back.
    func keepStyleValues(of table: LuaTable, at path: [String]) {
        let style = table["style"]
        if case .table = style { setStyleValues(Self.namedValues(of: style), at: path) }
        guard case .table(let tabs) = table["tabs"] else { return }
        for (offset, tab) in tabs.array.enumerated() {
            guard case .table(let item) = tab, case .table(let page) = item["page"], !page["tabs"].isNil else { continue }
            keepStyleValues(of: page, at: path + [item["id"].text ?? String(offset + 1)])
        }
    }
}
