import Glibc
@testable import TabHostCLI
@testable import TabHostKit
@testable import TabHostTesting

/// Recording in `run` and saving it, as `run SCRIPT --record SPEC` does.
enum RecordSupport {
    static func temporaryDirectory() -> String {
        var template = Array("/tmp/tabhost-record-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// Saves through the command line's own `RecordingSave(invocation)`.
    static func save(_ recording: Recording, script: String, spec: String) -> RecordingSave.Outcome {
        var invocation = Invocation(command: .run)
        invocation.paths = [script]
        invocation.record = spec
        return RecordingSave(invocation).save(recording)
    }

    /// The results of running the spec file, as CI would (no snapshot written).
    static func results(_ spec: String) -> [SpecTestResult] {
        var options = SpecOptions()
        options.ci = true
        options.projectRoot = "/"  // these specs open scripts wherever the test put them
        return SpecRunner.run([spec], options: options).flatMap(\.tests)
    }
}
