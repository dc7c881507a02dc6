import CBudgetSlot

/// The time budget of the event being handled, as the host's own loops over script data see
/// it (docs/safety.md, "The time budget"): decoding, layout, text wrapping, rendering and the
/// diff ask `Budget.isSpent` once per item, row or bar and stop early when it says so. What
/// they leave unfinished is never used: the host that set the budget ends the event with a
/// timeout and keeps the last good frame.
///
/// TabCore knows no clock: the host gives the deadline and the clock that measures it. A
/// budget is reached through a per-thread slot (`Budget.current`, set by `Budget.with`) for
/// one event on one thread, so every loop that runs inside the event sees it without a
/// parameter; with none set, nothing is ever spent. The slot is C's (CBudgetSlot): a Swift
/// task-local would link the concurrency runtime into the binary for this one pointer.
package final class Budget: @unchecked Sendable {  // used by the one thread that set it
    /// The budget in milliseconds, as the timeout message names it.
    package let milliseconds: Int
    /// When it is spent, in the clock's unit (seconds).
    package let deadline: Double
    private let clock: @Sendable () -> Double
    /// Asked whenever the clock is read: true when the user asked to stop (the run loop's
    /// quit), which spends the budget at once.
    package let stop: (() -> Bool)?
    private var spent = false
    /// Whether a check found the budget spent: the work that asked stopped early, so what it
    /// made is incomplete and must not be used.
    package private(set) var cutShort = false
    /// Whether it was spent by a stop request rather than by its deadline.
    package private(set) var stopped = false

    /// A budget that is spent once `clock()` reaches `deadline` (in the clock's unit, seconds).
    package init(deadline: Double, milliseconds: Int, clock: @escaping @Sendable () -> Double, stop: (() -> Bool)? = nil) {
        self.deadline = deadline
        self.milliseconds = milliseconds
        self.clock = clock
        self.stop = stop
    }

    /// The budget of the event running on this thread, if the host set one.
    package static var current: Budget? {
        tabhost_budget_slot_get().map { Unmanaged<Budget>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `body` with `budget` as this thread's `current` (nil for none), then puts back the
    /// one before. The slot holds the budget unretained: `budget` is kept alive until `body`
    /// returns.
    package static func with<R, E: Error>(_ budget: Budget?, _ body: () throws(E) -> R) throws(E) -> R {
        let previous = tabhost_budget_slot_get()
        tabhost_budget_slot_set(budget.map { Unmanaged.passUnretained($0).toOpaque() })
        defer { tabhost_budget_slot_set(previous) }
        return try withExtendedLifetime(budget) { () throws(E) -> R in try body() }
    }

    /// Whether the running event's budget is spent (false without one): the caller stops
    /// its loop, and the event is then cut short. Each check reads the clock (a vDSO call of
    /// some 20 ns): a check stands for one item, row, bar or step of a loop, whose cost may
    /// grow with what the script handed over, so no count of checks can stand for time.
    /// Once spent, it stays spent.
    package static var isSpent: Bool {
        guard let budget = current else { return false }
        return budget.check()
    }

    /// Seconds between two questions to `stop` (a system call in `run`), so that a loop of a
    /// million steps asks a few hundred times, and a quit is still seen within a few
    /// milliseconds.
    static let stopInterval = 0.005
    /// When `stop` was last asked, in the clock's unit.
    private var stopAsked = -Double.infinity

    /// Whether this budget is spent, reading the clock now (and asking `stop` at most every
    /// `stopInterval`).
    package var hasPassed: Bool {
        if spent { return true }
        let now = clock()
        if now >= deadline {
            spent = true
        } else if let stop, now - stopAsked >= Self.stopInterval {
            stopAsked = now
            if stop() {
                spent = true
                stopped = true
            }
        }
        return spent
    }

    private func check() -> Bool {
        if hasPassed { cutShort = true }
        return spent
    }
}
