import LuaBridge
import TabCore

/// The operations of the live container (docs/scripting.md, "The live container `c`"), shared
/// by `c` in scripts and `app` in specs. Values arrive as Lua values and are decoded with the
/// script's own rules. `path` names a container nested in a page (`[]`: the script's own).
extension ScriptHost {
    /// `c:select(id [, { notify = true, animated = true }])`: silent, or the user sequence
    /// when notifying; `animated` slides the indicator to the new tab (MDC's
    /// `setSelectedItem:animated:`) in the script's own bar, as a user activation does with
    /// `isIndicatorSlide`.
    func select(_ id: String, notify: Bool = false, animated: Bool = false, at path: [String] = []) throws {
        let origin = animated && path.isEmpty ? slideOrigin(animated: true) : nil
        if notify {
            _ = try model(at: path).existing(id)
            activate(id, at: path)
        } else {
            try modify(at: path) { try $0.select(id) }
        }
        if origin != nil, container.motion.slide == nil { slide(from: origin) }
    }

    /// `c:toggle(id [, on])`: silent.
    func toggle(_ id: String, on: Bool?, at path: [String] = []) throws {
        try modify(at: path) { try $0.toggle(id, on: on) }
    }

    /// `c:focus(id)` and `c.focused = item`: silent; nil gives the focus back to the
    /// selected tab.
    func focus(_ id: String?, at path: [String] = []) throws {
        try modify(at: path) { try $0.focus(id) }
    }

    /// `c:insert(item [, { before = id | after = id }])`.
    func insert(_ value: LuaValue, before: String?, after: String?, at path: [String] = []) throws {
        pinnedBar = nil
        guard case .table(let table) = value, !table["id"].isNil else {
            throw ArgumentError(description: "insert: the item needs an id")
        }
        let items = try decodeItems(.table(LuaTable(array: [value])), path: "item")
        try replacing([], with: items, at: path) {
            try modify(at: path) { try $0.insert(items[0], before: before, after: after) }
        }
    }

    /// `c:remove(id)`.
    func remove(_ id: String, at path: [String] = []) throws {
        pinnedBar = nil
        let level = try model(at: path)
        try replacing([level.items[try level.existing(id)]], with: [], at: path) {
            try modify(at: path) { try $0.remove(id) }
        }
    }

    /// `c:move(id, index)`.
    func move(_ id: String, to index: Int, at path: [String] = []) throws {
        pinnedBar = nil
        try modify(at: path) { try $0.move(id, to: index) }
    }

    /// `c:setTabs(items)` (also `c.tabs = items`).
    func setTabs(_ value: LuaValue, at path: [String] = []) throws {
        pinnedBar = nil
        let items = try decodeItems(value, path: "tabs")
        try replacing(try model(at: path).items, with: items, at: path) {
            try modify(at: path) { try $0.setItems(items) }
        }
    }

    /// Writes one item field (`c:tab("inbox").badgeValue = 4`).
    func setField(_ name: String, of id: String, to value: LuaValue, at path: [String] = []) throws {
        let level = try model(at: path)
        let index = try level.existing(id)
        guard name != "id" else { throw ArgumentError(description: "tabs[\(index + 1)].id: an item's id cannot change") }
        var item = level.items[index]
        do {
            try ItemDecoder.decode(name, value, into: &item, path: "tabs[\(index + 1)].\(NameEcho.shown(name))",
                                   function: { [unowned self] in register($0) }, allowance: modelAllowance)
        } catch {
            throw Self.argumentError([error])
        }
        try replacing([level.items[index]], with: [item], at: path) {
            try modify(at: path) { try $0.update(item) }
        }
    }

    /// Runs `edit`, which puts `new` items in the place of `old` ones, with the host's charge
    /// for its model moved from the old to the new (`ModelCost`): the edit is refused with the
    /// memory error when the new ones do not fit the cap. The live items among `old` remember
    /// what they read, so one that leaves keeps reading it (`ItemMemory`).
    private func replacing(_ old: [Item], with new: [Item], at path: [String], _ edit: () throws -> Void) throws {
        remember(old, at: path)
        let added = new.reduce(0) { $0 + ModelCost.total($1) }
        try hold(added)
        do {
            try edit()
        } catch {
            letGo(added)
            throw error
        }
        letGo(old.reduce(0) { $0 + ModelCost.total($1) })
    }

    /// Writes one style parameter (`c.style.tabsGap = 3`); nil restores the default.
    func setStyle(_ name: String, to value: LuaValue, at path: [String] = []) throws {
        var style = try model(at: path).style
        do {
            try StyleDecoder.decode(name, value, into: &style, path: "style.\(NameEcho.shown(name))") { [unowned self] in register($0) }
        } catch {
            throw Self.argumentError([error])
        }
        try modify(at: path) { $0.style = style }
        var values = styleValues(at: path)
        values[name] = value.isNil ? nil : value
        setStyleValues(values, at: path)
    }

    /// Replaces the whole style (`c.style = { ... }`).
    func replaceStyle(_ value: LuaValue, at path: [String] = []) throws {
        switch StyleDecoder.decode(value, path: "style", function: { [unowned self] in register($0) }) {
        case .success(let style):
            try modify(at: path) { $0.style = style }
            setStyleValues(Self.namedValues(of: value), at: path)
        case .failure(let list):
            throw Self.argumentError(list.problems)
        }
    }

    private func decodeItems(_ value: LuaValue, path: String) throws -> [Item] {
        switch ItemDecoder.items(from: value, path: path, function: { [unowned self] in register($0) }, allowance: modelAllowance) {
        case .success(let items): return items
        case .failure(let list):
            throw Self.argumentError(list.problems)
        }
    }

    /// Decoding problems of a value written at runtime, as one error raised into the script.
    private static func argumentError(_ problems: [ScriptProblem]) -> ArgumentError {
        ArgumentError(description: problems.map { "\($0.path): \($0.message)" }.joined(separator: "; "))
    }
}
