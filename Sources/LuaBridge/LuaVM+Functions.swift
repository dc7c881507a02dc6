/// A Swift function callable from Lua; its Lua closure keeps it alive (released by `__gc`).
final class FunctionBox {
    /// The name used in argument error messages.
    let name: String
    /// How the arguments are read.
    let reading: LuaReading
    let body: ([LuaValue]) throws -> [LuaValue]
    /// Instead of `body`: the first argument read in place (`LuaVM.listFunction(name:_:)`).
    let listBody: ((LuaFlatList) throws -> Void)?

    init(name: String, reading: LuaReading = .snapshot, body: @escaping ([LuaValue]) throws -> [LuaValue]) {
        self.name = name
        self.reading = reading
        self.body = body
        listBody = nil
    }

    init(name: String, list: @escaping (LuaFlatList) throws -> Void) {
        self.name = name
        reading = .snapshot
        body = { _ in [] }
        listBody = list
    }
}

/// An error a Swift function raises into Lua with its caller's position prepended.
struct HostError: Error, CustomStringConvertible {
    let description: String
}

extension LuaVM {
    /// A Swift closure as a Lua function value.
    ///
    /// Lua arguments arrive converted (tables as snapshots); the results are pushed back.
    /// A thrown error becomes a Lua error that `pcall` can catch, carrying the error's
    /// description with the Lua caller's position prepended (`cfg.lua:3: message`), as
    /// `luaL_error` does; a thrown `LuaError` keeps its message as it is. `name` appears in
    /// argument conversion errors. The closure must not capture this VM strongly (the VM
    /// keeps the closure alive): capture it `unowned`.
    ///
    /// With `reading: .references`, table arguments arrive as `.object` references borrowed
    /// for the call (released when it returns): read one with `snapshot(_:)`, or keep it with
    /// `reference(_:)`. Nothing is copied that the function does not look at.
    package func function(name: String, reading: LuaReading = .snapshot,
                         _ body: @escaping ([LuaValue]) throws -> [LuaValue]) -> LuaValue {
        hostOperation { state in
            pushFunction(name: name, reading: reading, body, on: state)
            return .function(LuaFunction(ref: state.ref(), generation: generation))
        }
    }

    /// A Swift closure as a Lua function that takes a list of scalars and returns nothing:
    /// `body` reads the list in place (`LuaFlatList`), without a snapshot of it. Called with
    /// anything but a table, the function raises a bad-argument error.
    package func listFunction(name: String, _ body: @escaping (LuaFlatList) throws -> Void) -> LuaValue {
        hostOperation { state in
            state.pushFunction(Unmanaged.passRetained(FunctionBox(name: name, list: body) as AnyObject))
            return .function(LuaFunction(ref: state.ref(), generation: generation))
        }
    }

    /// Pushes a Swift closure as a Lua function (no registry reference is kept).
    func pushFunction(name: String, reading: LuaReading = .snapshot,
                      _ body: @escaping ([LuaValue]) throws -> [LuaValue], on state: LuaState) {
        state.pushFunction(Unmanaged.passRetained(FunctionBox(name: name, reading: reading, body: body) as AnyObject))
    }

    /// Runs a Swift function for the trampoline: returns the result count, or -1 with the
    /// error message pushed (the C trampoline raises it after this frame has returned).
    func dispatch(_ function: FunctionBox, on state: LuaState) -> Int32 {
        let outer = current
        let enforced = state.enforcesCap
        current = state
        state.enforcesCap = false
        defer {
            current = outer
            state.enforcesCap = enforced
        }
        var borrowed: [Int32] = []
        defer { for ref in borrowed { state.unref(ref) } }
        do {
            let results = try function.listBody.map { body in
                guard state.type(at: 1) == .table else {
                    throw HostError(description: "bad argument #1 to '\(function.name)' (table expected, got \(state.type(at: 1).name))")
                }
                try body(LuaFlatList(vm: self, state: state, table: 1))
                return []
            } ?? function.body(try arguments(on: state, for: function, borrowing: &borrowed))
            try reserve(results.reduce(0) { $0 + $1.textSize })  // host results count toward the cap
            try checkBudget(on: state)
            guard state.checkStack(Int32(clamping: results.count) + LuaState.minimumStack) else {
                throw HostError(description: "too many results from '\(function.name)'")
            }
            for result in results { try push(result, on: state) }
            return Int32(results.count)
        } catch {
            let message = message(for: error, on: state)
            state.setTop(0)
            state.push(message)
            return -1
        }
    }

    /// The arguments of the running Swift function, converted; `borrowed` gets the
    /// references to release when it returns.
    private func arguments(on state: LuaState, for function: FunctionBox, borrowing borrowed: inout [Int32]) throws -> [LuaValue] {
        var reader = ValueReader(vm: self, state: state, reading: function.reading)
        defer { borrowed = reader.borrowed }
        var values: [LuaValue] = []
        values.reserveCapacity(Int(max(0, state.top)))
        for index in stride(from: 1, through: state.top, by: 1) {
            do {
                values.append(try reader.value(at: index))
            } catch let error as LuaError where error.kind == .memory {
                throw error
            } catch let error as LuaError {
                throw HostError(description: "bad argument #\(index) to '\(function.name)' (\(error.message))")
            }
        }
        return values
    }

    /// After Swift work for a script: past the deadline, the timeout is raised here (the
    /// hook only fires in Lua code, and a long host call must not give the script more time).
    private func checkBudget(on state: LuaState) throws {
        var limits = state.limitState
        guard limits.deadline > 0, LuaState.now() >= limits.deadline else { return }
        limits.timedOut = true
        state.limitState = limits
        state.expire()  // as the hook itself does: a `pcall` cannot keep running
        throw HostError(description: "script timed out after \(limits.budgetMilliseconds) ms")
    }

    /// The Lua error message for an error a Swift function threw.
    private func message(for error: any Error, on state: LuaState) -> String {
        if let error = error as? LuaError { return error.message }
        return positioned(String(describing: error), level: 1, on: state)
    }

    /// `file:line: message` with the position of the Lua function `level` frames up (the
    /// script's, past the host's own chunks), or the bare message when that frame is not a
    /// Lua function (as `luaL_where` does).
    func positioned(_ message: String, level: Int, on state: LuaState) -> String {
        let position = state.scriptPosition(level: level)
        return position.isEmpty ? message : position + " " + message
    }
}

/// Called by `clua_trampoline` for every call of a Swift function from Lua.
///
/// Never raises: it returns -1 with the message pushed and the C side raises.
@c(clua_swift_dispatch)
func dispatchFromLua(_ pointer: OpaquePointer, _ box: UnsafeMutableRawPointer?) -> Int32 {
    let state = LuaState(pointer: pointer)
    guard let host = state.host else {
        state.push("a host function was called after its Lua state was closed")
        return -1
    }
    guard let box else {
        state.push("a host function lost its Swift closure (its upvalue was replaced)")
        return -1
    }
    let vm = Unmanaged<LuaVM>.fromOpaque(host).takeUnretainedValue()
    let function = unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(box).takeUnretainedValue(), to: FunctionBox.self)
    return vm.dispatch(function, on: state)
}

extension Array where Element == LuaValue {
    /// The element at `index`, or `.nil` past the end (Lua's missing arguments).
    func value(at index: Int) -> LuaValue {
        indices.contains(index) ? self[index] : .nil
    }
}
