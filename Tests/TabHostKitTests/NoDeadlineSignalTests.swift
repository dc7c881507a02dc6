import Glibc
import Testing
import TabHostKit  // not @testable: only what an embedder sees

/// An embedding that does not call `Session.useDeadlineSignal()` gets no signal handler, and
/// its budgets hold all the same through the count hook, which looks at the clock every
/// 10,000 instructions (docs/safety.md, "The time budget"). Each case runs in a process of its
/// own (an exit test): the test process itself has the alarm, as LuaBridge's tests install it.
/// A case whose budget does not hold is ended by the watchdog (status 2), 2 s past its deadline.
@Suite struct NoDeadlineSignalTests {
    /// The handler of the alarm's signal, SIGRTMIN+7, as a number: 0 is the default action.
    static func alarmHandler() -> Int {
        var action = sigaction()
        guard sigaction(__libc_current_sigrtmin() + 7, nil, &action) == 0 else { return -1 }
        return unsafeBitCast(action.__sigaction_handler, to: Int.self)
    }

    /// Presses `x` in a session whose `x` runs `body` (lines 2 on of `k.lua`) with a budget of
    /// 100 ms; ends the process with status 1 (saying why on stderr) unless the press ended
    /// with `k.lua:LINE: script timed out after 100 ms` and the process still has no handler.
    static func expectTimeout(_ body: String, line: Int) {
        func fail(_ why: String) -> Never {
            _ = "FAILED: \(why)\n".withCString { write(STDERR_FILENO, $0, strlen($0)) }
            exit(1)
        }
        if alarmHandler() != 0 { fail("a handler for SIGRTMIN+7 before any session") }
        let source = "return { tabs = { { id = 'a' } }, keys = { x = function(c)\n\(body)\nend } }"
        let options = HostOptions(limits: LuaLimits(timeout: 0.1, memory: 0))
        guard let session = try? Session(source: source, name: "k.lua", options: options) else { fail("the script did not open") }
        session.press("x")
        let errors = session.takeErrors().map(\.message)
        if errors != ["k.lua:\(line): script timed out after 100 ms"] { fail("errors: \(errors)") }
        if alarmHandler() != 0 { fail("a plain embedding installed a handler for SIGRTMIN+7") }
        exit(0)
    }

    /// Shows what a failed case said on stderr.
    static func noComplaint(_ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
        let said = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        let parts = said.split(separator: "FAILED: ", maxSplits: 1, omittingEmptySubsequences: false)
        let complaint = parts.count == 2 ? parts[1].prefix { $0 != "\n" } : nil
        #expect(complaint == nil, "\(complaint ?? "")", sourceLocation: sourceLocation)
    }

    @Test func aRunawayLoopIsStoppedWithNoHandlerInstalled() async {
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            NoDeadlineSignalTests.expectTimeout("local n = 0\nwhile true do n = n + 1 end", line: 3)
        })
    }

    @Test func aPcallThatCatchesTheTimeoutCannotCarryOn() async {
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            NoDeadlineSignalTests.expectTimeout("while true do\n  pcall(function() while true do end end)\nend", line: 3)
        })
    }

    /// A loop that resumes a coroutine which soon yields: each thread runs a few instructions
    /// at a time, and the hook's count must go on across resumes for either to be looked at.
    @Test func busyLoopsInCoroutinesAreStopped() async {
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            NoDeadlineSignalTests.expectTimeout("local spin = coroutine.create(function() while true do coroutine.yield() end end)\n"
                + "while true do coroutine.resume(spin) end", line: 3)
        })
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            NoDeadlineSignalTests.expectTimeout("coroutine.wrap(function()\n  coroutine.resume(coroutine.create(function()\n"
                + "    while true do end\n  end))\n  while true do end\nend)()", line: 6)
        })
    }

    /// A fresh coroutine every time round starts its own count: the loop's count goes on.
    @Test func aLoopOfFreshCoroutinesIsStopped() async {
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            NoDeadlineSignalTests.expectTimeout("while true do coroutine.resume(coroutine.create(function() for i = 1, 100 do end end)) end",
                                                line: 2)
        })
    }

    @Test func anXpcallHandlerCannotCarryOn() async {
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            NoDeadlineSignalTests.expectTimeout("while true do\n  xpcall(function() while true do end end, function(e) return 'caught' end)\nend", line: 3)
        })
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            // The handler is not run for the timeout; the next instruction after xpcall raises it.
            NoDeadlineSignalTests.expectTimeout("xpcall(function() while true do end end,\n  function(e) while true do end end)", line: 4)
        })
    }

    /// The other way round: opting in installs the handler, once.
    @Test func optingInInstallsTheHandler() async {
        Self.noComplaint(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            guard NoDeadlineSignalTests.alarmHandler() == 0, Session.useDeadlineSignal(), NoDeadlineSignalTests.alarmHandler() > 1, Session.useDeadlineSignal() else { exit(1) }
            exit(0)
        })
    }
}
