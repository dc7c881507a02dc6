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
    /// is part of it.
    func event<T>(_ body: () throws -> T) rethrows -> T {
        guard eventBudget == nil else { return try body() }
        return try vm.withEventBudget { deadline, milliseconds in
            guard let deadline else { return try body() }
            let budget = Budget(deadline: deadline, milliseconds: milliseconds, clock: clock, stop: interrupt)
            eventBudget = budget
            eventTimedOut = false
            defer { eventBudget = nil }
            let result = try Budget.$current.withValue(budget) { try body() }
            if budget.cutShort, !budget.stopped, !eventTimedOut { record(eventTimeout(budget)) }
            return result
        }
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
