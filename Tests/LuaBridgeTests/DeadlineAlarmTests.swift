import Glibc
import Synchronization
import Testing
@testable import LuaBridge

/// The deadline alarm (CLuaShim's alarm.c): Lua runs with no hook while a call is within its
/// budget, and the alarm arms the count hook on whichever Lua thread is running once the
/// deadline passes. A case whose thread the alarm misses is not stopped at all: the watchdog
/// ends the test process 2 s later, naming the state.
@Suite struct DeadlineAlarmTests {
    /// A VM with a `budget` in seconds and no memory cap (so only the budget can stop a loop).
    private func vm(budget: Double = 0.1, trusted: Bool = false) throws -> LuaVM {
        try makeVM(limits: LuaLimits(timeout: budget, memory: 0), trusted: trusted)
    }

    /// Runs `source` (named `a.lua`) and expects it to time out at `line`.
    private func expectTimeout(_ source: String, line: Int, on vm: LuaVM,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let error = luaError({ try vm.run(source: source, name: "a.lua") }, sourceLocation: sourceLocation)
        #expect(error?.kind == .timeout, "\(error?.message ?? "")", sourceLocation: sourceLocation)
        #expect(error?.line == line, "\(error?.message ?? "")", sourceLocation: sourceLocation)
    }

    // MARK: - No hook until the deadline

    @Test func aCallWithinItsBudgetRunsWithNoHook() throws {
        let vm = try vm(budget: 30, trusted: true)
        #expect(try vm.run(source: "return debug.gethook()", name: "h") == [.nil])
        #expect(try vm.run(source: "return coroutine.wrap(function() return debug.gethook() end)()", name: "h") == [.nil])
        // The hook the timeout left armed turns itself off in the next call.
        vm.limits.timeout = 0.05
        expectTimeout("while true do end", line: 1, on: vm)
        vm.limits.timeout = 30
        #expect(try vm.run(source: "local x = 1\nreturn debug.gethook()", name: "h") == [.nil])
    }

    /// A trusted script that removes the hook is stopped all the same: the alarm arms it again.
    @Test func aScriptThatRemovesTheHookIsStillStopped() throws {
        expectTimeout("debug.sethook()\nwhile true do debug.sethook() end", line: 2, on: try vm(trusted: true))
    }

    // MARK: - Coroutines

    @Test func aCoroutineMadeEarlierAndResumedAcrossTheDeadlineIsStopped() throws {
        let vm = try vm()
        _ = try vm.run(source: "spin = coroutine.create(function() while true do coroutine.yield() end end)", name: "a.lua")
        expectTimeout("while true do coroutine.resume(spin) end", line: 1, on: vm)
        _ = try vm.run(source: "busy = coroutine.create(function() coroutine.yield() while true do end end)\ncoroutine.resume(busy)",
                       name: "a.lua")
        expectTimeout("coroutine.resume(busy)\nwhile true do end", line: 2, on: vm)
    }

    @Test func busyLoopsInNestedCoroutinesAreStopped() throws {
        let vm = try vm()
        let deepest = "coroutine.wrap(function()\n  coroutine.wrap(function()\n    coroutine.resume(coroutine.create(function()\n"
            + "      while true do end\n    end))\n    while true do end\n  end)()\nend)()"
        expectTimeout(deepest, line: 6, on: vm)
        let yielding = "local outer = coroutine.wrap(function()\n  local inner = coroutine.wrap(function() while true do coroutine.yield() end end)\n"
            + "  while true do inner() coroutine.yield() end\nend)\nwhile true do outer() end"
        let error = luaError { try vm.run(source: yielding, name: "a.lua") }
        #expect(error?.kind == .timeout, "\(error?.message ?? "")")
    }

    @Test func aCloseHandlerRunByCoroutineCloseIsStopped() throws {
        let source = "local co = coroutine.create(function()\n  local x <close> = setmetatable({}, { __close = function() while true do end end })\n"
            + "  coroutine.yield()\nend)\ncoroutine.resume(co)\nlocal ok, e = coroutine.close(co)\nreturn ok, e"
        expectTimeout(source, line: 7, on: try vm())
    }

    // MARK: - Nesting

    /// A state closed inside another's call (its finalizers watched while they run) leaves
    /// the alarm watching the outer call again.
    @Test func aStateClosedInsideACallLeavesTheCallWatched() throws {
        let outer = try vm(budget: 0.1)
        outer.setGlobal("churn", outer.function(name: "churn") { _ in
            var inner: LuaVM? = try makeVM(limits: LuaLimits(timeout: 30, memory: 0), trusted: true)
            _ = try inner?.run(source: "keep = setmetatable({}, { __gc = function() end })", name: "i")
            inner = nil
            return []
        })
        expectTimeout("churn()\nwhile true do end", line: 2, on: outer)
    }

    /// The inner state's deadline passing stops the inner call only.
    @Test func anotherStatesDeadlineLeavesTheOuterCallRunning() throws {
        let outer = try vm(budget: 30)
        let inner = try vm(budget: 0.05)
        outer.setGlobal("hurried", outer.function(name: "hurried") { _ in
            do { _ = try inner.run(source: "while true do end", name: "i") } catch let error as LuaError { return [.string("\(error.kind)")] }
            return [.string("finished")]
        })
        let source = "local r = hurried()\nfor i = 1, 100000 do end\nreturn r"
        #expect(try outer.run(source: source, name: "h") == [.string("timeout")])
    }

    /// The outer state's budget still covers a call into another state with a longer one:
    /// the inner call stops at the outer deadline (named with the outer budget), and so does
    /// the outer call, instead of both running to the inner deadline.
    @Test func anOuterStatesShorterDeadlineStopsTheInnerCall() throws {
        let outer = try vm(budget: 0.1)
        let inner = try vm(budget: 30)
        var innerMessage: String?
        outer.setGlobal("slow", outer.function(name: "slow") { _ in
            do { _ = try inner.run(source: "while true do end", name: "i") } catch let error as LuaError { innerMessage = error.message }
            return []
        })
        let start = LuaState.now()
        expectTimeout("slow()\nwhile true do end", line: 1, on: outer)
        #expect(innerMessage == "i:1: script timed out after 100 ms")
        #expect(LuaState.now() - start < 10)  // a hang detector: the inner budget is 30 s
    }

    /// A deadline that passed during host work stops a call the host then makes at once.
    @Test func aCallBegunPastTheDeadlineStopsAtOnce() throws {
        let vm = try vm(budget: 0.05)
        vm.setGlobal("stall", vm.function(name: "stall") { [unowned vm] arguments in
            let until = LuaState.now() + 0.1
            while LuaState.now() < until {}
            guard case .function(let function) = arguments.value(at: 0) else { return [] }
            return try vm.call(function, [])
        })
        expectTimeout("stall(function()\n  while true do end\nend)", line: 2, on: vm)
    }

    // MARK: - Precision and threads

    /// A budget of a few tens of milliseconds is honoured (the bound only catches a hang).
    @Test func aSmallBudgetIsHonoured() throws {
        let vm = try vm(budget: 0.03)
        let start = LuaState.now()
        expectTimeout("local n = 0\nwhile true do n = n + 1 end", line: 2, on: vm)
        #expect(LuaState.now() - start < 1)
    }

    /// Each OS thread has its own alarm: four threads spinning at once are each stopped, two
    /// of them blocking every signal first (as libdispatch's worker threads do).
    @Test func severalThreadsAreStoppedAtOnce() throws {
        let outcomes = Mutex<[String]>([])
        let threads = (0..<4).compactMap { index in
            Self.start {
                if index >= 2 {
                    var every = sigset_t()
                    sigfillset(&every)
                    pthread_sigmask(SIG_BLOCK, &every, nil)
                }
                let source = index % 2 == 0 ? "while true do end"
                    : "coroutine.wrap(function() local n = 0 while true do n = n + 1 end end)()"
                let outcome: String
                do {
                    let vm = try makeVM(limits: LuaLimits(timeout: 0.05 * Double(index + 1), memory: 0))
                    _ = try vm.run(source: source, name: "t")
                    outcome = "finished"
                } catch let error as LuaError {
                    outcome = "\(error.kind)"
                } catch {
                    outcome = "\(error)"
                }
                outcomes.withLock { $0.append(outcome) }
            }
        }
        #expect(threads.count == 4)
        for thread in threads { pthread_join(thread, nil) }
        #expect(outcomes.withLock { $0 } == ["timeout", "timeout", "timeout", "timeout"])
    }

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// A POSIX thread running `body`.
    private static func start(_ body: @escaping () -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        return thread
    }
}
