extension LuaVM {
    /// Calls a function under the limits, with the traceback handler, on the current thread.
    ///
    /// `pushCall` pushes the function and its arguments and returns how many arguments it
    /// pushed. Returns every result; the stack is restored whatever happens.
    func callProtected(_ pushCall: (LuaState) throws -> Int32) throws -> [LuaValue] {
        try hostOperation { state in
            let base = state.top
            guard state.checkStack(LuaState.minimumStack) else { throw LuaError(.runtime, "stack overflow") }
            state.pushMessageHandler()
            let count = try pushCall(state)
            let status = enforcingCap(on: state) { state.pcall(arguments: count, handler: base + 1) }
            guard status == .ok else { throw error(status: status, on: state) }
            var reader = ValueReader(vm: self, state: state)
            return try reader.values(from: base + 2)
        }
    }

    /// Compiles a text chunk (the parser's allocations count against the cap) and pushes it.
    func load(_ bytes: [UInt8], chunkName: String, on state: LuaState) throws {
        let status = enforcingCap(on: state) { state.load(bytes, chunkName: chunkName) }
        guard status == .ok else { throw error(status: status, on: state) }
    }

    /// The `LuaError` for a failed `pcall` or `load`, whose error value is at the top.
    func error(status: LuaStatus, on state: LuaState) -> LuaError {
        let limitState = state.limitState
        let (message, traceback) = report(status: status, on: state)
        if limitState.timedOut {
            let canonical = "script timed out after \(limitState.budgetMilliseconds) ms"
            return LuaError(.timeout, message.hasSuffix(canonical) ? message : canonical, traceback: traceback)
        }
        if status == .memory || (limitState.refused && message.hasSuffix("not enough memory")) {
            return LuaError(.memory, Self.memoryMessage(cap: limitState.cap), traceback: traceback)
        }
        return LuaError(status == .syntax ? .syntax : .runtime, message, traceback: traceback)
    }

    /// `not enough memory (limit 8 MiB)`, or Lua's plain message without a cap.
    static func memoryMessage(cap: Int) -> String {
        cap > 0 ? "not enough memory (limit \(LuaLimits.size(cap)))" : "not enough memory"
    }

    /// The message and traceback of the error value at the top. After a runtime error that
    /// is the handler's `{error object, traceback}` table.
    private func report(status: LuaStatus, on state: LuaState) -> (message: String, traceback: String) {
        let top = state.absolute(-1)
        guard status == .runtime, state.type(at: top) == .table else {
            return (describeErrorObject(at: top, on: state), "")
        }
        state.rawGet(table: top, index: 2)
        let traceback = state.string(at: -1) ?? ""
        state.rawGet(table: top, index: 1)
        return (describeErrorObject(at: -1, on: state), traceback)
    }

    /// An error object as `lua.c` reports it: strings as they are, numbers and values with
    /// `__tostring` through `tostring` (protected), others `(error object is a T value)`.
    func describeErrorObject(at index: Int32, on state: LuaState) -> String {
        let index = state.absolute(index)
        let type = state.type(at: index)
        if type == .string { return state.string(at: index) ?? "" }
        if type == .number || hasMetafield("__tostring", at: index, on: state),
           let text = protectedToString(at: index, on: state) {
            return text
        }
        return "(error object is a \(type.name) value)"
    }

    private func hasMetafield(_ name: String, at index: Int32, on state: LuaState) -> Bool {
        guard state.checkStack(2), state.pushMetatable(of: index) else { return false }
        defer { state.pop(2) }
        state.push(name)
        return state.rawGet(table: -2) != .nil
    }

    /// Lua's own `tostring(value)` under `pcall` (it may run a script `__tostring`).
    private func protectedToString(at index: Int32, on state: LuaState) -> String? {
        guard let tostring = controls?.tostring, state.checkStack(3) else { return nil }
        let base = state.top
        defer { state.setTop(base) }
        state.pushRef(tostring.ref)
        state.pushCopy(of: index)
        let status = enforcingCap(on: state) { state.pcall(arguments: 1, results: 1, handler: 0) }
        return status == .ok ? state.string(at: -1) : nil
    }
}
