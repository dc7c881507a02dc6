import Glibc
import Testing
@testable import TabTerminal

/// `TerminalMode`, `Signals` and the safety nets, on a pseudo-terminal and in child processes.
///
/// Serialized: they change process-wide state (the active terminal, signal handlers).
@Suite(.serialized) struct TerminalModeTests {
    let mode = TerminalMode()

    @Test func theEnterSequenceTurnsEverythingOn() {
        #expect(mode.enterSequence.replacingEscapes() == "␛[?1049h␛[?25l␛[?1000h␛[?1002h␛[?1006h␛[?2004h")
    }

    @Test func theLeaveSequenceTurnsEverythingOffInReverse() {
        #expect(mode.leaveSequence.replacingEscapes() == "␛[?2026l␛[0m␛[?2004l␛[?1006l␛[?1002l␛[?1000l␛[?25h␛[?1049l")
    }

    @Test func featuresCanBeLeftOut() {
        let plain = TerminalMode(alternateScreen: false, mouse: false, bracketedPaste: false, focusEvents: true)
        #expect(plain.enterSequence.replacingEscapes() == "␛[?25l␛[?1004h")
        #expect(plain.leaveSequence.replacingEscapes() == "␛[?2026l␛[0m␛[?1004l␛[?25h")
    }

    @Test func rawModeKeepsOutputProcessing() throws {
        let pty = try Pty()
        let raw = TerminalMode.raw(from: try pty.attributes())
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    }

    @Test func enterAndLeaveOnAPseudoTerminal() throws {
        let pty = try Pty()
        let before = try pty.attributes()
        try mode.enter(input: pty.slave, output: pty.slave)
        #expect(TerminalMode.isActive)
        #expect(pty.read(count: mode.enterSequence.utf8.count) == mode.enterSequence)
        let raw = try pty.attributes()
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        TerminalMode.leave()
        #expect(!TerminalMode.isActive)
        #expect(pty.read(count: mode.leaveSequence.utf8.count) == mode.leaveSequence)
        #expect(Pty.same(try pty.attributes(), before))
    }

    @Test func leavingTwiceWritesNothingMore() throws {
        let pty = try Pty()
        try mode.enter(input: pty.slave, output: pty.slave)
        TerminalMode.leave()
        _ = pty.read(count: mode.enterSequence.utf8.count + mode.leaveSequence.utf8.count)
        TerminalMode.leave()
        #expect(pty.read(count: 1, timeout: 50) == "")
    }

    @Test func enterFailsOnANonTerminal() {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        defer { ends.forEach { close($0) } }
        #expect(throws: SystemCallError("tcgetattr", code: ENOTTY)) { try mode.enter(input: ends[0], output: ends[1]) }
        #expect(!TerminalMode.isActive)
    }

    @Test func sizeOfAPseudoTerminal() throws {
        let pty = try Pty()
        #expect(TerminalMode.size(of: pty.slave) == nil)  // a new pty reports 0x0
        var size = winsize(ws_row: 60, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.master, UInt(TIOCSWINSZ), &size)
        #expect(TerminalMode.size(of: pty.slave).map { [$0.width, $0.height] } == [200, 60])
        #expect(TerminalMode.size(of: -1) == nil)
    }

    // MARK: - Signals

    @Test func signalsArriveThroughThePipeOnceEachInOrder() throws {
        try Signals.install()
        defer { Signals.uninstall() }
        #expect(Signals.fd >= 0)
        #expect(send(SIGWINCH, SIGWINCH) == [.resize])
        #expect(send(SIGHUP, SIGWINCH, SIGWINCH) == [.hangup, .resize])  // a second quit would force an exit
        #expect(send(SIGINT) == [.interrupt])
        #expect(send(SIGTERM) == [.terminate])
        #expect(send(SIGQUIT) == [.quit])
        #expect(send(SIGCONT, SIGWINCH) == [.continued, .resize])
        #expect(send(SIGTSTP) == [.stop])  // relayed, so an outside SIGTSTP does not stop the process
        #expect(Signals.drain() == [])
    }

    @Test func theHandlersRunOnTheAlternateStackAndBlockEachOther() throws {
        try Signals.install()
        defer { Signals.uninstall() }
        for signal in TerminalSignal.allCases {
            var action = sigaction()
            sigaction(signal.number, nil, &action)
            #expect(action.sa_flags & Int32(SA_ONSTACK) != 0)
            #expect(sigismember(&action.sa_mask, SIGWINCH) == 1)
        }
    }

    /// Sends `signals` to this process one by one, waiting for each to reach the pipe, then
    /// drains it.
    ///
    /// `kill`, not `raise`: tests run on Dispatch threads, which block these signals, so a
    /// signal must be sent to the process for the main thread to take it, as in `tabhost run`.
    private func send(_ signals: Int32...) -> [TerminalSignal] {
        for (index, signal) in signals.enumerated() {
            kill(getpid(), signal)
            for _ in 0..<2_000 where pipeBytes() <= index {
                var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                nanosleep(&pause, nil)
            }
        }
        return Signals.drain()
    }

    private func pipeBytes() -> Int32 {
        var count: Int32 = 0
        _ = ioctl(Signals.fd, UInt(FIONREAD), &count)
        return count
    }

    @Test func exitStatusesAre128PlusTheSignal() {
        #expect(TerminalSignal.allCases.map(\.exitStatus) == [130, 143, 129, 131, nil, nil, nil])
    }

    @Test func uninstallPutsThePreviousHandlersBack() throws {
        try Signals.install()
        Signals.uninstall()
        var action = sigaction()
        sigaction(SIGTERM, nil, &action)
        #expect(action.__sigaction_handler.sa_handler == nil)  // SIG_DFL
        #expect(Signals.fd == -1)
    }

    // MARK: - Safety nets, in child processes

    @Test func aSecondQuitSignalRestoresTheTerminalAndExits() throws {
        let status = try expectRestored { pty in
            try Signals.install()
            try mode.enter(input: pty.slave, output: pty.slave)
            raise(SIGTERM)  // the run loop would drain this one
            raise(SIGTERM)  // it did not: the handler restores and exits
            _exit(0)
        }
        #expect(status == .exited(143))
    }

    @Test func aSecondSIGQUITExits131() throws {
        let status = try expectRestored { pty in
            try Signals.install()
            try mode.enter(input: pty.slave, output: pty.slave)
            raise(SIGQUIT)
            raise(SIGQUIT)
            _exit(0)
        }
        #expect(status == .exited(131))
    }

    @Test func reenterAppliesRawModeAgainAfterTheShellResetIt() throws {
        let pty = try Pty()
        let before = try pty.attributes()
        try mode.enter(input: pty.slave, output: pty.slave)
        defer { TerminalMode.leave() }
        var cooked = before
        tcsetattr(pty.slave, TCSANOW, &cooked)  // what a job-control shell does when a job stops
        #expect(TerminalMode.reenter())
        #expect(try pty.attributes().c_lflag & tcflag_t(ICANON | ECHO) == 0)
        let expected = mode.enterSequence + mode.enterSequence
        #expect(pty.read(count: expected.utf8.count) == expected)
    }

    @Test func reenterDoesNothingOutsideTheMode() {
        #expect(!TerminalMode.reenter())
    }

    @Test func exitRestoresTheTerminal() throws {
        let status = try expectRestored { pty in
            try mode.enter(input: pty.slave, output: pty.slave)
            exit(3)
        }
        #expect(status == .exited(3))
    }

    @Test func aCrashRestoresTheTerminalThenCrashes() throws {
        let status = try expectRestored { pty in
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            signal(SIGSEGV, SIG_DFL)  // instead of the backtracer, so the child dies quietly
            try mode.enter(input: pty.slave, output: pty.slave)
            raise(SIGSEGV)
            _exit(0)
        }
        #expect(status == .signaled(SIGSEGV))
    }

    @Test func aStackOverflowRestoresTheTerminalThenCrashes() throws {
        let status = try expectRestored { pty in
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            signal(SIGSEGV, SIG_DFL)
            try mode.enter(input: pty.slave, output: pty.slave)
            _ = overflow(0)
            _exit(0)
        }
        #expect(status == .signaled(SIGSEGV))
    }

    /// Runs `body` in a child process on a fresh pty, then checks that the child wrote the
    /// enter and leave sequences and left the pty's settings as they were.
    private func expectRestored(_ body: (Pty) throws -> Never) throws -> ChildStatus {
        let pty = try Pty()
        let before = try pty.attributes()
        let status = try ChildStatus.run {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)  // the forking Dispatch thread blocked them
            do { try body(pty) } catch { _exit(99) }
        }
        let expected = mode.enterSequence + mode.leaveSequence
        #expect(pty.read(count: expected.utf8.count) == expected)
        #expect(Pty.same(try pty.attributes(), before))
        return status
    }
}

/// Recurses until the stack runs out (each frame keeps a little memory alive).
@inline(never)
private func overflow(_ depth: Int) -> Int {
    var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
    return withUnsafeMutablePointer(to: &frame) { overflow($0.pointee.0 + 1) } + 1
}
