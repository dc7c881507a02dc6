import Glibc
import Testing
import TabCore
import TabTerminal
@testable import TabHostCLI
@testable import TabHostKit

/// `tabhost run`'s loop on a pseudo-terminal, with a clock moved by hand and signals from a
/// pipe of the test's own: input bytes through the parser to the host, frames as diffs, the
/// ESC, reload and animation timers, signals and exit statuses.
@Suite struct RunLoopTests {
    static let script = """
        return {
          tabs = {
            { id = "1", title = "One", page = "first page" },
            { id = "2", title = "Two", page = "second page" },
            { id = "3", title = "Six", page = "third page" },
          },
          keys = { escape = function(c) c:select("3") end },
          didSelect = function(c, item) if item.id == "3" then error("boom") end end,
        }
        """
    static let first = ["  One   Two   Six", " ╺━━━╸", "first page", ""]
    static let second = ["  One   Two   Six", "       ╺━━━╸", "second page", ""]

    /// A loop on a 30x4 pty, started (the first frame drawn).
    final class Fixture {
        /// The pty's size, which `run` opens its session at.
        static let size = CellSize(width: 30, height: 4)
        let pty: PseudoTerminal
        let clock = ManualClock()
        let signalPipe: [Int32]
        let loop: RunLoop

        init(_ source: String = RunLoopTests.script, session: Session? = nil, watcher: FileWatcher? = nil,
             size: CellSize? = nil, trace: String? = nil, suspend: (() -> Void)? = nil, resume: (() -> Void)? = nil,
             options: HostOptions = HostOptions()) throws {
            pty = try PseudoTerminal(width: Self.size.width, height: Self.size.height)
            var ends: [Int32] = [-1, -1]
            pipe(&ends)
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            signalPipe = ends
            let session = try session ?? Session(source: source, name: "test.lua", root: "/tmp", size: Self.size, options: options)
            let clock = self.clock
            let readEnd = ends[0]
            loop = RunLoop(
                session: session, terminal: InteractiveTerminal(input: pty.slave, output: pty.slave),
                settings: RunLoop.Settings(colors: .never, size: size, tracePath: trace, suspend: suspend, resume: resume),
                clock: Clock { clock.now }, watcher: watcher,
                signals: SignalSource(fd: readEnd) { Fixture.drain(readEnd) })
            loop.start()
        }

        deinit {
            signalPipe.forEach { close($0) }
        }

        /// Types `text`, then lets the loop handle it (waiting up to 2 s for it to arrive).
        func type(_ text: String) {
            pty.type(text)
            loop.step(maxWait: 2_000)
        }

        /// Moves the clock, then lets the loop fire what is due without waiting.
        func advance(_ milliseconds: Int) {
            clock.now += milliseconds
            loop.step(maxWait: 0)
        }

        func send(_ signal: Int32) {
            raise(signal)
            loop.step(maxWait: 2_000)
        }

        /// What a signal handler does: the signal's number into the pipe (the loop reads it later).
        func raise(_ signal: Int32) {
            var byte = UInt8(signal)
            write(signalPipe[1], &byte, 1)
        }

        /// The bytes the loop wrote since the last call, read back from the terminal.
        func output() -> String {
            String(decoding: pty.read(upTo: loop.bytesWritten), as: UTF8.self)
        }

        var lines: [String] { loop.shown.lines }

        static func drain(_ fd: Int32) -> [TerminalSignal] {
            var byte: UInt8 = 0
            var signals: [TerminalSignal] = []
            while read(fd, &byte, 1) == 1 {
                switch Int32(byte) {
                case SIGINT: signals.append(.interrupt)
                case SIGTERM: signals.append(.terminate)
                case SIGHUP: signals.append(.hangup)
                case SIGQUIT: signals.append(.quit)
                case SIGWINCH: signals.append(.resize)
                case SIGCONT: signals.append(.continued)
                case SIGTSTP: signals.append(.stop)
                default: break
                }
            }
            return signals
        }
    }

    func expectLines(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    // MARK: - Frames

    @Test func theFirstFrameDrawsEveryCellInOneSynchronizedUpdate() throws {
        let f = try Fixture()
        expectLines(f.lines, Self.first)
        let output = f.output()
        #expect(output.hasPrefix("\u{1B}[?2026h\u{1B}[1;1H  One   Two   Six"))
        #expect(output.hasSuffix("\u{1B}[?2026l"))
        #expect(output.utf8.count == f.loop.bytesWritten)
    }

    @Test func aKeyWritesOnlyTheCellsThatChanged() throws {
        let f = try Fixture()
        let firstFrame = f.output().utf8.count
        f.type("\u{1B}[C")  // right
        expectLines(f.lines, Self.second)
        let switchFrame = f.output()
        #expect(switchFrame.contains("second"))
        #expect(!switchFrame.contains("Six"))  // unchanged cells are not written
        #expect(switchFrame.utf8.count < firstFrame)
        #expect(f.loop.status == nil)
    }

    @Test func ctrlZSuspendsThenRedrawsEveryCell() throws {
        final class Count: @unchecked Sendable { var value = 0 }
        let suspensions = Count()
        let f = try Fixture(suspend: { suspensions.value += 1 })
        let firstFrame = f.output()
        f.type("\u{1A}")  // ctrl+z
        #expect(suspensions.value == 1)
        #expect(f.loop.status == nil)
        #expect(f.output() == firstFrame)  // the whole screen again: the shell drew over it
    }

    /// The SIGCONT that ends the loop's own stop is that stop's: the suspend action already
    /// entered the mode again, so the mode is not entered twice nor the screen drawn twice.
    @Test func theContinueOfItsOwnStopIsNotASecondResume() throws {
        final class Count: @unchecked Sendable { var suspensions = 0, resumes = 0, pipe: Int32 = -1 }
        let count = Count()
        let f = try Fixture(suspend: {
            count.suspensions += 1
            var byte = UInt8(SIGCONT)  // the shell's fg continues the process: the handler's byte
            write(count.pipe, &byte, 1)
        }, resume: { count.resumes += 1 })
        count.pipe = f.signalPipe[1]
        let firstFrame = f.output()
        f.type("\u{1A}")
        #expect(f.output() == firstFrame)
        let written = f.loop.bytesWritten
        f.loop.step(maxWait: 0)
        #expect(count.suspensions == 1 && count.resumes == 0)
        #expect(f.loop.bytesWritten == written)
    }

    @Test func anOutsideSIGTSTPSuspendsAsCtrlZDoes() throws {
        final class Count: @unchecked Sendable { var value = 0 }
        let suspensions = Count()
        let f = try Fixture(suspend: { suspensions.value += 1 })
        let firstFrame = f.output()
        f.send(SIGTSTP)
        #expect(suspensions.value == 1)
        #expect(f.output() == firstFrame)
        #expect(f.loop.status == nil)
    }

    @Test func SIGCONTPutsTheModeBackAndRedrawsEveryCell() throws {
        final class Count: @unchecked Sendable { var value = 0 }
        let resumes = Count()
        let f = try Fixture(resume: { resumes.value += 1 })
        let firstFrame = f.output()
        f.send(SIGCONT)
        #expect(resumes.value == 1)
        #expect(f.output() == firstFrame)  // the shell may have drawn over it while stopped
        #expect(f.loop.status == nil)
    }

    @Test func ctrlZIsIgnoredWithoutASuspendAction() throws {
        let f = try Fixture()
        let before = f.loop.bytesWritten
        f.type("\u{1A}")
        #expect(f.loop.bytesWritten == before && f.loop.status == nil)
    }

    @Test func nothingChangedMeansNothingWritten() throws {
        let f = try Fixture()
        let before = f.loop.bytesWritten
        f.type("z")
        #expect(f.loop.bytesWritten == before)
    }

    @Test func theTraceRecordsEachFramesBytesAndCells() throws {
        let path = "/tmp/tabhost-trace-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(path) }
        let f = try Fixture(trace: path)
        f.type("l")
        let lines = try #require(readText(path)).split(separator: "\n")
        let first = lines.first?.split(separator: " ").compactMap { Int($0) } ?? []
        let second = lines.last?.split(separator: " ").compactMap { Int($0) } ?? []
        #expect(lines.count == 2)
        #expect(first.last == 30 * 4)
        #expect(first[0] + second[0] == f.loop.bytesWritten)
        #expect(second[1] < 30 * 4)
    }

    // MARK: - Input

    @Test func aLoneEscapeIsTheKeyAfterQuietOnly() throws {
        let f = try Fixture()
        f.type("\u{1B}")
        expectLines(f.lines, Self.first)  // maybe the start of a sequence: wait
        #expect(f.loop.waitTime(limit: nil) == 25)
        f.advance(24)
        expectLines(f.lines, Self.first)
        f.advance(1)
        #expect(f.loop.shown.lines[2] == "third page")
        #expect(f.loop.waitTime(limit: nil) == -1)  // nothing pending: sleep until something comes
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsOneKey() throws {
        let f = try Fixture()
        f.type("\u{1B}")
        f.type("[C")
        expectLines(f.lines, Self.second)
        #expect(f.loop.waitTime(limit: nil) == -1)
    }

    @Test func aClickActivatesTheTabUnderIt() throws {
        let f = try Fixture()
        f.type("\u{1B}[<0;10;1M\u{1B}[<0;10;1m")
        expectLines(f.lines, Self.second)
        f.type("\u{1B}[<2;3;1M")  // right button: nothing
        expectLines(f.lines, Self.second)
    }

    @Test func theWheelOverTheBarMovesBetweenTabs() throws {
        let f = try Fixture()
        f.type("\u{1B}[<65;3;1M")  // wheel down
        expectLines(f.lines, Self.second)
        f.type("\u{1B}[<64;3;3M")  // wheel up over the page: nothing
        expectLines(f.lines, Self.second)
        f.type("\u{1B}[<64;3;2M")  // over the indicator row
        expectLines(f.lines, Self.first)
    }

    @Test func pastedTextIsNotTakenForKeys() throws {
        let f = try Fixture()
        f.type("\u{1B}[200~lq\u{1B}[201~")
        expectLines(f.lines, Self.first)
        #expect(f.loop.status == nil)
    }

    @Test func anUnterminatedPasteEndsAfterItsQuietAndKeysWorkAgain() throws {
        let f = try Fixture()
        f.type("\u{1B}[200~abc")
        #expect(f.loop.waitTime(limit: nil) == Int32(InputParser.pasteQuiet))
        f.type("q")  // still pasted text
        #expect(f.loop.status == nil)
        f.advance(InputParser.pasteQuiet)
        #expect(f.loop.waitTime(limit: nil) == -1)
        f.type("q")
        #expect(f.loop.status == 0)
    }

    @Test func ctrlCEndsAnUnterminatedPasteAndQuits() throws {
        let f = try Fixture()
        f.type("\u{1B}[200~abc")
        f.type("\u{3}")
        #expect(f.loop.status == 130)
    }

    // MARK: - Errors

    /// A callback's error stays until escape dismisses it (or a new error replaces it), so a
    /// key queued behind the one that failed cannot hide it; that escape does nothing else.
    @Test func aCallbackErrorShowsInTheBannerUntilEscapeDismissesIt() throws {
        let f = try Fixture()
        f.type("3")
        expectLines(f.lines, ["  One   Two   Six", "             ╺━━━╸", "third page", "✗ test.lua:8: boom"])
        #expect(f.loop.session.host.errors.isEmpty)  // taken, so a long session keeps no pile
        f.type("zl")
        expectLines(f.lines, ["  One   Two   Six", " ╺━━━╸", "first page", "✗ test.lua:8: boom"])
        f.type("\u{1B}")
        f.advance(25)
        expectLines(f.lines, Self.first)  // dismissed; the escape binding did not run
        f.type("\u{1B}")
        f.advance(25)
        #expect(f.lines[2] == "third page")  // now escape is the script's key again
        #expect(f.loop.status == nil)
    }

    @Test func errorReportsGoToTheErrorLogWithTheirTracebacks() throws {
        final class Log { var text = "" }
        let log = Log()
        let pty = try PseudoTerminal(width: 30, height: 4)
        let session = try Session(source: Self.script, name: "test.lua", root: "/tmp")
        let loop = RunLoop(session: session, terminal: InteractiveTerminal(input: pty.slave, output: pty.slave),
                           settings: RunLoop.Settings(colors: .never, errorLog: { log.text += $0 }))
        loop.start()
        pty.type("3")
        loop.step(maxWait: 2_000)
        #expect(log.text.hasPrefix("test.lua:8: boom\nstack traceback:"))
        #expect(loop.shown.lines[3] == "✗ test.lua:8: boom")
    }

    @Test func aFailingPageShowsItsErrorInTheSameFrame() throws {
        let f = try Fixture("""
            return { tabs = {
              { id = "1", title = "Ok", page = "fine" },
              { id = "2", title = "Bad", page = function() error("no page") end },
            } }
            """)
        f.type("l")
        expectLines(f.lines, ["  Ok   Bad", "      ╺━━━╸", "", "✗ test.lua:3: no page"])
        f.type("h")
        expectLines(f.lines, ["  Ok   Bad", " ╺━━╸", "fine", "✗ test.lua:3: no page"])
    }

    // MARK: - Quitting

    @Test func qQuitsWithZero() throws {
        let f = try Fixture()
        f.type("q")
        #expect(f.loop.status == 0)
    }

    /// The terminal's bytes become keys once, in the parser: the loop hands those keys to the
    /// bindings, which a script spelled in its own way.
    @Test func typedKeysReachTheBindingsWhateverTheirSpelling() throws {
        let f = try Fixture("""
            local seen = {}
            local function saw(name)
              return function(c) seen[#seen + 1] = name; c:tab("1").title = table.concat(seen, " ") end
            end
            return {
              tabs = { { id = "1", title = "One" } },
              keys = { ["C-R"] = saw("ctrl+r"), ["M-x"] = saw("alt+x"), F5 = saw("f5"), pgdn = saw("pgdn"),
                       backtab = saw("shift+tab"), ["ctrl+alt+left"] = saw("ctrl+alt+left"), comma = saw(","), ["é"] = saw("é") },
            }
            """)
        f.type("\u{12}\u{1B}x\u{1B}[15~\u{1B}[6~\u{1B}[Z\u{1B}[1;7D,é")
        #expect(f.loop.session.container.items[0].title == "ctrl+r alt+x f5 pgdn shift+tab ctrl+alt+left , é")
        #expect(f.loop.status == nil)
    }

    @Test func ctrlCQuitsWith130EvenWhenTheScriptBindsIt() throws {
        let f = try Fixture("""
            return { tabs = { { id = "1", title = "One" } }, keys = { ["ctrl+c"] = function() end, q = function() end } }
            """)
        f.type("q")
        #expect(f.loop.status == nil)  // the script's binding comes first
        f.type("\u{3}")
        #expect(f.loop.status == 130)
    }

    @Test func quitSignalsGiveTheShellsStatuses() throws {
        for (signal, status) in [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)] as [(Int32, Int32)] {
            let f = try Fixture()
            f.send(signal)
            #expect(f.loop.status == status)
        }
    }

    @Test func aSignalWhileTheScriptRunsSkipsEveryCallAfterIt() throws {
        var printed: [String] = []
        var fixture: Fixture?
        let options = HostOptions { line in  // a plain closure: print runs on the session's thread
            printed.append(line)
            if line == "key" { fixture?.raise(SIGTERM) }  // arrives while the binding runs
        }
        let f = try Fixture("""
            return {
              tabs = { { id = "1", title = "One", page = function() print("page") return "p" end } },
              keys = { x = function() print("key") end },
              onResize = function() print("resize") end,
            }
            """, options: options)
        fixture = f
        f.type("x")
        #expect(printed == ["page", "key"])  // the frame after the key was not drawn
        #expect(f.loop.status == 143)
    }

    @Test func aResizeReadWhileTheScriptRanIsHandledWithoutWaitingForAnotherWakeup() throws {
        nonisolated(unsafe) var fixture: Fixture?
        var options = HostOptions()
        options.output = { _ in fixture?.raise(SIGWINCH) }
        let f = try Fixture("""
            return {
              tabs = { { id = "1", title = "One", page = function() return "p" end }, { id = "2", title = "Two" } },
              keys = { x = function() print("resize now") end },
            }
            """, options: options)
        fixture = f
        f.pty.resize(width: 12, height: 3)
        f.type("x")  // the page function after the key reads the signal: it waits in laterSignals
        #expect(f.loop.waitTime(limit: nil) == 0)
        f.loop.step(maxWait: 0)
        expectLines(f.lines, ["  One   Two", " ╺━━━╸", "p"])
    }

    @Test func aQuitKeyTypedWhileTheScriptRunsEndsTheLoopBeforeTheKeysBeforeIt() throws {
        let f = try Fixture()
        f.pty.type("\u{1B}[C")
        f.pty.type("\u{1B}[Cq")
        f.loop.step(maxWait: 2_000)
        #expect(f.loop.status == 0)
    }

    @Test func aQuitKeyTheScriptBindsIsNotAQuit() throws {
        let host = try Session(source: "return { tabs = { { id = '1' } }, keys = { q = function() end } }", name: "k.lua", root: "/tmp").host
        #expect(!host.quits("q"))
        let plain = try Session(source: "return { tabs = { { id = '1' } } }", name: "p.lua", root: "/tmp").host
        #expect(plain.quits("q"))
        #expect(!plain.quits("right"))
    }

    @Test func aClosedTerminalIsAHangup() throws {
        let f = try Fixture()
        f.pty.hangUp()
        f.loop.step(maxWait: 2_000)
        #expect(f.loop.status == 129)
    }

    @Test func runReturnsTheStatus() throws {
        let f = try Fixture()
        f.pty.type("\u{1B}[Cq")
        #expect(f.loop.run() == 0)
    }

    // MARK: - Resize

    @Test func aResizeRelaysOutAndRedrawsEveryCell() throws {
        let f = try Fixture()
        _ = f.output()
        f.pty.resize(width: 12, height: 3)
        f.send(SIGWINCH)
        expectLines(f.lines, ["  One   +2 ›", " ╺━━━╸", "first page"])
        let redraw = f.output()
        #expect(redraw.contains("\u{1B}[2;1H ╺━━━╸      \u{1B}[3;1Hfirst page  "))  // blanks too
        #expect(f.loop.session.host.width == 12)
    }

    @Test func aFixedSizeIgnoresTheTerminalsSize() throws {
        let f = try Fixture(size: CellSize(width: 20, height: 3))
        #expect(f.lines.count == 3)
        f.pty.resize(width: 12, height: 2)
        f.send(SIGWINCH)
        #expect(f.loop.shown.width == 20)
    }

    // MARK: - Animation

    @Test func theLoopWakesForAnimationFramesOnly() throws {
        let f = try Fixture("""
            return { style = { isIndicatorSlide = true }, tabs = {
              { id = "1", title = "One" }, { id = "2", title = "Two" }, { id = "3", title = "Six" } } }
            """)
        #expect(f.loop.waitTime(limit: nil) == -1)
        f.type("3")
        #expect(f.lines[1] == " ╺━━━╸")
        #expect(f.loop.waitTime(limit: nil) == 16)
        f.advance(150)
        #expect(f.lines[1] == "       ╺━━━╸")
        f.advance(150)
        #expect(f.lines[1] == "             ╺━━━╸")
        #expect(f.loop.waitTime(limit: nil) == -1)
    }
}

/// A file's text, or nil.
func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}
