import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "The HTML report": a failing test's steps, kept only when the run asks;
/// the page, its pictures and the merge of shards.
@Suite struct TestingTraceTests {
    static let script = "return { tabs = { { id = 'a', title = 'A' }, { id = 'b', title = 'B' } }, "
        + "didSelect = function() end, tabSwitched = function() end }"
    static let spec = """
        local script = "\(script)"
        it('passes', function()
          local app = tabhost.open(script, { width = 12, height = 3 })
          app:press("right")
        end)
        it('fails', function()
          local app = tabhost.open(script, { width = 12, height = 3 })
          app:press("right")
          app:click{ tab = "a" }
          app:resize(10, 2)
          app:expectScreen("nope")
        end)
        """

    private func traced() -> SpecFileResult {
        var options = specOptions()
        options.traceSteps = true
        return runSpec(Self.spec, options: options)
    }

    @Test func aFailingTestKeepsEachStepWithItsLineCallbacksAndScreen() {
        let result = traced()
        #expect(result.tests.map(\.status) == [.passed, .failed])
        #expect(result.tests[0].steps.isEmpty)
        let steps = result.tests[1].steps
        #expect(steps.map(\.operation) == ["press", "click", "resize"])
        #expect(steps.map(\.arguments) == ["\"right\"", "{ tab = \"a\" }", "10, 2"])
        #expect(steps.map(\.line) == [8, 9, 10])
        #expect(steps.map(\.app) == [1, 1, 1])
        #expect(steps[0].callbacks == ["didSelect b", "tabSwitched b a"])
        #expect(steps[1].callbacks == ["didSelect a", "tabSwitched a b"])
        #expect(steps[2].screen?.width == 10)
        #expect(steps[0].screen?.lines.first?.contains("B") == true)
    }

    @Test func aRerunGivesOnlyTheFailingTestsTheirSteps() {
        let directory = TemporaryDirectory()
        let first = runSpec(Self.spec, in: directory)
        #expect(first.tests.allSatisfy { $0.steps.isEmpty })
        let traced = TraceRerun.traced(first, options: specOptions(), sources: SourceCache())
        #expect(traced.tests[0].steps.isEmpty)
        #expect(traced.tests[1].steps.map(\.operation) == ["press", "click", "resize"])
        #expect(TraceRerun.escaped("a (b) 100% [x]-y") == "a %(b%) 100%% %[x%]%-y")
    }

    @Test func stepsAreNotKeptUnlessAsked() {
        let result = runSpec(Self.spec)
        #expect(result.tests[1].status == .failed)
        #expect(result.tests.allSatisfy { $0.steps.isEmpty })
    }

    @Test func thePageShowsStepsAndBothScreensWithChangesMarked() {
        let page = HTMLReporter().finish([traced()], totals: SpecTotals([traced()]))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<!-- tabhost-report totals 1 1 0 0 "))
        #expect(page.contains("app 1:<code>press(&quot;right&quot;)</code>"))
        #expect(page.contains("<code>didSelect b</code> → <code>tabSwitched b a</code>"))
        #expect(page.contains("<figcaption>expected</figcaption><svg"))
        #expect(page.contains("class=\"mark\""))
        #expect(page.ranges(of: "<svg").count == 3 + 2)  // three steps, both screens
        #expect(!page.contains("Partial report"))
        #expect(HTMLReporter(partial: true).finish([], totals: SpecTotals([])).contains("Partial report"))
    }

    @Test func mergeAddsTotalsAndKeepsEachFile() throws {
        let one = HTMLReporter().finish([traced()], totals: SpecTotals([traced()]))
        let passing = SpecFileResult(file: "spec/b_spec.lua", tests: [SpecTestResult(describe: [], name: "ok", line: 1, status: .passed)])
        let two = HTMLReporter(partial: true).finish([passing], totals: SpecTotals([passing]))
        let merged = try HTMLReportMerge.merge([("one.html", one), ("two.html", two)]).get()
        #expect(merged.contains("<!-- tabhost-report totals 2 1 0 0 "))
        #expect(merged.contains(" 1 -->"))  // partial, as one of them was
        #expect(merged.ranges(of: "<section class=\"file").count == 2)
        #expect(merged.contains("spec/b_spec.lua"))
        guard case .failure(let problem) = HTMLReportMerge.merge([("x.html", "<html></html>")]) else {
            Issue.record("a page without the marker merged")
            return
        }
        #expect(problem.description == "x.html: not a tabhost HTML report (no totals marker)")
    }
}
