import LuaBridge
import TabCore

/// The Lua objects of the live container, cached so a page function that reads `c.tabs`
/// every frame does not make new proxies each time.
struct LiveObjects {
    var container: LuaValue?
    var style: LuaValue?
    var items: [String: LuaValue] = [:]
    /// What each of those items read last, for when it leaves (`ItemMemory`).
    var memories: [String: ItemMemory] = [:]
    var methods: [String: LuaValue] = [:]
}

/// `c`, the live container scripts see in callbacks and page functions (docs/scripting.md, "The
/// live container `c`"): `c.selected`, `c.tabs`, `c:tab(id)`, `c:select`, `c:toggle`,
/// `c:insert`, `c:remove`, `c:move`, `c:setTabs`, writable `c.style` and item fields,
/// `c.state`.
///
/// A container nested in a page has a `c` of its own, made for its path (see
/// `ScriptHost+Nested`); `path` is `[]` for the script's own container.
extension ScriptHost {
    /// The method names of `c`, with the one-line docs the reference lists.
    static let containerMethods: [(name: String, doc: String)] = [
        ("tab", "c:tab(id) -> item or nil"),
        ("select", "c:select(id [, { notify = true, animated = true }]): silent unless notify"),
        ("toggle", "c:toggle(id [, on]): set or flip a toggle, silently"),
        ("insert", "c:insert(item [, { before = id } | { after = id }])"),
        ("remove", "c:remove(id)"),
        ("move", "c:move(id, index)"),
        ("setTabs", "c:setTabs(items): replace the items, keeping the selection by id"),
        ("close", "c:close(id [, { notify = true }]): remove the item, silently unless notify runs shouldClose and didClose"),
        ("focus", "c:focus(id): move the keyboard focus to an item, silently; nil gives it back to the selected tab"),
    ]

    /// The fields of `c` a script may assign (`setContainerField`), the names a misspelled
    /// assignment is matched against.
    static let writableFields = ["style", "tabs", "state", "status"]

    /// Every field of `c`, the names a misspelled read is matched against (with the methods).
    static let readableFields = ["selected", "tabs", "state", "style", "focused", "status"]

    /// The objects made so far for the container at `path`.
    private func cachedObjects(at path: [String]) -> LiveObjects? {
        path.isEmpty ? objects : nestedObjects[path]
    }

    private func updateCachedObjects(at path: [String], _ change: (inout LiveObjects) -> Void) {
        if path.isEmpty { change(&objects) } else { change(&nestedObjects[path, default: LiveObjects()]) }
    }

    /// `c` of the container at `path`.
    func containerValue(at path: [String] = []) -> LuaValue {
        if let made = cachedObjects(at: path)?.container { return made }
        let made = vm.object(
            get: { [unowned self] key in try containerField(key, at: path) },
            set: { [unowned self] key, value in try setContainerField(key, value, at: path) },
            name: "container", setsByReference: true)
        updateCachedObjects(at: path) { $0.container = made }
        return made
    }

    private func containerField(_ key: LuaValue, at path: [String]) throws -> LuaValue {
        guard case .string(let name) = key else { return .nil }
        switch name {
        case "selected": return try model(at: path).selectedItem.map { itemObject($0.id, at: path) } ?? .nil
        case "tabs": return .table(LuaTable(array: try model(at: path).items.map { itemObject($0.id, at: path) }))
        case "state": return state
        case "style": return styleObject(at: path)
        case "focused": return try model(at: path).focusID.map { itemObject($0, at: path) } ?? .nil
        case "status": return scriptStatus.map(LuaValue.string) ?? .nil
        default:
            if let method = method(name, at: path) { return method }
            throw ArgumentError(description: "c.\(NameEcho.shown(name)): no such field or method"
                                + Suggestion.hint(for: name, among: Self.readableFields + Self.containerMethods.map(\.name)))
        }
    }

    private func setContainerField(_ key: LuaValue, _ value: LuaValue, at path: [String]) throws {
        guard case .string(let name) = key else { throw ArgumentError(description: "cannot set c[\(key.typeName)]") }
        switch name {
        case "style": try replaceStyle(try vm.snapshot(value), at: path)
        case "tabs": try setTabs(try vm.snapshot(value), at: path)
        case "state": try replaceState(with: value)
        case "status": scriptStatus = try statusText(value)
        case "focused": try focus(try focusTarget(value, at: path), at: path)
        case "selected": throw ArgumentError(description: "c.selected is read-only: use c:select(id)")
        default:
            throw ArgumentError(description: "cannot set c.\(NameEcho.shown(name))" + Suggestion.hint(for: name, among: Self.writableFields))
        }
    }

    /// `c.state = value`: the very value is kept (a table stays the script's own table), and
    /// the one it replaces is let go, so replacing the state again and again frees memory.
    private func replaceState(with value: LuaValue) throws {
        let kept = try vm.reference(value.isNil ? .table(LuaTable()) : value)
        let old = state
        state = kept
        vm.release(old)
    }

    /// `c.status = "text"` (a number as `tostring`), or nil to clear the row.
    private func statusText(_ value: LuaValue) throws -> String? {
        value.isNil ? nil : try value.checkText(at: [.raw("c.status")])
    }

    /// A method of `c` as a Lua function, made once per container.
    private func method(_ name: String, at path: [String]) -> LuaValue? {
        if let made = cachedObjects(at: path)?.methods[name] { return made }
        guard Self.containerMethods.contains(where: { $0.name == name }) else { return nil }
        let made = vm.function(name: name) { [unowned self] values in
            try callMethod(name, Arguments(values: dropSelf(values, at: path), function: name), at: path)
        }
        updateCachedObjects(at: path) { $0.methods[name] = made }
        return made
    }

    /// Methods are called as `c:name(...)`; `c.name(...)` works too.
    private func dropSelf(_ values: [LuaValue], at path: [String]) -> [LuaValue] {
        if case .object(let reference) = values.first, case .object(let own) = containerValue(at: path), reference == own {
            return Array(values.dropFirst())
        }
        return values
    }

    private func callMethod(_ name: String, _ arguments: Arguments, at path: [String]) throws -> [LuaValue] {
        switch name {
        case "tab":
            let id = try arguments.string(1)
            return [try model(at: path).index(of: id) == nil ? .nil : itemObject(id, at: path)]
        case "select":
            let options = arguments[2]
            try checkOptions(options, ["notify", "animated"], of: "select")
            try select(try arguments.string(1), notify: option("notify", in: options) == .boolean(true),
                       animated: option("animated", in: options) == .boolean(true), at: path)
        case "toggle":
            let on: Bool? = if case .boolean(let value) = arguments[2] { value } else { nil }
            try toggle(try arguments.string(1), on: on, at: path)
        case "insert":
            let options = arguments[2]
            try checkOptions(options, ["before", "after"], of: "insert")
            try insert(arguments[1], before: option("before", in: options)?.text, after: option("after", in: options)?.text, at: path)
        case "remove": try remove(try arguments.string(1), at: path)
        case "move": try move(try arguments.string(1), to: try arguments.integer(2), at: path)
        case "setTabs": try setTabs(arguments[1], at: path)
        case "close":
            let options = arguments[2]
            try checkOptions(options, ["notify"], of: "close")
            try close(try arguments.string(1), notify: option("notify", in: options) == .boolean(true), at: path)
        case "focus": try focus(try focusTarget(arguments[1], at: path), at: path)
        default: break
        }
        return []
    }

    /// The id `c.focused = value` and `c:focus(value)` name: a live item of this container,
    /// an id, or nil.
    private func focusTarget(_ value: LuaValue, at path: [String]) throws -> String? {
        switch value {
        case .nil: return nil
        case .string(let id): return id
        case .object(let reference):
            let items = cachedObjects(at: path)?.items ?? [:]
            if let id = items.first(where: { if case .object(let own) = $0.value { own == reference } else { false } })?.key {
                return id
            }
        default: break
        }
        throw ArgumentError(description: "focus: an item of this container, an id or nil expected, got \(value.typeName)")
    }

    /// Refuses an option a method does not know, so `{ animate = true }` is not ignored.
    private func checkOptions(_ options: LuaValue, _ known: [String], of method: String) throws {
        guard case .table(let table) = options else { return }
        for key in table.stringKeys where !known.contains(key) {
            throw ArgumentError(description: "\(method): unknown option '\(NameEcho.shown(key))'" + Suggestion.hint(for: key, among: known))
        }
    }

    private func option(_ name: String, in options: LuaValue) -> LuaValue? {
        guard case .table(let table) = options else { return nil }
        let value = table[name]
        return value.isNil ? nil : value
    }

    /// An item of the container at `path` by id: reads and writes go to the current item
    /// with that id; once there is none, reads give the fields it had last (`ItemMemory`) and
    /// writes are an error.
    func itemObject(_ id: String, at path: [String] = []) -> LuaValue {
        if let made = cachedObjects(at: path)?.items[id] { return made }
        let memory = ItemMemory()
        let made = vm.object(
            get: { [unowned self] key in
                guard case .string(let name) = key else { return .nil }
                guard ItemFields.isReadable(name) else {
                    throw ArgumentError(description: "item.\(NameEcho.shown(name)): no such field" + ItemFields.hint(for: name))
                }
                return itemField(id, name, at: path) ?? memory.value(of: name) ?? .nil
            },
            set: { [unowned self] key, value in
                guard case .string(let name) = key else { throw ArgumentError(description: "cannot set item[\(key.typeName)]") }
                if memory.last != nil, itemField(id, "id", at: path) == nil {
                    throw ArgumentError(description: "cannot set \(NameEcho.shown(name)) of the item '\(NameEcho.shown(id))': it was removed")
                }
                try setField(name, of: id, to: value, at: path)
            },
            name: "item \(NameEcho.shown(id))")
        updateCachedObjects(at: path) {
            $0.items[id] = made
            $0.memories[id] = memory
        }
        objectsMade += 1
        return made
    }

    /// The field `name` of the item `id` as it is now; nil when the container has no such item.
    private func itemField(_ id: String, _ name: String, at path: [String]) -> LuaValue? {
        reading(at: path) { level -> LuaValue? in
            guard let index = level.index(of: id) else { return nil }
            return ItemFields.value(of: name, in: level.items[index], index: index + 1, selectedID: level.selectedID)
        } ?? nil
    }

    /// Keeps what the cached items among `items` read now, before an edit that may take them
    /// out of the container at `path` (every edit that replaces items calls it).
    func remember(_ items: [Item], at path: [String]) {
        guard let memories = cachedObjects(at: path)?.memories, !memories.isEmpty else { return }
        reading(at: path) { level in
            for item in items {
                guard let memory = memories[item.id], let index = level.index(of: item.id) else { continue }
                memory.last = ItemMemory.Last(item: item, index: index, wasSelected: level.selectedID == item.id)
            }
        }
    }

    /// What the item `id` of the container at `path` reads now, or read last before it left.
    func lastFields(of id: String, at path: [String]) -> ItemMemory.Last? {
        let current = reading(at: path) { level -> ItemMemory.Last? in
            guard let index = level.index(of: id) else { return nil }
            return ItemMemory.Last(item: level.items[index], index: index, wasSelected: level.selectedID == id)
        } ?? nil
        return current ?? cachedObjects(at: path)?.memories[id]?.last
    }

    /// The proxy of an item that is not in the container at `path`, reading `last` (a reload
    /// that dropped an item the old `state` kept).
    func departedObject(_ last: ItemMemory.Last, at path: [String]) -> LuaValue {
        let made = itemObject(last.item.id, at: path)
        cachedObjects(at: path)?.memories[last.item.id]?.last = last
        return made
    }

    /// `c.style`: reads what the script wrote, writes decode one parameter.
    func styleObject(at path: [String]) -> LuaValue {
        if let made = cachedObjects(at: path)?.style { return made }
        let made = vm.object(
            get: { [unowned self] key in
                guard case .string(let name) = key else { return .nil }
                if let value = styleValues(at: path)[name] { return value }
                guard StyleDecoder.isParameter(name) else {
                    throw ArgumentError(description: "style.\(NameEcho.shown(name)): unknown parameter"
                                        + Suggestion.hint(for: name, among: StyleDecoder.parameters.canonicalNames))
                }
                return .nil
            },
            set: { [unowned self] key, value in
                guard case .string(let name) = key else { throw ArgumentError(description: "cannot set style[\(key.typeName)]") }
                try setStyle(name, to: value, at: path)
            },
            name: "style")
        updateCachedObjects(at: path) { $0.style = made }
        return made
    }
}

extension LuaValue {
    /// A string, or a number written as text; nil otherwise (`package`: the spec runner reads
    /// `app`'s arguments as `c` reads its own).
    package var text: String? {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        default: nil
        }
    }
}
