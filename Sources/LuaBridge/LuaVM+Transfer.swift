/// A value `transfer` could not carry to the other state, and its place.
package struct DroppedValue: Sendable, Equatable {
    /// Where it was, from the root's name: `state.last`, `state.items[2]`, `state["a b"]`.
    package let path: String
    /// What it was: `a function`, `a coroutine`, `a userdata value`, `its metatable`, or what
    /// the host's `object` closure said.
    package let what: String
}

/// How `transfer` carries a full userdata (a host proxy, say): as a value of the target
/// state, or not at all, saying what it was.
package enum TransferredObject {
    case value(LuaValue)
    case dropped(String)
}

extension LuaVM {
    /// Copies `value`, a value of this state, into `target` directly, state to state: every
    /// plain value crosses (tables keep their sharing and their cycles, in time linear in the
    /// distinct tables); functions, coroutines, metatables and light userdata cannot, and
    /// are left out one place at a time; a full userdata crosses as `object` decides.
    ///
    /// A table comes back as an `.object` reference of `target` that the caller owns.
    /// `root` names the value in the paths of what was dropped.
    package func transfer(_ value: LuaValue, to target: LuaVM, root: String,
                         object: (LuaReference) -> TransferredObject = { _ in .dropped("a userdata value") })
        -> (value: LuaValue, dropped: [DroppedValue]) {
        hostOperation { source in
            target.hostOperation { destination in
                guard (try? push(value, on: source)) != nil else { return (.nil, [DroppedValue(path: root, what: "a value of another state")]) }
                let index = source.top
                return withoutActuallyEscaping(object) { object in
                    var copy = StateCopy(from: self, source, to: target, destination, root: root, object: object)
                    return copy.run(at: index)
                }
            }
        }
    }
}

/// One `transfer`: tables are made in the target as they are met and filled in the order
/// they were met (no recursion, so a long chain of tables cannot exhaust the stack).
private struct StateCopy {
    let sourceVM: LuaVM, source: LuaState
    let targetVM: LuaVM, destination: LuaState
    let object: (LuaReference) -> TransferredObject
    /// Source tables still to fill (a table in the source state) and the copies made (in
    /// the target), both by number from 1.
    let pending: Int32, made: Int32
    /// Copies made so far, by the source table's identity.
    var numbers: [UnsafeRawPointer: Int64] = [:]
    /// Where each table copy sits: its parent's number (0 for none) and its key as text.
    var places: [(parent: Int, key: String)] = [(0, "")]
    let root: String
    var dropped: [DroppedValue] = []

    init(from sourceVM: LuaVM, _ source: LuaState, to targetVM: LuaVM, _ destination: LuaState,
         root: String, object: @escaping (LuaReference) -> TransferredObject) {
        self.sourceVM = sourceVM
        self.source = source
        self.targetVM = targetVM
        self.destination = destination
        self.root = root
        self.object = object
        source.createTable(array: 0, hash: 0)
        pending = source.top
        destination.createTable(array: 0, hash: 0)
        made = destination.top
    }

    /// Copies the value at `index` of the source; returns the copy.
    mutating func run(at index: Int32) -> (value: LuaValue, dropped: [DroppedValue]) {
        guard source.checkStack(8), destination.checkStack(8) else { return (.nil, [DroppedValue(path: root, what: "a value too deep")]) }
        let value: LuaValue
        if source.type(at: index) == .table {
            _ = copy(at: index, place: .root)
            destination.pop()
            var number: Int64 = 1
            while number <= Int64(places.count - 1) {
                fill(number)
                number += 1
            }
            destination.rawGet(table: made, index: 1)
            value = .object(LuaReference(ref: destination.ref(), generation: targetVM.generation, typeName: "table"))
        } else if copy(at: index, place: .root) {
            var reader = ValueReader(vm: targetVM, state: destination)
            value = (try? reader.value(at: destination.top)) ?? .nil
            destination.pop()
        } else {
            value = .nil
        }
        return (value, dropped)
    }

    /// Pushes onto the target the copy of the source value at `index`, or records why it
    /// cannot cross and pushes nothing (false).
    private mutating func copy(at index: Int32, place: Place) -> Bool {
        switch source.type(at: index) {
        case .none, .nil: destination.pushNil()
        case .boolean: destination.push(source.boolean(at: index))
        case .number:
            if source.isInteger(at: index) { destination.push(source.integer(at: index)) } else { destination.push(source.number(at: index)) }
        case .string: source.withBytes(at: index) { destination.push(bytes: $0) }
        case .table: table(at: index, place: place)
        case .function: return drop("a function", at: place)
        case .thread: return drop("a coroutine", at: place)
        case .lightUserdata: return drop("a userdata value", at: place)
        case .userdata:
            switch object(sourceVM.objectReference(at: index, on: source)) {
            case .value(let value) where (try? targetVM.push(value, on: destination)) != nil: break
            case .value: return drop("a userdata value", at: place)
            case .dropped(let what): return drop(what, at: place)
            }
        }
        return true
    }

    /// Pushes the copy of the source table at `index`, made now (and filled later) if it is
    /// met for the first time.
    private mutating func table(at index: Int32, place: Place) {
        guard let identity = source.identity(at: index) else { return destination.pushNil() }
        if let number = numbers[identity] {
            destination.rawGet(table: made, index: number)
            return
        }
        let number = Int64(places.count)
        numbers[identity] = number
        places.append((place.parent, text(of: place)))
        source.pushCopy(of: index)
        source.rawSet(table: pending, index: number)
        destination.createTable(array: 0, hash: 0)
        destination.pushCopy(of: -1)
        destination.rawSet(table: made, index: number)
        if source.pushMetatable(of: index) {
            source.pop()
            dropped.append(DroppedValue(path: path(of: Int(number)), what: "its metatable"))
        }
    }

    /// Copies every entry of table `number` into its copy.
    private mutating func fill(_ number: Int64) {
        source.rawGet(table: pending, index: number)
        destination.rawGet(table: made, index: number)
        let from = source.top, into = destination.top
        defer {
            source.pop()
            destination.pop()
        }
        source.pushNil()
        while source.next(table: from) {
            defer { source.pop() }
            let key = source.absolute(-2)
            guard copy(at: key, place: Place(parent: Int(number), key: key, isKey: true)) else { continue }
            guard copy(at: source.absolute(-1), place: Place(parent: Int(number), key: key, isKey: false)) else {
                destination.pop()
                continue
            }
            destination.rawSet(table: into)
        }
    }

    private mutating func drop(_ what: String, at place: Place) -> Bool {
        dropped.append(DroppedValue(path: path(of: place.parent) + text(of: place), what: what))
        return false
    }

    /// Where a value is met: in table `parent` (0: the root itself), under the key at stack
    /// index `key` of the source, as that key or as its value. Its text is made only when a
    /// path needs it (a table met for the first time, a dropped value), not for every entry.
    private struct Place {
        var parent: Int
        var key: Int32?
        var isKey: Bool

        static let root = Place(parent: 0, key: nil, isKey: false)
    }

    /// `.name`, `[3]`, `["a b"] (a key)`: the last step of a place's path.
    private func text(of place: Place) -> String {
        guard let key = place.key else { return "" }
        return Self.keyText(at: key, on: source) + (place.isKey ? " (a key)" : "")
    }

    /// The path of table `number` (0 for none: the root's own name).
    private func path(of number: Int) -> String {
        var keys: [String] = []
        var current = number
        while current > 0 {
            keys.append(places[current].key)
            current = places[current].parent
        }
        return root + keys.reversed().joined()
    }

    /// `.name`, `["a b"]`, `[3]`, `[true]` or `[table]`: a key as a path writes it.
    static func keyText(at index: Int32, on state: LuaState) -> String {
        switch state.type(at: index) {
        case .string:
            let name = state.string(at: index) ?? ""
            return LuaVM.isIdentifier(name) ? "." + name : "[" + LuaVM.quoted(name) + "]"
        case .number:
            return state.isInteger(at: index) ? "[\(state.integer(at: index))]" : "[\(state.number(at: index))]"
        case .boolean: return state.boolean(at: index) ? "[true]" : "[false]"
        case let other: return "[\(other.name)]"
        }
    }
}
