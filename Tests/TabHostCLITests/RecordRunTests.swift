import Glibc
import Testing
import TabCore
import TabTerminal
@testable import TabHostCLI
@testable import TabHostKit
@testable import TabHostTesting

/// The run loop feeding a `Recorder` on a pseudo-terminal: what the person does becomes the
/// recording's steps, with the screens they saw and the log after each.
@Suite struct RecordRunTests {
    static let script = """
        return {
          style = { isIndicatorSlide = true },
          tabs = {
            { id = "1", title = "One", page = "first page" },
            { id = "2", title = "Two", page = "second page" },
            { id = "3", title = "Six", badgeValue = 4, page = "third page" },
          },
          keys = { ["ctrl+k"] = function(c) c:select("3") end, q = function(c) c:select("1") end },
          didSelect = function(c, item) end,
        }
        """

    /// A recording loop on a 30x4 pty, started; the clock moves only when a test moves it.
    final class Fixture {
        let pty: PseudoTerminal
        let clock = ManualClock()
        let loop: RunLoop
        let recorder = Recorder()

        init(session: Session? = nil) throws {
            pty = try PseudoTerminal(width: 30, height: 4)
            let clock = self.clock
            loop = RunLoop(session: try session ?? Session(source: RecordRunTests.script, name: "test.lua", root: "/tmp"),
                           terminal: InteractiveTerminal(input: pty.slave, output: pty.slave),
                           settings: RunLoop.Settings(colors: .never), clock: Clock { clock.now })
            loop.recorder = recorder
            loop.start()
        }

        func type(_ text: String) {
            pty.type(text)
            loop.step(maxWait: 2_000)
        }

        func advance(_ milliseconds: Int) {
            clock.now += milliseconds
            loop.step(maxWait: 0)
        }

        var actions: [RecordedAction] { recorder.recording.steps.map(\.action) }
    }

    @Test func keysClicksTheWheelAndCheckpointsAreRecordedWithWhatWasSeen() throws {
        let f = try Fixture()
        f.type("\u{1B}[C")  // right
        f.advance(100)  // the slide runs
        f.advance(400)  // and ends after 200 more
        f.advance(5_000)  // nothing moves: not recorded
        f.type("\u{1B}[<0;16;1M\u{1B}[<0;16;1m")  // press and release on "Six"'s title
        f.type("\u{1B}[<0;19;1M")  // its badge
        f.type("\u{1B}[<65;3;1M")  // the wheel down over the bar
        f.type("\u{0B}")  // ctrl+k
        #expect(f.actions == [
            .press("right"), .advance(100), .advance(200), .click(.item(id: "3", part: nil, path: nil)),
            .click(.item(id: "3", part: .badge, path: nil)), .scroll(direction: 1, x: 3, y: 1), .checkpoint,
        ])
        let recording = f.recorder.finish(f.loop.session)
        #expect(recording.size == CellSize(width: 30, height: 4))
        #expect(recording.start == ["  One   Two   Six 4", " ╺━━━╸", "first page"])
        #expect(recording.steps[2].screen == ["  One   Two   Six 4", "       ╺━━━╸", "second page"])
        #expect(recording.steps.map(\.logCount) == [1, 1, 1, 2, 3, 4, 4])
        #expect(recording.log == ["didSelect 2", "didSelect 3", "didSelect 3", "didSelect 1"])  // the wheel wraps around

        let replay = RecordingReplay(recording, session: try Session(source: Self.script, name: "test.lua", root: "/tmp", size: recording.size))
        #expect(replay.difference == nil)
        #expect(replay.log == recording.log)
        // no time passed since the clicks, so the slide towards One has not left Two yet
        #expect(replay.checkpoints == [["  One   Two   Six 4", "       ╺━━━╸", "first page"]])
    }

    @Test func theCheckpointKeyIsTheRecordersAndItsNoticeIsNotComparedWithTheReplay() throws {
        let f = try Fixture()
        f.type("\u{0B}")  // ctrl+k: the script's binding would select 3
        #expect(f.loop.session.selectedID == "1")
        #expect(f.loop.shown.lines.last == "checkpoint 1 recorded (the sc…")
        #expect(f.recorder.recording.steps == [RecordedStep(action: .checkpoint, screen: nil, logCount: 0)])
        #expect(f.recorder.recording.checkpointKeyBound)
        f.type("\u{1B}[C")
        #expect(f.loop.shown.lines.last == "")  // the notice lasts until the next input
    }

    @Test func aKeyTheScriptBindsIsRecordedEvenQButCtrlCIsNot() throws {
        let f = try Fixture()
        f.type("q")
        #expect(f.loop.status == nil)
        f.type("\u{03}")
        #expect(f.loop.status == TabHostCLI.Status.interrupted)
        #expect(f.actions == [.press("q")])
    }

    @Test func aResizeIsRecordedOnlyWhenTheSizeChanged() throws {
        let f = try Fixture()
        f.loop.resized()
        f.pty.resize(width: 24, height: 5)
        f.loop.resized()
        #expect(f.actions == [.resize(width: 24, height: 5)])
    }

    @Test func aHotReloadIsCountedAndAFailedOneIsNot() throws {
        let path = RecordSupport.temporaryDirectory() + "/tabs.lua"
        try FileSystem.writeAtomically(Self.script, to: path)
        let f = try Fixture(session: try Session(path: path))
        f.type("\u{1B}[C")
        try FileSystem.writeAtomically("return {", to: path)
        f.loop.reload()
        #expect(f.recorder.recording.reloads == 0)
        try FileSystem.writeAtomically(Self.script, to: path)
        f.loop.reload()
        #expect(f.recorder.recording.reloads == 1)
    }

    @Test func aStripScrolledWithFramesBetweenKeysReplaysAsItWasSeen() throws {
        let directory = RecordSupport.temporaryDirectory()
        try FileSystem.writeAtomically("""
            local tabs = {}
            for i = 1, 12 do tabs[i] = { id = tostring(i), title = "Tab" .. i, page = "page " .. i } end
            return { tabs = tabs }
            """, to: directory + "/many.lua")
        let f = try Fixture(session: try Session(path: directory + "/many.lua"))
        for key in ["C", "C", "C", "C", "C", "C", "D", "D"] { f.type("\u{1B}[" + key) }  // 6 right, 2 left
        let outcome = RecordSupport.save(f.recorder.finish(f.loop.session), script: directory + "/many.lua",
                                           spec: directory + "/many_spec.lua")
        #expect(outcome.failure == nil)
        // The live strip scrolled as the keys came, drawn after each; the replay draws once at
        // the end and shows the same, since the scroll is decided by the keys, not the frames.
        #expect(outcome.messages.count == 1, "\(outcome.messages)")
        #expect(f.loop.shown.lines[0] == "‹ +4   Tab5   Tab6   Ta…  +6 ›")
        #expect(RecordSupport.results(directory + "/many_spec.lua").map(\.status) == [.passed])
    }

    @Test func aClickInANestedBarNamesTheBarWhenItsIdIsAlsoOutsideAndTheTestPasses() throws {
        let directory = RecordSupport.temporaryDirectory()
        try FileSystem.writeAtomically("""
            return {
              tabs = {
                { id = "general", title = "General", page = {
                    tabs = { { id = "basics", title = "Basics", page = "basics" }, { id = "general", title = "More", page = "more" } },
                    didSelect = function(c, item) end,
                } },
                { id = "mail", title = "Mail", page = "inbox" },
              },
              didSelect = function(c, item) end,
            }
            """, to: directory + "/nested.lua")
        let f = try Fixture(session: try Session(path: directory + "/nested.lua"))
        #expect(f.loop.shown.lines[2] == "  Basics   More")
        f.type("\u{1B}[<0;13;3M")  // "More", id general, in the nested bar
        #expect(f.actions == [.click(.item(id: "general", part: nil, path: ["general"]))])
        let outcome = RecordSupport.save(f.recorder.finish(f.loop.session), script: directory + "/nested.lua",
                                           spec: directory + "/nested_spec.lua")
        #expect(outcome.messages.count == 1 && outcome.failure == nil, "\(outcome.messages)")
        #expect(try FileSystem.read(directory + "/nested_spec.lua").get().contains(#"app:click{ tab = "general", path = { "general" } }"#))
        #expect(RecordSupport.results(directory + "/nested_spec.lua").map(\.status) == [.passed])
    }
}
