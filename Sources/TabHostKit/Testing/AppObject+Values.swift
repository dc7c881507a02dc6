import LuaBridge
import TabCore

/// `app`'s fields (`app.log`, `app.selected`, `app.style`, ...) and item snapshots.
///
/// The spec's Lua state cannot hold the script's objects, so items come out as plain tables
/// of their fields, which the prelude wraps in small proxies whose writes come back here
/// (`app:tab("b").badgeValue = 4`).
extension AppObject {
    /// The fields `app` can read, for errors that suggest one.
    static let fields = [
        "log", "errors", "selected", "focused", "tabs", "style", "state", "width", "height", "now", "reloadError", "status",
    ]

    /// The fields an item snapshot holds (those that are set), in this order.
    static let itemFields = [
        "id", "title", "kind", "index", "selected", "on", "disabled", "hidden", "image", "selectedImage",
        "badgeValue", "badgeColor", "badgeTextColor", "titleTextColor", "highlightTextColor", "backgroundColor",
        "enabledBackgroundColor", "titleFontColor", "titleFontColorEnabled", "textAlignment",
    ]

    /// `app:tab(id)`: the item's fields, or nil.
    func tab(_ arguments: Arguments, _ host: ScriptHost) throws -> LuaValue {
        let id = try arguments.string(1)
        return host.container.index(of: id).map { itemTable($0, host) } ?? .nil
    }

    /// `get`, `set` (of `app.x`), `setField` (of an item), `setStyle` (of `app.style.x`).
    func access(_ operation: String, _ arguments: Arguments, _ host: ScriptHost, spec: LuaVM?) throws -> [LuaValue] {
        switch operation {
        case "get":
            guard case .string(let name) = arguments[1] else { return [.nil] }
            if name == "state", let spec { return [state(of: host, into: spec)] }
            return [try field(name, host)]
        case "set":
            try setField(try arguments.string(1), arguments[2], host)
            return []
        case "setField":
            let id = try arguments.string(1), name = try arguments.string(2)
            try host.setField(name, of: id, to: try Crossing.intoApp(arguments[3], "item.\(name)"))
            return [host.container.index(of: id).map { itemTable($0, host) } ?? .nil]
        default:
            try host.setStyle(try arguments.string(1), to: try Crossing.intoApp(arguments[2], "app.style"))
            return [styleTable(host)]
        }
    }

    /// `app.state`: a copy of the script's state in the spec's state, made state to state, so
    /// shared tables and cycles keep their shape; what cannot cross (functions, items) is left out.
    private func state(of host: ScriptHost, into spec: LuaVM) -> LuaValue {
        host.vm.transfer(host.state, to: spec, root: "state").value
    }

    private func field(_ name: String, _ host: ScriptHost) throws -> LuaValue {
        switch name {
        case "log": return .table(LuaTable(array: host.log.map { .string($0.description) }))
        case "errors": return .table(LuaTable(array: host.errors.map { .string($0.message) }))
        case "selected": return host.container.selectedID.flatMap(host.container.index(of:)).map { itemTable($0, host) } ?? .nil
        case "focused": return host.container.focusID.flatMap(host.container.index(of:)).map { itemTable($0, host) } ?? .nil
        case "tabs": return .table(LuaTable(array: host.container.items.indices.map { itemTable($0, host) }))
        case "style": return styleTable(host)
        case "state": return Crossing.outOfApp((try? host.vm.snapshot(host.state)) ?? .nil)
        case "width": return .integer(Int64(host.width))
        case "height": return .integer(Int64(host.height))
        case "now": return .integer(Int64(host.now))
        case "reloadError": return session?.reloadError.map { .string($0.description) } ?? .nil
        case "status": return host.scriptStatus.map(LuaValue.string) ?? .nil
        default:
            let known = Self.fields + Self.methods
            throw ArgumentError(description: "app.\(NameEcho.shown(name)): no such field or method\(Suggestion.hint(for: name, among: known))")
        }
    }

    /// `app.style = { ... }` and `app.tabs = { ... }`; other fields are read-only.
    private func setField(_ name: String, _ value: LuaValue, _ host: ScriptHost) throws {
        switch name {
        case "style": try host.replaceStyle(try Crossing.intoApp(value, "app.style"))
        case "tabs": try host.setTabs(try Crossing.intoApp(value, "app.tabs"))
        case "selected": throw ArgumentError(description: "app.selected is read-only: use app:select(id) or app:tap(id)")
        case "state": throw ArgumentError(description: "app.state is a copy of the script's state: change it from the script")
        default: throw ArgumentError(description: "cannot set app.\(NameEcho.shown(name))")
        }
    }

    /// The methods of `app`, as the prelude defines them (for suggestions).
    static let methods = [
        "press", "type", "click", "scroll", "tap", "resize", "advance", "reload", "screen", "styledScreen", "ansi",
        "hit", "expectScreen", "expectSnapshot", "select", "toggle", "insert", "remove", "close", "move", "setTabs", "tab",
    ]

    /// The item at `index` as a plain table of its set fields.
    func itemTable(_ index: Int, _ host: ScriptHost) -> LuaValue {
        let item = host.container.items[index]
        let selected = host.container.selectedID
        let entries = Self.itemFields.compactMap { name -> (key: LuaValue, value: LuaValue)? in
            let value = ItemFields.value(of: name, in: item, index: index + 1, selectedID: selected)
            return value.isNil ? nil : (.string(name), value)
        }
        return .table(LuaTable(entries: entries))
    }

    /// The style parameters as the script (or the spec) wrote them.
    func styleTable(_ host: ScriptHost) -> LuaValue {
        let entries = host.styleValues.sorted { $0.key < $1.key }.map { (key: LuaValue.string($0.key), value: Crossing.outOfApp($0.value)) }
        return .table(LuaTable(entries: entries.filter { !$0.value.isNil }))
    }
}

/// Values crossing between a spec's Lua state and an app's: only plain data can.
enum Crossing {
    /// A value from the spec for the app; functions cannot cross (they belong to the spec's state).
    static func intoApp(_ value: LuaValue, _ place: String) throws(ArgumentError) -> LuaValue {
        switch value {
        case .function, .object, .other:
            throw ArgumentError(description: "\(place): a \(value.typeName) cannot be passed from a spec to the app "
                + "(they run in different Lua states): define it in the script")
        case .table(let table):
            var copy = LuaTable()
            for element in table.array { copy.array.append(try intoApp(element, place)) }
            for entry in table.entries { copy.entries.append((entry.key, try intoApp(entry.value, place))) }
            return .table(copy)
        default:
            return value
        }
    }

    /// A value from the app for the spec: functions and other objects are left out.
    static func outOfApp(_ value: LuaValue) -> LuaValue {
        switch value {
        case .function, .object, .other:
            return .nil
        case .table(let table):
            var copy = LuaTable()
            var ended = false
            for element in table.array {
                let plain = outOfApp(element)
                if plain.isNil { ended = true }
                if !ended { copy.array.append(plain) }
            }
            copy.entries = table.entries.compactMap { entry in
                let plain = outOfApp(entry.value)
                return plain.isNil || outOfApp(entry.key).isNil ? nil : (entry.key, plain)
            }
            return .table(copy)
        default:
            return value
        }
    }
}
