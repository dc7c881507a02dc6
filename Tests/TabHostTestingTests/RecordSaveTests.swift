import Glibc
import TabCore
import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// `tabhost run --record` after the session: the replay on a fresh session, the file written
/// only once the real runner passed the new test, the notes when the replay differed.
@Suite struct RecordSaveTests {
    static let btab = RecordTests.root + "examples/btab.lua"
    static let fixture = RecordTests.root + "tests/record/btab-tour.lua"

    /// A tour of btab at 50x6: two keys, a checkpoint, a click on a title, a resize, a click
    /// on the page, the wheel over the bar.
    static let tour = Recording(size: CellSize(width: 50, height: 6), steps: [
        .press("right"), .press("right"), .checkpoint, .click(.item(id: "1", part: nil, path: nil)),
        .resize(width: 40, height: 6), .click(.cell(x: 3, y: 5)), .scroll(direction: 1, x: 3, y: 1),
    ].map { RecordTests.step($0) })

    static func temporaryDirectory() -> String {
        var template = Array("/tmp/tabhost-record-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// Saves as `run --record` does: the default sandbox and limits, snapshots never written.
    static func save(_ recording: Recording, script: String, spec: String) -> RecordingSave.Outcome {
        var specOptions = SpecOptions()
        specOptions.ci = true
        return RecordingSave(script: script, spec: spec, scriptOptions: HostOptions(), specOptions: specOptions).save(recording)
    }

    static func results(_ spec: String) -> [SpecTestResult] {
        var options = SpecOptions()
        options.ci = true
        options.projectRoot = "/"  // these specs open scripts wherever the test put them
        return SpecRunner.run([spec], options: options).flatMap(\.tests)
    }

    static func copy(_ source: String, to path: String, replacing old: String = "", with new: String = "") throws {
        var text = try FileSystem.read(source).get()
        if !old.isEmpty { text = text.split(separator: old, omittingEmptySubsequences: false).joined(separator: new) }
        try FileSystem.writeAtomically(text, to: path)
    }

    // MARK: - The replay

    @Test func theReplayWritesTheTourAsTheLiteralExpectedSpecAndThatSpecPasses() throws {
        let replay = RecordingReplay(Self.tour, session: try Session(path: Self.btab, size: Self.tour.size))
        #expect(replay.difference == nil)
        let steps = Self.tour.specSteps(checkpointScreens: replay.checkpoints).map(\.step)
        let test = RecordedTest(script: "../../examples/btab.lua", size: Self.tour.size, steps: steps,
                                screen: replay.screen, log: replay.log)
        let file = RecordedSpecFile.new(describe: "btab", comments: ["Recorded with `tabhost run examples/btab.lua --record tests/record/btab-tour.lua`."],
                                        test: test.lines)
        #expect(file.text == (try FileSystem.read(Self.fixture).get()))
        #expect(Self.results(Self.fixture).map(\.status) == [.passed])
    }

    @Test func theExampleInDocsTestingIsWhatTheRecorderWrites() throws {
        let docs = try FileSystem.read(RecordTests.root + "docs/testing.md").get()
        guard let section = docs.split(separator: "## Recording a test\n").last,
              let block = section.split(separator: "```lua\n").dropFirst().first?.split(separator: "```\n").first else {
            Issue.record("docs/testing.md has no example under Recording a test")
            return
        }
        let recording = Recording(size: CellSize(width: 50, height: 6), steps: [
            .press("right"), .press("right"), .checkpoint, .click(.item(id: "1", part: nil, path: nil)),
        ].map { RecordTests.step($0) })
        let replay = RecordingReplay(recording, session: try Session(path: Self.btab, size: recording.size))
        let test = RecordedTest(script: "../examples/btab.lua", size: recording.size,
                                steps: recording.specSteps(checkpointScreens: replay.checkpoints).map(\.step),
                                screen: replay.screen, log: replay.log)
        let file = RecordedSpecFile.new(describe: "btab", comments: ["Recorded with `tabhost run examples/btab.lua --record spec/btab_spec.lua`."],
                                        test: test.lines)
        #expect(file.text == String(block))
    }

    @Test func theRecordedTestFailsWhenATitleChanges() throws {
        let directory = Self.temporaryDirectory()
        try Self.copy(Self.btab, to: directory + "/btab.lua", replacing: "\"Second\"", with: "\"Zweite\"")
        try Self.copy(Self.fixture, to: directory + "/tour_spec.lua", replacing: "../../examples/btab.lua", with: "btab.lua")
        let results = Self.results(directory + "/tour_spec.lua")
        #expect(results.map(\.status) == [.failed])
        #expect(results.first?.failure?.message == "app:expectScreen: the screen differs at row 1")
    }

    @Test func theReplayNamesTheFirstStepWhoseScreenOrLogDifferedFromTheLiveOne() throws {
        var recording = Self.tour
        recording.steps[0].screen = ["  First            Second          Third"]  // the indicator row is missing
        recording.steps[0].logCount = 2
        recording.log = ["didSelect 2", "tabSwitched 2 1"]
        let replay = RecordingReplay(recording, session: try Session(path: Self.btab, size: recording.size))
        #expect(replay.difference == RecordingDifference(step: 0, what: #"row 2 was "", the replay shows "                  ╺━━━━━━━━━━━━━╸""#))

        recording.steps[0].screen = nil
        recording.log = ["didSelect 3", "tabSwitched 3 1"]
        #expect(RecordingReplay(recording, session: try Session(path: Self.btab, size: recording.size)).difference
            == RecordingDifference(step: 0, what: #"callback 1 was "didSelect 3", the replay ran "didSelect 2""#))
    }

    @Test func aClickOnAnItemNoLongerShownIsTheDifference() throws {
        let recording = Recording(size: CellSize(width: 50, height: 6), steps: [RecordTests.step(.click(.item(id: "9", part: nil, path: nil)))])
        #expect(RecordingReplay(recording, session: try Session(path: Self.btab, size: recording.size)).difference
            == RecordingDifference(step: 0, what: "app:click: no item with id '9' is visible"))
    }

    // MARK: - Saving

    @Test func aNewSpecFileIsWrittenThenAnotherRecordingIsAppendedToItsDescribe() throws {
        let directory = Self.temporaryDirectory()
        try Self.copy(Self.btab, to: directory + "/btab.lua")
        let spec = directory + "/spec/tabs_spec.lua"
        let first = Self.save(Self.tour, script: directory + "/btab.lua", spec: spec)
        #expect(first == RecordingSave.Outcome(messages: [
            "tabhost: recorded 5 steps and 1 checkpoint as a new test in \(spec):3: "
                + "it(\"presses right, right, clicks 1, resizes to 40x6, clicks at 3,5, ...\")",
        ]))
        let text = try FileSystem.read(spec).get()
        #expect(text.hasPrefix("-- Recorded with `tabhost run \(directory)/btab.lua --record \(spec)`.\ndescribe(\"btab\", function()\n"))
        #expect(text.contains("    local app = tabhost.open(\"../btab.lua\", { width = 50, height = 6 })\n"))

        let second = Recording(size: CellSize(width: 50, height: 6), steps: [RecordTests.step(.press("left"))])
        #expect(Self.save(second, script: directory + "/btab.lua", spec: spec).messages
            == ["tabhost: recorded 1 step as a new test in \(spec):\(text.split(separator: "\n", omittingEmptySubsequences: false).count): it(\"presses left\")"])
        let appended = try FileSystem.read(spec).get()
        #expect(appended.hasPrefix(String(text.dropLast("end)\n".count))))
        #expect(Self.results(spec).map(\.status) == [.passed, .passed])
        #expect(FileSystem.entries(of: directory + "/spec") == ["tabs_spec.lua"])  // no temporary file left
    }

    @Test func nothingRecordedWritesNothing() {
        let spec = Self.temporaryDirectory() + "/none_spec.lua"
        #expect(Self.save(Recording(), script: Self.btab, spec: spec).messages == ["tabhost: nothing recorded; \(spec) not written"])
        #expect(FileSystem.kind(of: spec) == .missing)
    }

    @Test func aTestThatDoesNotPassWhenReplayedLeavesTheSpecAloneAndIsKeptBesideIt() throws {
        let directory = Self.temporaryDirectory()
        try FileSystem.writeAtomically("""
            return { tabs = { { id = "a", title = "A", page = function() return tostring(math.random(1, 1e9)) end } } }
            """, to: directory + "/dice.lua")
        let spec = directory + "/dice_spec.lua"
        try FileSystem.writeAtomically("describe(\"dice\", function()\nend)\n", to: spec)
        let outcome = Self.save(Recording(size: CellSize(width: 20, height: 3), steps: [RecordTests.step(.press("x"))]),
                                script: directory + "/dice.lua", spec: spec)
        #expect(outcome.failure == .rejected)
        #expect(outcome.messages.first == "tabhost: the recorded test fails when replayed, so \(spec) was left as it was; "
            + "the recording is in \(spec).rejected:")
        #expect(outcome.messages.dropFirst().first?.hasPrefix("\(spec):5: app:expectScreen: the screen differs at row 3") == true,
                "\(outcome.messages)")
        #expect(try FileSystem.read(spec).get() == "describe(\"dice\", function()\nend)\n")
        #expect(try FileSystem.read(spec + ".rejected").get().contains("it(\"presses x\""))
    }

    @Test func aReplayThatDiffersFromTheLiveScreenIsWrittenWithANoteNamingTheLine() throws {
        let directory = Self.temporaryDirectory()
        try Self.copy(Self.btab, to: directory + "/btab.lua")
        var recording = Recording(size: CellSize(width: 50, height: 6), steps: [RecordTests.step(.press("right"))])
        recording.steps[0].screen = ["  Alpha"]
        recording.reloads = 1
        let outcome = Self.save(recording, script: directory + "/btab.lua", spec: directory + "/btab_spec.lua")
        #expect(outcome.failure == nil)
        #expect(Array(outcome.messages.dropFirst()) == [
            "tabhost: note: the replay differs from what you saw, first at \(directory)/btab_spec.lua:5 (app:press(\"right\")): "
                + #"row 1 was "  Alpha", the replay shows "  First            Second          Third""#,
            "tabhost: note: the script was reloaded during the recording, and the test replays the script as it is now; "
                + "the test asserts what the replay shows",
        ])
    }

    @Test func aSpecThatIsNotALuaFileOrIsTheScriptIsRefusedBeforeRecording() {
        func problem(_ spec: String) -> String? {
            RecordingSave.problem(spec: spec, script: "examples/btab.lua")
        }
        #expect(problem("spec/new_spec.lua") == nil)
        #expect(problem("spec/x") == "expected a spec file ending in .lua (such as spec/tabs_spec.lua), got 'spec/x'")
        #expect(problem("./examples/btab.lua") == "'./examples/btab.lua' is the script itself: name a spec file (such as spec/tabs_spec.lua)")
        let directory = Self.temporaryDirectory() + "/d.lua"
        mkdir(directory, 0o755)
        #expect(problem(directory) == "'\(directory)' is not a file")
    }

    @Test func aScriptThatNoLongerLoadsWritesNothingButPrintsTheSteps() throws {
        let directory = Self.temporaryDirectory()
        try FileSystem.writeAtomically("return {", to: directory + "/broken.lua")
        let outcome = Self.save(Recording(steps: [RecordTests.step(.press("right")), RecordTests.step(.checkpoint)]),
                                script: directory + "/broken.lua", spec: directory + "/broken_spec.lua")
        #expect(outcome.failure == .notSaved)
        #expect(outcome.messages.first?.hasPrefix("tabhost: cannot replay the recording: \(directory)/broken.lua:1:") == true)
        #expect(Array(outcome.messages.dropFirst()) == [
            "tabhost: \(directory)/broken_spec.lua not written; the steps were:", #"app:press("right")"#, "app:expectScreen [[", "]]",
        ])
        #expect(FileSystem.kind(of: directory + "/broken_spec.lua") == .missing)
    }
}
