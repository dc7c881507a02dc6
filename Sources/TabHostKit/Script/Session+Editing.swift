import LuaBridge
import TabCore

/// The live container's operations (docs/scripting.md, "The live container `c`"), as `c` offers
/// them to scripts: silent unless told to notify, values written as Lua values and decoded with
/// the script's own rules. `path` names a container nested in a page (`[]`: the script's own).
/// A change the container refuses throws the message a script would see.
extension Session {
    /// `c:select(id [, { notify = true, animated = true }])`: silent, or the user's sequence
    /// with callbacks; `animated` slides the indicator as a user's selection does.
    public func select(_ id: String, notify: Bool = false, animated: Bool = false, at path: [String] = []) throws(ContainerError) {
        try edit { try host.select(id, notify: notify, animated: animated, at: path) }
    }

    /// `c:toggle(id [, on])`: sets a toggle (nil flips it), silently.
    public func toggle(_ id: String, on: Bool? = nil, at path: [String] = []) throws(ContainerError) {
        try edit { try host.toggle(id, on: on, at: path) }
    }

    /// `c:insert(item [, { before = id } | { after = id }])`: `item` is a table as in `tabs`.
    public func insert(_ item: LuaValue, before: String? = nil, after: String? = nil, at path: [String] = []) throws(ContainerError) {
        try edit { try host.insert(item, before: before, after: after, at: path) }
    }

    /// `c:remove(id)`.
    public func remove(_ id: String, at path: [String] = []) throws(ContainerError) {
        try edit { try host.remove(id, at: path) }
    }

    /// `c:close(id [, { notify = true }])`: silent as `remove`, or with `notify` the whole
    /// close (`shouldClose`, the removal, `didClose`) a click on the close mark runs.
    public func close(_ id: String, notify: Bool = false, at path: [String] = []) throws(ContainerError) {
        try edit { try host.close(id, notify: notify, at: path) }
    }

    /// `c:move(id, index)`: to a 1-based position in the list, as Lua counts it.
    public func move(_ id: String, to index: Int, at path: [String] = []) throws(ContainerError) {
        try edit { try host.move(id, to: index, at: path) }
    }

    /// `c:setTabs(items)`: replaces the items (a list of tables), keeping the selection by id.
    public func setTabs(_ items: LuaValue, at path: [String] = []) throws(ContainerError) {
        try edit { try host.setTabs(items, at: path) }
    }

    /// Writes one item field (`c:tab(id).badgeValue = 4`).
    public func setField(_ name: String, of id: String, to value: LuaValue, at path: [String] = []) throws(ContainerError) {
        try edit { try host.setField(name, of: id, to: value, at: path) }
    }

    /// Writes one style parameter (`c.style.tabsGap = 3`); `.nil` restores the default.
    public func setStyle(_ name: String, to value: LuaValue, at path: [String] = []) throws(ContainerError) {
        try edit { try host.setStyle(name, to: value, at: path) }
    }

    /// Replaces the whole style (`c.style = { ... }`).
    public func replaceStyle(_ style: LuaValue, at path: [String] = []) throws(ContainerError) {
        try edit { try host.replaceStyle(style, at: path) }
    }

    /// Runs an edit, its refusal as a `ContainerError` with the script's message.
    func edit(_ body: () throws -> Void) throws(ContainerError) {
        do {
            try host.event { try body() }
        } catch let refused as ContainerError {
            throw refused
        } catch {
            throw ContainerError("\(error)")
        }
    }
}
