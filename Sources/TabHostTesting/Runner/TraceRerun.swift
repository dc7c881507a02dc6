import TabHostKit
/// The step trace of failing tests, made by running them again (docs/testing.md, "The HTML
/// report"), as Playwright traces a failed test on its first retry: the run itself keeps no
/// steps, so a passing run pays nothing for the report's trace.
///
/// Each failing test of a file (a test, not a hook or a block) runs a second time, alone (an
/// exact `--filter` of its full name), with `SpecOptions.traceSteps` on; its steps join the
/// first run's result. The second run prints nothing and writes no snapshot. A test that
/// passes the second time gets no steps but a note saying so (it may be flaky).
package enum TraceRerun {
    /// `result` with its failing tests' steps.
    package static func traced(_ result: SpecFileResult, options: SpecOptions, sources: SourceCache) -> SpecFileResult {
        let failing = result.tests.filter { $0.status == .failed && $0.element == nil }
        guard !failing.isEmpty else { return result }
        var again = options
        again.traceSteps = true
        again.output = { _ in }
        again.updateSnapshots = false
        again.shard = nil  // the filter picks the tests; a shard of them would deal them anew
        again.repeats = 1
        again.resultMemory = RunMemory()
        again.busted.list = false
        again.busted.filters = failing.map { "^" + escaped($0.fullName) + "$" }
        let rerun = SpecFile(path: result.file, options: again, sources: sources).run()
        var out = result
        for index in out.tests.indices where out.tests[index].status == .failed && out.tests[index].element == nil {
            let test = out.tests[index]
            guard let match = rerun.tests.first(where: { $0.element == nil && $0.fullName == test.fullName && $0.line == test.line })
            else { continue }
            out.tests[index].steps = match.steps
            if match.status == .passed { out.tests[index].notes.append("passed when run again for the step trace (flaky?)") }
        }
        return out
    }

    /// `text` as a Lua pattern that matches it literally.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "^$()%.[]*+-?".contains(character) { out.append("%") }
            out.append(character)
        }
        return out
    }
}
