import CLuaShim

/// What the allocator and the count hook enforce at one moment (mirrors the cap and deadline
/// fields of `clua_context`'s `memory` and `deadline` parts).
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
    ///
    /// The enclosing call may be another state's (a spec's test calling an app's callback
    /// through the host): its deadline, which the alarm of this OS thread was watching, is
    /// kept too, so each budget keeps its own deadline, whichever is shorter.
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
        if let outer = LuaState.runningDeadline(), next.deadline <= 0 || outer.deadline < next.deadline {
            next.deadline = outer.deadline
            next.budgetMilliseconds = outer.budgetMilliseconds
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
    package var memoryAllowance: Int {
        let running = current.limitState.cap
        return account.room(cap: running > 0 ? running : max(limits.memory, 0))
    }

    /// Charges `bytes` of host data kept for the script (decoded items, an app's model) to
    /// its account until `letGo(bytes:)`; throws the memory error, charging nothing, when they
    /// do not fit (`memoryAllowance`).
    package func hold(_ bytes: Int) throws {
        guard bytes > 0 else { return }
        if bytes > memoryAllowance {
            hitLimit = true
            throw LuaError(.memory, memoryRefusal)
        }
        account.charge(bytes)
    }

    /// Takes back `bytes` that `hold` charged (the host let go of that data).
    package func letGo(bytes: Int) {
        account.discharge(bytes)
    }

    /// The memory error's message under `limits` (`not enough memory (limit 8 MiB)`).
    package var memoryRefusal: String { Self.memoryMessage(cap: limits.memory) }

    /// The memory error's message under a cap of `limit` bytes (0: none).
    package static func memoryMessage(limit: Int) -> String { memoryMessage(cap: limit) }

    /// Throws the memory error when `bytes` more would pass the cap (`memoryAllowance`): what
    /// a host function checks before it makes something that big for a script.
    package func reserve(_ bytes: Int) throws {
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

extension LuaVM {
    /// Runs `body`, a whole event of the host (a key, a click, a frame, a load), under one
    /// budget: its deadline is fixed now (`limits`' budget, or the enclosing call's deadline
    /// when that is earlier, another state's included), every call into Lua inside keeps it
    /// (`beginLimits` keeps the earliest), and `body` gets it, in `clock` seconds, with the
    /// budget its message names, so that the host's own work checks it too; nil without a
    /// budget. The watchdog watches the event as it watches a call.
    ///
    /// `notAfter` is the deadline (and budget) of an event this one is part of, kept when it is
    /// the earlier (a session's open: the load, its size, `onOpen`, as one).
    package func withEventBudget<T>(notAfter outer: (deadline: Double, milliseconds: Int)? = nil,
                                   _ body: (_ deadline: Double?, _ milliseconds: Int) throws -> T) rethrows -> T {
        let state = current
        let frame = beginLimits(on: state)
        defer { endLimits(frame, on: state) }
        var limits = state.limitState
        if let outer, limits.deadline <= 0 || outer.deadline < limits.deadline {
            limits.deadline = outer.deadline
            limits.budgetMilliseconds = outer.milliseconds
            state.limitState = limits
            state.publishDeadline(limits.deadline)
            _ = state.watch()  // arms the alarm for the earlier deadline (endLimits puts back what it watched)
        }
        return try body(limits.deadline > 0 ? limits.deadline : nil, limits.budgetMilliseconds)
    }

    /// The deadline of an event of `limits` that starts now, and the budget its message names;
    /// nil without a budget.
    package static func eventDeadline(_ limits: LuaLimits) -> (deadline: Double, milliseconds: Int)? {
        limits.budget.map { (LuaState.now() + $0, limits.budgetMilliseconds) }
    }

    /// The clock of deadlines (seconds, monotonic).
    package static let clock: @Sendable () -> Double = { LuaState.now() }

    /// Installs the deadline alarm (once per process): a handler for SIGRTMIN+7 and a timer
    /// per OS thread that runs Lua, so that a call runs with no hook until its deadline.
    /// Without it (an embedder that did not ask) the count hook looks at the clock every
    /// 10,000 instructions; budgets hold the same either way. Returns whether the alarm is in
    /// use (false when something else handles that signal). See docs/safety.md, "The time budget".
    @discardableResult
    package static func useDeadlineSignal() -> Bool { clua_use_deadline_signal() != 0 }
}
