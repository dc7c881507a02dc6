import Synchronization
import Testing
@testable import LuaBridge
@testable import TabHostKit
import TabCore

/// One budget per event (docs/safety.md, "The time budget"): the host's own work on what a
/// script handed it (decoding, status wrapping, drawing) checks the event's deadline, and an
/// event that runs out ends with one timeout naming the script's place, its unfinished work
/// unused. The clock the host's work reads is moved by hand, so no case depends on speed.
@Suite struct EventBudgetTests {
    /// The real clock plus an offset the test moves: `jump()` puts every later read past any
    /// deadline set before.
    final class MovedClock: Sendable {
        private let offset = Mutex<Double>(0)
        func jump(_ seconds: Double = 3600) { offset.withLock { $0 += seconds } }
        var read: @Sendable () -> Double { { [self] in LuaVM.clock() + offset.withLock { $0 } } }
    }

    private func options(_ clock: MovedClock) -> HostOptions {
        var options = HostOptions()
        options.clock = clock.read
        return options
    }

    @Test func aFrameThatRunsOutKeepsTheLastGoodFrameWithTheError() throws {
        let clock = MovedClock()
        let session = try Session(source: """
            return { tabs = { { id = "a", title = "A" }, { id = "b", title = "B" } },
              keys = { x = function(c)
                c.status = ("word "):rep(1000)
              end } }
            """, name: "s.lua", size: CellSize(width: 30, height: 6), options: options(clock))
        let good = session.frame()
        session.press(try Key(name: "x"))
        clock.jump()
        let shown = session.frame()
        let errors = session.takeErrors()
        #expect(errors.map(\.message) == ["s.lua:2: script timed out after 1000 ms"])
        #expect(shown.screen.lines.prefix(3) == good.screen.lines.prefix(3))  // the bar, as it was
        #expect(shown.screen.lines.suffix(2).joined().contains("s.lua:2: script timed out"), "\(shown.screen.lines)")
    }

    @Test func aLoadWhoseDecodeRunsOutFailsWithTheTimeoutAtItsPlace() {
        let clock = MovedClock()
        clock.jump()  // every check of the load's decode finds its budget spent
        var thrown: ScriptError?
        do {
            _ = try Session(source: "return {\n  tabs = {\n    { id = 'a' },\n    { id = 'b' } } }", name: "l.lua", options: options(clock))
        } catch {
            thrown = error
        }
        #expect(thrown?.description == "l.lua:2: script timed out after 1000 ms")  // at `tabs`
    }

    @Test func aListCutShortIsNeverApplied() throws {
        let clock = MovedClock()
        let session = try Session(source: """
            return { tabs = { { id = "a" } },
              keys = { x = function(c) c:setTabs({ { id = "p" }, { id = "q" }, { id = "r" } }) end } }
            """, name: "e.lua", options: options(clock))
        clock.jump()
        session.press(try Key(name: "x"))
        #expect(session.container.items.map(\.id) == ["a"])
        #expect(session.takeErrors().count == 1)
    }

    @Test func eachEventHasOneTimeoutAndSkipsItsLaterCalls() throws {
        let clock = MovedClock()
        var printed: [String] = []
        var options = options(clock)
        options.output = { printed.append($0) }
        let session = try Session(source: """
            return { tabs = { { id = "a" }, { id = "b" } },
              willSelect = function() print("will") end,
              didSelect = function() print("did") end,
              tabSwitched = function() print("switched") end }
            """, name: "k.lua", options: options)
        clock.jump()
        session.press(try Key(name: "right"))
        #expect(printed.isEmpty)
        #expect(session.takeErrors().map(\.message).count == 1)
    }

    /// A session's open (the load, its size, `onOpen`) is one event, and so is a reload (the
    /// load, the carry, `onReload`): every part sees the deadline fixed when it began.
    @Test func anOpenAndAReloadAreOneEventEach() throws {
        var deadlines: [String: [Double]] = [:]
        var options = HostOptions()
        options.output = { text in deadlines[text, default: []].append(Budget.current?.deadline ?? 0) }
        let session = try Session(source: """
            print("load")
            return { tabs = { { id = "a" } },
              onOpen = function() print("open") end,
              onReload = function() print("reload") end }
            """, name: "o.lua", options: options)
        let opened = (deadlines["load"] ?? []) + (deadlines["open"] ?? [])
        #expect(opened.count == 2 && opened[0] > 0 && opened[0] == opened[1])
        deadlines = [:]
        try session.reload(source: "print('load')\nreturn { tabs = { { id = 'a' } }, onReload = function() print('reload') end }")
        let reloaded = (deadlines["load"] ?? []) + (deadlines["reload"] ?? [])
        #expect(reloaded.count == 2 && reloaded[0] > opened[0] && reloaded[0] == reloaded[1])
    }

    @Test func aStopRequestEndsTheEventWithoutATimeout() throws {
        let session = try Session(source: "return { tabs = { { id = 'a', title = ('t'):rep(100) } } }", name: "q.lua")
        session.interrupt = { true }
        _ = session.frame()
        #expect(session.takeErrors().isEmpty)
    }
}
