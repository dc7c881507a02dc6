import LuaBridge
import TabCore

/// The Lua objects of the live container, cached so a page function that reads `c.tabs`
/// every frame does not make new proxies each time.
struct LiveObjects {
    var container: LuaValue?
    var style: LuaValue?
    var items: [String: LuaValue] = [:]
    var methods: [String: LuaValue] = [:]
}

/// `c`, the live container scripts see in callbacks and page functions (SPEC section 5):
/// `c.selected`, `c.tabs`, `c:tab(id)`, `c:select`, `c:toggle`, `c:insert`, `c:remove`,
/// `c:move`, `c:setTabs`, writable `c.style` and item fields, `c.state`.
extension ScriptHost {
    /// The method names of `c`, with the one-line docs the reference lists.
    static let containerMethods: [(name: String, doc: String)] = [
        ("tab", "c:tab(id) -> item or nil"),
        ("select", "c:select(id [, { notify = true }]): silent unless notify"),
        ("toggle", "c:toggle(id [, on]): set or flip a toggle, silently"),
        ("insert", "c:insert(item [, { before = id } | { after = id }])"),
        ("remove", "c:remove(id)"),
        ("move", "c:move(id, index)"),
        ("setTabs", "c:setTabs(items): replace the items, keeping the selection by id"),
    ]

    /// `c`.
    func containerValue() -> LuaValue {
        if let made = objects.container { return made }
        let made = vm.object(
            get: { [unowned self] key in try containerField(key) },
            set: { [unowned self] key, value in try setContainerField(key, value) },
            name: "container")
        objects.container = made
        return made
    }

    private func containerField(_ key: LuaValue) throws -> LuaValue {
        guard case .string(let name) = key else { return .nil }
        switch name {
        case "selected": return container.selectedItem.map { itemObject($0.id) } ?? .nil
        case "tabs": return .table(LuaTable(array: container.items.map { itemObject($0.id) }))
        case "state": return state
        case "style": return styleObject()
        case "focused": return container.focusID.map(itemObject) ?? .nil
        default: return method(name) ?? .nil
        }
    }

    private func setContainerField(_ key: LuaValue, _ value: LuaValue) throws {
        guard case .string(let name) = key else { throw ArgumentError(description: "cannot set c[\(key.typeName)]") }
        switch name {
        case "style": try replaceStyle(value)
        case "tabs": try setTabs(value)
        case "state": state = try vm.reference(value.isNil ? .table(LuaTable()) : value)
        case "selected": throw ArgumentError(description: "c.selected is read-only: use c:select(id)")
        default: throw ArgumentError(description: "cannot set c.\(name)")
        }
    }

    /// A method of `c` as a Lua function, made once.
    private func method(_ name: String) -> LuaValue? {
        if let made = objects.methods[name] { return made }
        guard Self.containerMethods.contains(where: { $0.name == name }) else { return nil }
        let made = vm.function(name: name) { [unowned self] values in
            try callMethod(name, Arguments(values: dropSelf(values), function: name))
        }
        objects.methods[name] = made
        return made
    }

    /// Methods are called as `c:name(...)`; `c.name(...)` works too.
    private func dropSelf(_ values: [LuaValue]) -> [LuaValue] {
        if case .object(let reference) = values.first, case .object(let own) = containerValue(), reference == own {
            return Array(values.dropFirst())
        }
        return values
    }

    private func callMethod(_ name: String, _ arguments: Arguments) throws -> [LuaValue] {
        switch name {
        case "tab":
            let id = try arguments.string(1)
            return [container.index(of: id) == nil ? .nil : itemObject(id)]
        case "select":
            let options = arguments[2]
            try select(try arguments.string(1), notify: option("notify", in: options) == .boolean(true))
        case "toggle":
            let on: Bool? = if case .boolean(let value) = arguments[2] { value } else { nil }
            try toggle(try arguments.string(1), on: on)
        case "insert":
            let options = arguments[2]
            try insert(arguments[1], before: option("before", in: options)?.text, after: option("after", in: options)?.text)
        case "remove": try remove(try arguments.string(1))
        case "move": try move(try arguments.string(1), to: try arguments.integer(2))
        case "setTabs": try setTabs(arguments[1])
        default: break
        }
        return []
    }

    private func option(_ name: String, in options: LuaValue) -> LuaValue? {
        guard case .table(let table) = options else { return nil }
        let value = table[name]
        return value.isNil ? nil : value
    }

    /// An item of `c` by id: reads and writes go to the current item with that id.
    func itemObject(_ id: String) -> LuaValue {
        if let made = objects.items[id] { return made }
        let made = vm.object(
            get: { [unowned self] key in itemField(id, key) },
            set: { [unowned self] key, value in
                guard case .string(let name) = key else { throw ArgumentError(description: "cannot set item[\(key.typeName)]") }
                try setField(name, of: id, to: value)
            },
            name: "item \(id)")
        objects.items[id] = made
        return made
    }

    private func itemField(_ id: String, _ key: LuaValue) -> LuaValue {
        guard case .string(let name) = key, let index = container.index(of: id) else { return .nil }
        return ItemFields.value(of: name, in: container.items[index], index: index + 1, selectedID: container.selectedID)
    }

    /// `c.style`: reads what the script wrote, writes decode one parameter.
    private func styleObject() -> LuaValue {
        if let made = objects.style { return made }
        let made = vm.object(
            get: { [unowned self] key in
                guard case .string(let name) = key else { return .nil }
                return styleValues[name] ?? .nil
            },
            set: { [unowned self] key, value in
                guard case .string(let name) = key else { throw ArgumentError(description: "cannot set style[\(key.typeName)]") }
                try setStyle(name, to: value)
            },
            name: "style")
        objects.style = made
        return made
    }
}

extension LuaValue {
    /// A string, or a number written as text; nil otherwise.
    var text: String? {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        default: nil
        }
    }
}
