/// What the allocator and the count hook enforce at one moment (mirrors `clua_context`).
struct LimitState: Equatable {
    /// Bytes the heap may hold while `enforce` is set; 0 means no cap.
    var cap: Int
    /// Whether the cap applies (only while script code runs).
    var enforce: Bool
    /// `LuaState.now()` seconds after which the count hook raises; 0 means none.
    var deadline: Double
    /// The budget the timeout message names.
    var budgetMilliseconds: Int
    /// Set by the count hook once the deadline passed.
    var timedOut: Bool
    /// Set by the allocator when the cap refused a request.
    var refused: Bool
}

/// What `beginLimits` replaced, for `endLimits` to put back.
struct LimitsFrame {
    /// The enclosing call's limits.
    let limits: LimitState
    /// The thread the deadline alarm watched before (nil: none).
    let watched: OpaquePointer?
}

extension LuaVM {
    /// Starts a call into Lua on `state`: arms the budget and cap of `limits`, keeping the
    /// earliest deadline and the smallest cap of any enclosing call, and has the deadline
    /// alarm watch `state`. Returns what to restore.
    func beginLimits(on state: LuaState) -> LimitsFrame {
        let saved = state.limitState
        var next = saved
        if let budget = limits.budget {
            let deadline = LuaState.now() + budget
            if saved.deadline <= 0 || deadline < saved.deadline {
                next.deadline = deadline
                next.budgetMilliseconds = limits.budgetMilliseconds
            }
        }
        if limits.memory > 0 {
            next.cap = saved.cap > 0 ? min(saved.cap, limits.memory) : limits.memory
        }
        next.enforce = false
        next.timedOut = false
        next.refused = false
        state.limitState = next
        state.publishDeadline(next.deadline)
        return LimitsFrame(limits: saved, watched: state.watch())
    }

    /// Ends a call begun with `beginLimits`, restoring the enclosing call's limits (and
    /// noting in `hitLimit` a call that timed out or met the cap).
    ///
    /// A timeout stays flagged when the enclosing call shares the deadline that passed.
    func endLimits(_ frame: LimitsFrame, on state: LuaState) {
        let inner = state.limitState
        if inner.timedOut || inner.refused { hitLimit = true }
        let saved = frame.limits
        var restored = saved
        restored.timedOut = saved.timedOut || (inner.timedOut && inner.deadline == saved.deadline)
        restored.refused = saved.refused || inner.refused
        state.limitState = restored
        state.publishDeadline(restored.deadline)
        LuaState.watch(frame.watched)
    }

    /// Bytes the state's account may still grow by under the cap that applies now (that of
    /// the running call, else `limits`) and the limits of the accounts above it; `Int.max`
    /// without a cap. Host functions bound what they make for a script by it, and conversions
    /// into Swift bound their copies.
    public var memoryAllowance: Int {
        let running = current.limitState.cap
        return account.room(cap: running > 0 ? running : max(limits.memory, 0))
    }

    /// Charges `bytes` of host data kept for the script (decoded items, an app's model) to
    /// its account until `letGo(bytes:)`; throws the memory error, charging nothing, when they
    /// do not fit (`memoryAllowance`).
    public func hold(_ bytes: Int) throws {
        guard bytes > 0 else { return }
        if bytes > memoryAllowance {
            hitLimit = true
            throw LuaError(.memory, memoryRefusal)
        }
        account.charge(bytes)
    }

    /// Takes back `bytes` that `hold` charged (the host let go of that data).
    public func letGo(bytes: Int) {
        account.discharge(bytes)
    }

    /// The memory error's message under `limits` (`not enough memory (limit 8 MiB)`).
    public var memoryRefusal: String { Self.memoryMessage(cap: limits.memory) }

    /// The memory error's message under a cap of `limit` bytes (0: none).
    public static func memoryMessage(limit: Int) -> String { memoryMessage(cap: limit) }

    /// Throws the memory error when `bytes` more would pass the cap (`memoryAllowance`): what
    /// a host function checks before it makes something that big for a script.
    public func reserve(_ bytes: Int) throws {
        if bytes > memoryAllowance { throw refusal(on: current) }
    }

    /// The memory error, flagged as the allocator flags a refusal (so the call reports it).
    func refusal(on state: LuaState) -> LuaError {
        var limits = state.limitState
        limits.refused = true
        state.limitState = limits
        return LuaError(.memory, Self.memoryMessage(cap: limits.cap > 0 ? limits.cap : self.limits.memory))
    }

    /// Runs `body` with the cap enforced (script code), restoring the previous setting.
    func enforcingCap<T>(on state: LuaState, _ body: () throws -> T) rethrows -> T {
        let previous = state.enforcesCap
        state.enforcesCap = true
        defer { state.enforcesCap = previous }
        return try body()
    }

    /// Runs host work on the current thread under a time budget (so a script `__gc` that a
    /// host allocation triggers cannot hang), restoring the stack top afterwards.
    func hostOperation<T>(_ body: (LuaState) throws -> T) rethrows -> T {
        let state = current
        let base = state.top
        let saved = beginLimits(on: state)
        defer {
            state.setTop(base)
            endLimits(saved, on: state)
        }
        return try body(state)
    }
}
