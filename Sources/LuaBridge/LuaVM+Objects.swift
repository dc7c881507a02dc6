extension LuaVM {
    /// The metatable field holding a proxy's own registry reference.
    static let proxyKey = "tabhost.ref"

    /// A host object as a Lua value: a userdata proxy whose fields Swift provides.
    ///
    /// `obj.key` calls `get(key)`, `obj.key = value` calls `set(key, value)`, `#obj` calls
    /// `length` and `pairs(obj)` iterates what `iterate` returns (both optional),
    /// `tostring(obj)` is `name`. Errors thrown read like those of `function(name:_:)`. The
    /// metatable is protected (`getmetatable(obj)` is false). The proxy converts back to the
    /// same `.object` reference when Lua hands it to Swift.
    ///
    /// `get` is called on every access: return cached `.function` values rather than new ones.
    /// With `setsByReference`, `set` gets a table value as a borrowed reference (see
    /// `function(name:reading:_:)`), which it reads with `snapshot(_:)` or keeps with `reference(_:)`.
    package func object(
        get: @escaping (LuaValue) throws -> LuaValue,
        set: @escaping (LuaValue, LuaValue) throws -> Void,
        name: String,
        setsByReference: Bool = false,
        length: (() throws -> Int)? = nil,
        iterate: (() throws -> [(key: LuaValue, value: LuaValue)])? = nil
    ) -> LuaValue {
        let next = iterate.map { iterator(name: name, $0) }
        return hostOperation { state in
            _ = state.pushUserdata(size: 0)
            state.pushCopy(of: -1)
            let ref = state.ref()
            state.createTable(array: 0, hash: 9)
            setMetamethods(get: get, set: set, name: name, setReading: setsByReference ? .references : .snapshot,
                           length: length, next: next, on: state)
            state.setField(Self.proxyKey) { state.push(Int64(ref)) }
            state.setMetatable(of: -2)
            return .object(LuaReference(ref: ref, generation: generation))
        }
    }

    /// Fills the metatable at the top.
    private func setMetamethods(
        get: @escaping (LuaValue) throws -> LuaValue, set: @escaping (LuaValue, LuaValue) throws -> Void,
        name: String, setReading: LuaReading, length: (() throws -> Int)?, next: LuaValue?, on state: LuaState
    ) {
        state.setField("__index") {
            pushFunction(name: name, { arguments in [try get(arguments.value(at: 1))] }, on: state)
        }
        state.setField("__newindex") {
            pushFunction(name: name, reading: setReading, { try set($0.value(at: 1), $0.value(at: 2)); return [] }, on: state)
        }
        if let length {
            state.setField("__len") { pushFunction(name: name, { _ in [.integer(Int64(try length()))] }, on: state) }
        }
        if let next {
            state.setField("__pairs") {
                pushFunction(name: name, { arguments in [next, arguments.value(at: 0), .nil] }, on: state)
            }
        }
        state.setField("__tostring") { pushFunction(name: name, { _ in [.string(name)] }, on: state) }
        state.setField("__name") { state.push(name) }
        state.setField("__metatable") { state.push(false) }
    }

    /// A `next`-like function over snapshots of `iterate` (one per object, so `pairs` does
    /// not create a function each time).
    private func iterator(name: String, _ iterate: @escaping () throws -> [(key: LuaValue, value: LuaValue)]) -> LuaValue {
        let cursor = IterationCursor(iterate)
        return function(name: name) { try cursor.next(after: $0.value(at: 1)) }
    }

    /// The reference of the full userdata at `index`: a proxy's own, or a new one.
    func objectReference(at index: Int32, on state: LuaState) -> LuaReference {
        if let ref = proxyRef(at: index, on: state) {
            return LuaReference(ref: ref, generation: generation)
        }
        state.pushCopy(of: index)
        return LuaReference(ref: state.ref(), generation: generation)
    }

    /// The registry reference a proxy made by `object` keeps in its metatable.
    private func proxyRef(at index: Int32, on state: LuaState) -> Int32? {
        guard state.type(at: index) == .userdata, state.checkStack(2), state.pushMetatable(of: index) else {
            return nil
        }
        defer { state.pop(2) }
        state.push(Self.proxyKey)
        state.rawGet(table: -2)
        return state.isInteger(at: -1) ? Int32(truncatingIfNeeded: state.integer(at: -1)) : nil
    }

    /// Before a proxy's reference is released: stop converting it back to that reference.
    func forgetProxy(_ reference: LuaReference, on state: LuaState) {
        state.pushRef(reference.ref)
        let index = state.top
        guard proxyRef(at: index, on: state) == reference.ref, state.pushMetatable(of: index) else { return }
        state.setField(Self.proxyKey) { state.pushNil() }
    }
}

/// Walks snapshots of a host object's entries for its `__pairs` iterator.
///
/// `next(after: nil)` takes a new snapshot; later calls continue from the key given.
final class IterationCursor {
    private let iterate: () throws -> [(key: LuaValue, value: LuaValue)]
    private var snapshot: [(key: LuaValue, value: LuaValue)] = []
    private var position = 0

    init(_ iterate: @escaping () throws -> [(key: LuaValue, value: LuaValue)]) {
        self.iterate = iterate
    }

    /// The pair after `key` as `[key, value]`, or `[nil]` at the end.
    func next(after key: LuaValue) throws -> [LuaValue] {
        let index: Int
        if key.isNil {
            snapshot = try iterate()
            index = 0
        } else if position < snapshot.count, snapshot[position].key == key {
            index = position + 1
        } else if let found = snapshot.firstIndex(where: { $0.key == key }) {
            index = found + 1
        } else {
            return [.nil]
        }
        guard index < snapshot.count else { return [.nil] }
        position = index
        return [snapshot[index].key, snapshot[index].value]
    }
}
