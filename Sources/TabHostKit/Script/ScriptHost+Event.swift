import LuaBridge
import TabCore

/// One budget per event (docs/safety.md, "The time budget"): a key, a click, a scroll, a
/// resize, a frame, a load, each runs under one deadline fixed when it starts. The calls into
/// Lua inside keep it (`LuaVM.withEventBudget`), and the host's own loops over what the script
/// handed it (decoding, status wrapping, rendering) check it through `Budget.isSpent`. When it
/// is spent the event ends with a timeout that names the script's place, once, and what the
/// cut-short work made is not used (`Session.frame` keeps the last good frame).
extension ScriptHost {
    /// Runs `body` as one event; an event inside another (an entry point that calls another)
    /// is part of it, and so is one inside a `Budget` the session set for several (`shared`).
    func event<T>(_ body: () throws -> T) rethrows -> T {
        guard eventBudget == nil else { return try body() }
        let shared = Budget.current
        let outer = shared.map { (deadline: $0.deadline, milliseconds: $0.milliseconds) }
        return try vm.withEventBudget(notAfter: outer) { deadline, milliseconds in
            guard let deadline else { return try body() }
            let budget = Budget(deadline: deadline, milliseconds: milliseconds, clock: clock, stop: interrupt ?? shared?.stop)
            eventBudget = budget
            eventTimedOut = false
            defer { eventBudget = nil }
            let result = try Budget.with(budget) { try body() }
            if budget.cutShort, !budget.stopped, !eventTimedOut { record(eventTimeout(budget)) }
            return result
        }
    }

    /// One budget for the events of `body`, fixed now from `options`: a session's open (the
    /// load, its size, `onOpen`) and a reload (the load, the carry, `onReload`) are one event
    /// each, over hosts that do not exist yet when it starts.
    /// `stop` is the run loop's stop request (`Session.interrupt`), which a new host learns
    /// only after its load.
    static func shared<T>(_ options: HostOptions, stop: (() -> Bool)? = nil,
                          _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        let budget = LuaVM.eventDeadline(options.limits).map {
            Budget(deadline: $0.deadline, milliseconds: $0.milliseconds, clock: options.clock, stop: stop)
        }
        return try Budget.with(budget, body)
    }

    /// Whether the running event's budget is spent (or a call of it timed out), so that the
    /// rest of its work is skipped: the calls into Lua it would still make, what it would
    /// still draw.
    var eventSpent: Bool { eventTimedOut || Budget.isSpent }

    /// `file:line: script timed out after N ms` for an event whose host work ran out of time:
    /// where the last script function the host called is defined (in this event or an
    /// earlier one: what it handed the host is what took the time), else the script's file.
    func eventTimeout(_ budget: Budget) -> LuaError {
        let place = eventFunction.flatMap { vm.definition(of: $0) }.map { "\($0.file):\($0.line):" } ?? "\(path):"
        return LuaError(.timeout, place + " script timed out after \(budget.milliseconds) ms")
    }
}
