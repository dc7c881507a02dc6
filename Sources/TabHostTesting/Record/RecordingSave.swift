import TabHostKit
import TabCore
#if canImport(Glibc)
import Glibc
#endif

/// The end of `tabhost run --record`: the recording replayed headlessly, written as a test
/// into the spec file, proven by running it, and a few lines to tell the person what happened.
///
/// The file is changed only once the written test passed in the real runner: the new text is
/// written beside it, run, and renamed over it (an atomic replace); a test that does not pass
/// is kept in `SPEC.rejected` instead, so nothing recorded is lost and the suite stays green.
package struct RecordingSave {
    /// The script, as given on the command line.
    var script: String
    /// The spec file, as given to `--record`.
    var spec: String
    /// How the replay opens the script (the run's sandbox and limits, without `print`).
    var scriptOptions: HostOptions
    /// How the written test is run to prove it (the same sandbox and limits).
    var specOptions: SpecOptions

    package init(script: String, spec: String, scriptOptions: HostOptions, specOptions: SpecOptions) {
        self.script = script
        self.spec = spec
        self.scriptOptions = scriptOptions
        self.specOptions = specOptions
    }

    /// What saving did, for the person: lines for stderr, and what went wrong, if anything
    /// (the command line turns it into an exit status).
    package struct Outcome: Equatable {
        package var messages: [String]
        package var failure: Failure?
    }

    /// Why a recording was not added to the spec.
    package enum Failure: Equatable {
        /// It could not be replayed or written (a usage error: status 2).
        case notSaved
        /// The written test does not pass; it is kept in `SPEC.rejected` (status 1).
        case rejected
    }

    package func save(_ recording: Recording) -> Outcome {
        guard !recording.isEmpty else { return Outcome(messages: ["tabhost: nothing recorded; \(spec) not written"]) }
        let session: Session
        do {
            session = try Session(path: script, size: recording.size, options: scriptOptions)  // onOpen at the size it ran at
        } catch {
            let steps = recording.specSteps(checkpointScreens: []).flatMap { RecordedTest.code(for: $0.step, indent: 0) }
            return Outcome(messages: ["tabhost: cannot replay the recording: \(error.description)",
                                      "tabhost: \(spec) not written; the steps were:"] + steps,
                           failure: .notSaved)
        }
        let replay = RecordingReplay(recording, session: session)
        let lines = recording.specSteps(checkpointScreens: replay.checkpoints)
        let test = RecordedTest(script: RecordPaths.relative(script, from: SourceFile.directory(of: spec)), size: recording.size,
                                steps: lines.map(\.step), screen: replay.screen, log: replay.log)
        let file: (text: String, line: Int)
        switch FileSystem.read(spec) {
        case .success(let existing): file = RecordedSpecFile.appending(test.lines, to: existing, describe: describeName)
        case .failure where FileSystem.kind(of: spec) == .missing:
            file = RecordedSpecFile.new(describe: describeName, comments: comments, test: test.lines)
        case .failure(let reason):
            return Outcome(messages: ["tabhost: \(spec): \(reason)"] + dump(file: nil, test), failure: .notSaved)
        }
        var outcome = write(file, test: test)
        if recording.checkpointKeyBound {
            outcome.messages.append("tabhost: note: the script binds \(Recorder.checkpointKey.name); while recording it marked "
                                    + "checkpoints instead, so the test does not press it")
        }
        if let difference = replay.difference {
            let step = difference.step.flatMap { index in lines.firstIndex { $0.last >= index } }
            let place = "\(spec):\(file.line + test.offset(ofStep: step))"
            let code = step.map { RecordedTest.code(for: test.steps[$0], indent: 0)[0] } ?? "tabhost.open"
            outcome.messages += differenceNote(difference.what, at: "\(place) (\(code))", recording)
        }
        return outcome
    }

    /// Writes the text beside the spec, runs it, and renames it over the spec if the new test
    /// passed (else to `SPEC.rejected`).
    private func write(_ file: (text: String, line: Int), test: RecordedTest) -> Outcome {
        let candidate = FileSystem.join(SourceFile.directory(of: spec), ".\(FileSystem.baseName(of: spec)).recording-\(getpid()).lua")
        do {
            try FileSystem.writeAtomically(file.text, to: candidate)
        } catch {
            return Outcome(messages: ["tabhost: \(error)"] + dump(file: file.text, test), failure: .notSaved)
        }
        var proving = specOptions
        proving.projectRoot = RecordPaths.commonDirectory(script, spec)  // a sandboxed spec opens its script there
        let result = SpecRunner.run([candidate], options: proving).first?.tests.first { $0.line == file.line }
        if result?.status == .passed {
            guard rename(candidate, spec) == 0 else {
                unlink(candidate)
                return Outcome(messages: ["tabhost: \(spec): cannot write: \(SourceFile.systemReason())"] + dump(file: file.text, test),
                               failure: .notSaved)
            }
            return Outcome(messages: ["tabhost: recorded \(summary(test)) as a new test in \(spec):\(file.line): "
                                      + "it(\(LuaLiterals.string(test.name)))"] + namingNote)
        }
        let rejected = spec + ".rejected"
        let kept = rename(candidate, rejected) == 0
        if !kept { unlink(candidate) }
        let why = result?.failure?.text.replacingText(candidate, with: spec)
            ?? "the spec file did not run its new test (is its describe block well formed?)"
        return Outcome(messages: ["tabhost: the recorded test fails when replayed, so \(spec) was left as it was; "
                                  + (kept ? "the recording is in \(rejected):" : "the recording follows the failure:"), why]
                           + (kept ? [] : dump(file: file.text, test)),
                       failure: .rejected)
    }

    /// `5 steps and 2 checkpoints`.
    private func summary(_ test: RecordedTest) -> String {
        let checkpoints = test.steps.filter { if case .expectScreen = $0 { true } else { false } }.count
        let actions = test.steps.count - checkpoints
        var text = actions == 1 ? "1 step" : "\(actions) steps"
        if checkpoints > 0 { text += checkpoints == 1 ? " and 1 checkpoint" : " and \(checkpoints) checkpoints" }
        return text
    }

    /// Where the replay parted from what the person saw, and the likely reason.
    private func differenceNote(_ what: String, at place: String, _ recording: Recording) -> [String] {
        let cause = recording.reloads == 0
            ? "a screen that depends on the clock or on chance (os.time, math.random) differs"
            : "the script was reloaded during the recording, and the test replays the script as it is now"
        return ["tabhost: note: the replay differs from what you saw, first at \(place): \(what)",
                "tabhost: note: \(cause); the test asserts what the replay shows"]
    }

    /// `tabhost test` with no path finds only `*_spec.lua` files.
    private var namingNote: [String] {
        spec.hasSuffix("_spec.lua") ? [] : ["tabhost: note: `tabhost test` finds files named *_spec.lua; run this one as `tabhost test \(spec)`"]
    }

    /// The describe block's name for a new file: the script's name without `.lua`.
    private var describeName: String {
        let name = FileSystem.baseName(of: script)
        return name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
    }

    private var comments: [String] {
        specOptions.trusted
            ? ["Recorded with `tabhost run \(script) --record \(spec) --trust`: run it with `tabhost test --trust`."]
            : ["Recorded with `tabhost run \(script) --record \(spec)`."]
    }

    /// When nothing could be written, the test itself, so the recording is not lost.
    private func dump(file text: String?, _ test: RecordedTest) -> [String] {
        ["tabhost: the recorded test:"] + [text ?? test.lines.joined(separator: "\n")]
    }
}

extension RecordingSave {
    /// Why `spec` cannot take a recording of `script`, found before anything is recorded;
    /// nil when it can.
    package static func problem(spec: String, script: String) -> String? {
        guard spec.hasSuffix(".lua") else { return "expected a spec file ending in .lua (such as spec/tabs_spec.lua), got '\(spec)'" }
        if RecordPaths.absolute(spec) == RecordPaths.absolute(script) {
            return "'\(spec)' is the script itself: name a spec file (such as spec/tabs_spec.lua)"
        }
        switch FileSystem.kind(of: spec) {
        case .missing: return nil
        case .file:
            if case .failure(let reason) = FileSystem.read(spec) { return "\(spec): \(reason)" }
            return nil
        case .directory, .other: return "'\(spec)' is not a file"
        }
    }
}

/// Paths between the spec and the script.
enum RecordPaths {
    /// `path` relative to `directory`, both taken from the working directory when relative:
    /// `examples/btab.lua` from `spec` is `../examples/btab.lua`.
    static func relative(_ path: String, from directory: String) -> String {
        let target = components(absolute(path)), base = components(absolute(directory))
        let common = zip(target, base).prefix { $0 == $1 }.count
        let up = [String](repeating: "..", count: base.count - common)
        return (up + target.dropFirst(common)).joined(separator: "/")
    }

    /// The deepest directory holding both files (where `tabhost test` must run from to open
    /// the script from the spec in the sandbox).
    static func commonDirectory(_ first: String, _ second: String) -> String {
        let a = components(absolute(SourceFile.directory(of: first))), b = components(absolute(SourceFile.directory(of: second)))
        return "/" + zip(a, b).prefix { $0 == $1 }.map(\.0).joined(separator: "/")
    }

    static func absolute(_ path: String) -> String {
        FileSystem.normalize(FileSystem.absolute(path))
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
