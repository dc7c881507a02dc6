import TabHostKit
import TabHostTesting

/// `tabhost run SCRIPT --record SPEC` on the command line: what is checked before the
/// terminal is taken, and the save after it is given back.
extension RecordingSave {
    /// The save `run --record` asks for: the replay and the proving run use the run's sandbox
    /// and limits; a missing snapshot of another test in the file is never written (`ci`).
    init(_ invocation: Invocation) {
        var scriptOptions = TabHostCLI.hostOptions(invocation)
        scriptOptions.output = { _ in }
        var specOptions = SpecOptions()
        specOptions.limits = scriptOptions.limits
        specOptions.trusted = invocation.trust
        specOptions.ci = true
        self.init(script: invocation.paths[0], spec: invocation.record ?? "", scriptOptions: scriptOptions, specOptions: specOptions)
    }

    /// Why SPEC cannot take a recording, found before anything is recorded; nil when it can.
    static func problem(_ invocation: Invocation) -> String? {
        invocation.record.flatMap { problem(spec: $0, script: invocation.paths[0]) }
    }

    /// Saves the recording, prints what happened to stderr, and returns the exit status: the
    /// run's, unless saving failed.
    func finish(_ recording: Recording, status: Int32) -> Int32 {
        let outcome = save(recording)
        Console.error(outcome.messages.map { $0 + "\n" }.joined())
        switch outcome.failure {
        case nil: return status
        case .notSaved?: return TabHostCLI.Status.usage
        case .rejected?: return TabHostCLI.Status.testFailed
        }
    }
}
