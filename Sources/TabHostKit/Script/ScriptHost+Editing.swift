import LuaBridge
import TabCore

/// The operations of the live container (SPEC section 5), shared by `c` in scripts and
/// `app` in specs. Values arrive as Lua values and are decoded with the script's own rules.
extension ScriptHost {
    /// `c:select(id [, { notify = true }])`: silent, or the user sequence when notifying.
    public func select(_ id: String, notify: Bool = false) throws {
        guard notify else { return try container.select(id) }
        _ = try container.existing(id)
        activate(id)
    }

    /// `c:toggle(id [, on])`: silent.
    public func toggle(_ id: String, on: Bool?) throws {
        try container.toggle(id, on: on)
    }

    /// `c:insert(item [, { before = id | after = id }])`.
    public func insert(_ value: LuaValue, before: String?, after: String?) throws {
        scrollPinned = false
        guard case .table(let table) = value, !table["id"].isNil else {
            throw ArgumentError(description: "insert: the item needs an id")
        }
        let items = try decodeItems(.table(LuaTable(array: [value])), path: "item")
        try container.insert(items[0], before: before, after: after)
    }

    /// `c:remove(id)`.
    public func remove(_ id: String) throws {
        scrollPinned = false
        try container.remove(id)
    }

    /// `c:move(id, index)`.
    public func move(_ id: String, to index: Int) throws {
        scrollPinned = false
        try container.move(id, to: index)
    }

    /// `c:setTabs(items)` (also `c.tabs = items`).
    public func setTabs(_ value: LuaValue) throws {
        scrollPinned = false
        try container.setItems(try decodeItems(value, path: "tabs"))
    }

    /// Writes one item field (`c:tab("inbox").badgeValue = 4`).
    public func setField(_ name: String, of id: String, to value: LuaValue) throws {
        let index = try container.existing(id)
        guard name != "id" else { throw ArgumentError(description: "tabs[\(index + 1)].id: an item's id cannot change") }
        var item = container.items[index]
        do {
            try ItemDecoder.decode(name, value, into: &item, path: "tabs[\(index + 1)].\(name)") { [unowned self] in register($0) }
        } catch {
            throw ArgumentError(description: "\(error.path): \(error.message)")
        }
        try container.update(item)
    }

    /// Writes one style parameter (`c.style.tabsGap = 3`); nil restores the default.
    public func setStyle(_ name: String, to value: LuaValue) throws {
        do {
            try StyleDecoder.decode(name, value, into: &container.style, path: "style.\(name)") { [unowned self] in register($0) }
        } catch {
            throw ArgumentError(description: "\(error.path): \(error.message)")
        }
        styleValues[name] = value.isNil ? nil : value
    }

    /// Replaces the whole style (`c.style = { ... }`).
    public func replaceStyle(_ value: LuaValue) throws {
        switch StyleDecoder.decode(value, path: "style", function: { [unowned self] in register($0) }) {
        case .success(let style):
            container.style = style
            styleValues = [:]
            if case .table(let table) = value { for (key, value) in table.entries { if case .string(let name) = key { styleValues[name] = value } } }
        case .failure(let list):
            throw ArgumentError(description: list.problems.map { "\($0.path): \($0.message)" }.joined(separator: "; "))
        }
    }

    private func decodeItems(_ value: LuaValue, path: String) throws -> [Item] {
        switch ItemDecoder.items(from: value, path: path, function: { [unowned self] in register($0) }) {
        case .success(let items): return items
        case .failure(let list):
            throw ArgumentError(description: list.problems.map { "\($0.path): \($0.message)" }.joined(separator: "; "))
        }
    }
}
