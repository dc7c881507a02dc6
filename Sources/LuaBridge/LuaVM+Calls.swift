import TabCore

extension LuaVM {
    /// Calls a function under the limits, with the traceback handler, on the current thread.
    ///
    /// `pushCall` pushes the function and its arguments and returns how many arguments it
    /// pushed. Returns every result; the stack is restored whatever happens.
    func callProtected(reading: LuaReading = .snapshot, _ pushCall: (LuaState) throws -> Int32) throws -> [LuaValue] {
        try hostOperation { state in
            let base = state.top
            guard state.checkStack(LuaState.minimumStack) else { throw LuaError(.runtime, "stack overflow") }
            state.pushNil()  // base + 1: the function called, for errors that leave no place
            state.pushMessageHandler()
            _ = state.takeErrorReport()  // a stale one from an error the script handled
            let count = try pushCall(state)
            state.copy(state.top - count, to: base + 1)
            let status = enforcingCap(on: state) { state.pcall(arguments: count, handler: base + 2) }
            guard status == .ok else { throw error(status: status, calling: base + 1, on: state) }
            var reader = ValueReader(vm: self, state: state, reading: reading)
            do {
                return try reader.values(from: base + 3)
            } catch let failure as LuaError where failure.kind != .timeout && failure.file == nil {
                throw LuaError(failure.kind, Self.placed(failure.message, returnedBy: base + 1, on: state))
            }
        }
    }

    /// `message` at the start of the function at `index` (its results could not be read):
    /// `app.lua:4: cannot convert ... (in what the function that starts here returned)`.
    private static func placed(_ message: String, returnedBy index: Int32, on state: LuaState) -> String {
        guard let start = state.start(ofFunctionAt: index) else { return message }
        return "\(start.position) \(message) (in what \(start.main ? "the main chunk" : "the function that starts here") returned)"
    }

    /// Compiles a text chunk (the parser's allocations count against the cap, its time against
    /// the budget) and pushes it.
    func load(_ bytes: [UInt8], chunkName: String, on state: LuaState) throws {
        let status = enforcingCap(on: state) { state.load(bytes, chunkName: chunkName) }
        guard status == .ok else { throw error(status: status, on: state) }
    }

    /// The `LuaError` for a failed `pcall` or `load`, whose error value is at the top;
    /// `calling` is where the function called is kept, when the caller kept it.
    func error(status: LuaStatus, calling: Int32? = nil, on state: LuaState) -> LuaError {
        let limitState = state.limitState
        let (message, traceback, position) = report(status: status, on: state)
        if limitState.timedOut {
            let canonical = "script timed out after \(limitState.budgetMilliseconds) ms"
            let place = message.hasSuffix(canonical) ? Self.innermostPosition(in: message.dropLast(canonical.count)) : nil
            // The script's place, never one in the host's own chunks (no user can open it).
            let named = [place, position].compactMap { $0 }.first { !$0.isEmpty && !LuaError.isHostPosition($0) } ?? ""
            return LuaError(.timeout, named.isEmpty ? canonical : named + " " + canonical, traceback: traceback)
        }
        if status == .memory || (limitState.refused && message.containsText("not enough memory")) {
            let refusal = Self.memoryMessage(cap: limitState.cap)
            // Lua runs no message handler for its own allocation failures: the place known
            // is where the function called starts.
            if status == .memory, let start = calling.flatMap({ state.start(ofFunctionAt: $0) }) {
                let scope = start.main ? "in the main chunk" : "in the function that starts here"
                return LuaError(.memory, "\(start.position) \(refusal) \(scope)", traceback: traceback)
            }
            return LuaError(.memory, Self.placed(refusal, at: position), traceback: traceback)
        }
        return LuaError(status == .syntax ? .syntax : .runtime, Self.placed(message, at: position), traceback: traceback)
    }

    /// `message` at the script's `position` (where the error was raised, host chunks passed
    /// over) when it names no place of the script's own: none at all (`error("x", 0)`, a host
    /// function's message) or one in the host's Lua (`tabhost/sandbox.lua:77:`, dropped when the
    /// script's place is unknown: no user can open it).
    static func placed(_ message: String, at position: String) -> String {
        let known = !position.isEmpty && !LuaError.isHostPosition(position)
        guard let location = LuaError.location(in: message) else { return known ? position + " " + message : message }
        let head = "\(location.file):\(location.line):"
        guard LuaError.hostChunks.contains(location.file), message.hasPrefix(head) else { return message }
        let rest = message.dropFirst(head.count).drop { $0 == " " }
        return known ? position + " " + rest : String(rest)
    }

    /// The last `file:line:` of a prefix such as `a.lua:6: b.lua:9: ` (an error that crossed
    /// `coroutine.wrap` gains one per crossing): where the timed-out code ran.
    static func innermostPosition(in prefix: Substring) -> String? {
        var rest = String(prefix), last: String?
        while let location = LuaError.location(in: rest) {
            let head = "\(location.file):\(location.line):"
            guard rest.hasPrefix(head) else { break }
            last = head
            rest = String(rest.dropFirst(head.count).drop { $0 == " " })
        }
        return last
    }

    /// `not enough memory (limit 8 MiB)`, or Lua's plain message without a cap.
    static func memoryMessage(cap: Int) -> String {
        cap > 0 ? "not enough memory (limit \(LuaLimits.size(cap)))" : "not enough memory"
    }

    /// The message and traceback of the error value at the top, with the position the
    /// message handler noted for an error object that is not a string.
    private func report(status: LuaStatus, on state: LuaState) -> (message: String, traceback: String, position: String) {
        let report = status == .runtime ? state.takeErrorReport() : nil
        let position = report?.position ?? ""
        var traceback = report?.traceback ?? ""
        if traceback.utf8.count > Self.messageLimit {
            traceback = Array(traceback.utf8).withUnsafeBytes { Self.bounded($0) }
        }
        return (describeErrorObject(at: -1, position: position, on: state), LuaError.withoutHostFrames(traceback), position)
    }
}
