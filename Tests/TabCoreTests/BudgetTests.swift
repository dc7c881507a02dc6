import Foundation
import Synchronization
import Testing
@testable import TabCore

/// `Budget` (docs/safety.md, "The time budget"): the loops of TabCore over script data stop
/// once the event's budget is spent, and nothing is spent without one.
@Suite struct BudgetTests {
    /// A clock that reads `now` and counts its reads.
    final class Clock: Sendable {
        let now = Mutex<Double>(0)
        let reads = Mutex(0)
        var read: @Sendable () -> Double { { [self] in reads.withLock { $0 += 1 }; return now.withLock { $0 } } }
    }

    @Test func nothingIsSpentWithoutABudget() {
        #expect(Budget.current == nil)
        #expect(!Budget.isSpent)
    }

    @Test func aBudgetIsSpentOnceItsClockPassesTheDeadline() {
        let clock = Clock()
        let budget = Budget(deadline: 1, milliseconds: 1000, clock: clock.read)
        Budget.with(budget) {
            for _ in 0..<100 { #expect(!Budget.isSpent) }
            clock.now.withLock { $0 = 1 }
            #expect(Budget.isSpent && budget.cutShort && !budget.stopped)
            clock.now.withLock { $0 = 0 }
            #expect(Budget.isSpent)  // once spent, it stays spent
        }
        #expect(clock.reads.withLock { $0 } == 101)  // no read once spent
    }

    @Test func aStopRequestSpendsIt() {
        let budget = Budget(deadline: .infinity, milliseconds: 1000, clock: { 0 }, stop: { true })
        Budget.with(budget) { #expect(Budget.isSpent) }
        #expect(budget.stopped)
    }

    /// `stop` (a system call in `run`) is asked once per `stopInterval` of the clock, not at
    /// every check.
    @Test func theStopRequestIsAskedAtIntervals() {
        let clock = Clock()
        let asked = Mutex(0)
        let budget = Budget(deadline: 10, milliseconds: 10000, clock: clock.read, stop: { asked.withLock { $0 += 1 }; return false })
        Budget.with(budget) {
            for _ in 0..<1000 { _ = Budget.isSpent }
            clock.now.withLock { $0 = 1 }
            for _ in 0..<1000 { _ = Budget.isSpent }
        }
        #expect(asked.withLock { $0 } == 2)
    }

    /// A spent budget stops the status rows and the frame early: a status of a million words
    /// costs a few rows.
    @Test func theRenderersLoopsStopOnceSpent() {
        let budget = Budget(deadline: 0, milliseconds: 1, clock: { 1 })
        let huge = String(repeating: "word ", count: 1_000_000)
        Budget.with(budget) {
            #expect(StatusMessage(huge).lines(width: 10, limit: 3).count <= 3)
            var container = Container()
            container.items = [Item(id: "a", title: huge)]
            _ = Renderer.render(container, page: [[Span(huge)]], width: 20, height: 5, status: StatusMessage(huge))
        }
        #expect(budget.cutShort)
    }

    /// The budget belongs to the thread that set it: another thread running meanwhile sees
    /// none, and a nested `with` puts the outer one back.
    @Test func aBudgetIsItsThreadsOnly() {
        let budget = Budget(deadline: .infinity, milliseconds: 1000, clock: { 0 })
        let seenElsewhere = Mutex<Bool?>(nil)
        Budget.with(budget) {
            let other = Thread { seenElsewhere.withLock { $0 = Budget.current != nil } }
            other.start()
            while seenElsewhere.withLock({ $0 }) == nil { Thread.sleep(forTimeInterval: 0.001) }
            Budget.with(nil) { #expect(Budget.current == nil) }
            #expect(Budget.current === budget)
        }
        #expect(seenElsewhere.withLock { $0 } == false)
        #expect(Budget.current == nil)
    }
}
