import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "Reporters": the reporters' exact output for one fixed set of results.
@Suite struct TestingReporterTests {
    static let equalFailure = SpecFailure(
        kind: .assertion, file: "spec/btab_spec.lua", line: 10, message: "assert.equal: values differ",
        details: "expected: \"2\"\nactual:   \"1\"", expected: "\"2\"", actual: "\"1\"")
    static let screenFailure = SpecFailure(
        kind: .assertion, file: "spec/screen_spec.lua", line: 4, message: "app:expectScreen: the screen differs at row 2",
        details: "expected:\n  1| A <B>\n> 2| ━\nactual:\n  1| A <B>\n> 2|   ━", expected: " A <B>\n ━", actual: " A <B>\n   ━")
    static let errorFailure = SpecFailure(
        kind: .error, file: "spec/screen_spec.lua", line: 9, message: "attempt to call a nil value",
        traceback: "stack traceback:\n\tspec/screen_spec.lua:9: in function <spec/screen_spec.lua:8>")

    static let results = [
        SpecFileResult(file: "spec/btab_spec.lua", tests: [
            SpecTestResult(describe: ["btab"], name: "starts", line: 3, status: .passed, seconds: 0.0012),
            SpecTestResult(describe: ["btab", "keys"], name: "move right", line: 8, status: .failed,
                           failure: equalFailure, seconds: 0.002),
            SpecTestResult(describe: [], name: "later", line: 12, status: .skipped, reason: "needs \"nested\" & more"),
        ], seconds: 0.01),
        SpecFileResult(file: "spec/screen_spec.lua", tests: [
            SpecTestResult(describe: ["screen"], name: "shows # tabs", line: 2, status: .failed, failure: screenFailure,
                           seconds: 0.0005, notes: ["wrote snapshot spec/__snapshots__/screen_spec/x.txt"]),
            SpecTestResult(describe: ["screen"], name: "calls", line: 8, status: .failed, failure: errorFailure),
        ], seconds: 0.0204),
    ]
    static let totals = SpecTotals(results)

    func report(_ reporter: any SpecReporter) -> String {
        Self.results.map(reporter.file).joined() + reporter.finish(Self.results, totals: Self.totals)
    }

    @Test func totalsEndWithSkippedOnlyWhenSomeWere() {
        #expect(Self.totals.summary == "1 passed, 3 failed, 1 skipped")
        #expect(SpecTotals([SpecFileResult(file: "a", tests: [Self.results[0].tests[0]])]).summary == "1 passed, 0 failed")
    }

    @Test func textListsTestsThenFailuresInFull() {
        #expect(report(TextReporter(colors: false)) == """
            spec/btab_spec.lua
              ✓ btab starts
              ✗ btab keys move right
              - later (pending: needs "nested" & more)
            spec/screen_spec.lua
              ✗ screen shows # tabs
                wrote snapshot spec/__snapshots__/screen_spec/x.txt
              ✗ screen calls

            Failures:

            1) btab keys move right
               spec/btab_spec.lua:10: assert.equal: values differ
               expected: "2"
               actual:   "1"

            2) screen shows # tabs
               spec/screen_spec.lua:4: app:expectScreen: the screen differs at row 2
               expected:
                 1| A <B>
               > 2| ━
               actual:
                 1| A <B>
               > 2|   ━

            3) screen calls
               spec/screen_spec.lua:9: attempt to call a nil value


            """)
    }

    @Test func textColorsMarksOnATerminal() {
        let passed = SpecFileResult(file: "a_spec.lua", tests: [Self.results[0].tests[0]])
        #expect(TextReporter(colors: true).file(passed) == "a_spec.lua\n  \u{1B}[32m✓\u{1B}[0m btab starts\n")
        #expect(TextReporter(colors: true).finish([passed], totals: SpecTotals([passed])) == "\n")
    }

    @Test func tapHasThePlanSkipsAndYAMLDiagnostics() {
        #expect(report(TAPReporter()) == """
            TAP version 13
            1..5
            # spec/btab_spec.lua
            ok 1 - btab starts
            not ok 2 - btab keys move right
              ---
              message: "assert.equal: values differ"
              kind: "assertion"
              at: "spec/btab_spec.lua:10"
              expected: "\\"2\\""
              actual: "\\"1\\""
              details: "expected: \\"2\\"\\nactual:   \\"1\\""
              ...
            ok 3 - later # SKIP needs "nested" & more
            # spec/screen_spec.lua
            not ok 4 - screen shows \\# tabs
              ---
              message: "app:expectScreen: the screen differs at row 2"
              kind: "assertion"
              at: "spec/screen_spec.lua:4"
              expected: " A <B>\\n ━"
              actual: " A <B>\\n   ━"
              details: "expected:\\n  1| A <B>\\n> 2| ━\\nactual:\\n  1| A <B>\\n> 2|   ━"
              ...
            not ok 5 - screen calls
              ---
              message: "attempt to call a nil value"
              kind: "error"
              at: "spec/screen_spec.lua:9"
              traceback: "stack traceback:\\n\\tspec/screen_spec.lua:9: in function <spec/screen_spec.lua:8>"
              ...

            """)
    }

    @Test func junitNestsSuitesAndCasesWithEscapedFailures() {
        #expect(report(JUnitReporter()) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="tabhost test" tests="5" failures="2" errors="1" skipped="1" time="0.030">
              <testsuite name="spec/btab_spec.lua" tests="3" failures="1" errors="0" skipped="1" time="0.010">
                <testcase name="btab starts" classname="spec.btab_spec" file="spec/btab_spec.lua" line="3" time="0.001"/>
                <testcase name="btab keys move right" classname="spec.btab_spec" file="spec/btab_spec.lua" line="8" time="0.002">
                  <failure message="assert.equal: values differ" type="assertion">spec/btab_spec.lua:10: assert.equal: values differ
            expected: "2"
            actual:   "1"</failure>
                </testcase>
                <testcase name="later" classname="spec.btab_spec" file="spec/btab_spec.lua" line="12" time="0.000">
                  <skipped message="needs &quot;nested&quot; &amp; more"/>
                </testcase>
              </testsuite>
              <testsuite name="spec/screen_spec.lua" tests="2" failures="1" errors="1" skipped="0" time="0.020">
                <testcase name="screen shows # tabs" classname="spec.screen_spec" file="spec/screen_spec.lua" line="2" time="0.001">
                  <failure message="app:expectScreen: the screen differs at row 2" type="assertion">spec/screen_spec.lua:4: app:expectScreen: the screen differs at row 2
            expected:
              1| A &lt;B&gt;
            &gt; 2| ━
            actual:
              1| A &lt;B&gt;
            &gt; 2|   ━</failure>
                </testcase>
                <testcase name="screen calls" classname="spec.screen_spec" file="spec/screen_spec.lua" line="8" time="0.000">
                  <error message="attempt to call a nil value" type="error">spec/screen_spec.lua:9: attempt to call a nil value
            stack traceback:
            \tspec/screen_spec.lua:9: in function &lt;spec/screen_spec.lua:8&gt;</error>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    /// A file's classname is the same module name however the path is written, holds no
    /// slash and no `.lua`, and keeps every character of the names (docs/testing.md, "Reporters").
    @Test func junitClassnameIsTheFileAsAModuleName() {
        #expect(JUnitReporter.classname("spec/btab_spec.lua") == "spec.btab_spec")
        #expect(JUnitReporter.classname("top_spec.lua") == "top_spec")
        let names = ["tabs", "題名", "🗂️", "cafe\u{301}", "a b", "v1.2"]
        for directory in names {
            for file in names {
                let expected = "\(directory).\(file)_spec"
                for path in ["\(directory)/\(file)_spec.lua", "./\(directory)/\(file)_spec.lua",
                             "../\(directory)//\(file)_spec.lua", "/\(directory)/\(file)_spec.lua"] {
                    #expect(JUnitReporter.classname(path) == expected, "\(path)")
                }
            }
        }
    }

    @Test func xmlEscapingKeepsTheDocumentValid() {
        #expect(XML.attribute("a\"b<c>&\nd\te") == "\"a&quot;b&lt;c&gt;&amp;&#10;d&#9;e\"")
        #expect(XML.text("esc \u{1B}[1m and \u{0} and é") == "esc \\x1b[1m and \\x0 and é")
    }

    @Test func jsonIsOneDocumentWithEveryResult() {
        #expect(report(JSONReporter()) == """
            {
              "summary": {"passed": 1, "failed": 3, "errors": 1, "skipped": 1, "seconds": 0.030},
              "files": [
                {"file": "spec/btab_spec.lua", "seconds": 0.010, "tests": [
                  {"name": "btab starts", "describe": ["btab"], "title": "starts", "line": 3, "status": "passed", "seconds": 0.001},
                  {"name": "btab keys move right", "describe": ["btab", "keys"], "title": "move right", "line": 8, "status": "failed", "seconds": 0.002, "failure": {"kind": "assertion", "file": "spec/btab_spec.lua", "line": 10, "message": "assert.equal: values differ", "details": "expected: \\"2\\"\\nactual:   \\"1\\"", "expected": "\\"2\\"", "actual": "\\"1\\"", "traceback": ""}},
                  {"name": "later", "describe": [], "title": "later", "line": 12, "status": "skipped", "seconds": 0.000, "reason": "needs \\"nested\\" & more"}
                ]},
                {"file": "spec/screen_spec.lua", "seconds": 0.020, "tests": [
                  {"name": "screen shows # tabs", "describe": ["screen"], "title": "shows # tabs", "line": 2, "status": "failed", "seconds": 0.001, "notes": ["wrote snapshot spec/__snapshots__/screen_spec/x.txt"], "failure": {"kind": "assertion", "file": "spec/screen_spec.lua", "line": 4, "message": "app:expectScreen: the screen differs at row 2", "details": "expected:\\n  1| A <B>\\n> 2| ━\\nactual:\\n  1| A <B>\\n> 2|   ━", "expected": " A <B>\\n ━", "actual": " A <B>\\n   ━", "traceback": ""}},
                  {"name": "screen calls", "describe": ["screen"], "title": "calls", "line": 8, "status": "failed", "seconds": 0.000, "failure": {"kind": "error", "file": "spec/screen_spec.lua", "line": 9, "message": "attempt to call a nil value", "details": "", "expected": null, "actual": null, "traceback": "stack traceback:\\n\\tspec/screen_spec.lua:9: in function <spec/screen_spec.lua:8>"}}
                ]}
              ]
            }

            """)
    }

    /// docs/safety.md, "Output": what a spec wrote never reaches the terminal as a control
    /// sequence.
    @Test func controlCharactersOfNamesAndMessagesAreEscaped() {
        let failure = SpecFailure(kind: .error, file: "a_spec.lua", line: 1, message: "\u{1B}]0;pwned\u{7}\u{1B}[2J")
        let result = SpecFileResult(file: "a_spec.lua", tests: [
            SpecTestResult(describe: ["\u{1B}[31mred"], name: "bell\u{7}", line: 1, status: .failed, failure: failure),
        ])
        let totals = SpecTotals([result])
        for reporter in [TextReporter(colors: false), TAPReporter(), GTestReporter(colors: false)] as [any SpecReporter] {
            let out = reporter.file(result) + reporter.finish([result], totals: totals)
            #expect(!out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(type(of: reporter))")
            #expect(out.contains("\\27[31mred bell\\a"), "\(type(of: reporter)): \(out)")
        }
        #expect(TextReporter(colors: false).finish([result], totals: totals).contains("a_spec.lua:1: \\27]0;pwned\\a\\27[2J"))
        #expect(TAPReporter().finish([result], totals: totals).contains(#"message: "\x1b]0;pwned\x07\x1b[2J""#))
    }

    /// A run cut short: each document says so in its own way, and is otherwise the same.
    @Test func partialReportsAreMarkedInEachFormat() throws {
        let junit = report(try #require(SpecReporters.named("junit", colors: false, partial: true)))
        #expect(junit == report(JUnitReporter()).replacing("\">\n  <testsuite ", with: "\" partial=\"true\">\n  <testsuite "))
        let json = report(try #require(SpecReporters.named("json", colors: false, partial: true)))
        #expect(json == report(JSONReporter()).replacing("{\n  \"summary\"", with: "{\n  \"partial\": true,\n  \"summary\""))
        let tap = report(try #require(SpecReporters.named("tap", colors: false, partial: true)))
        #expect(tap == report(TAPReporter()) + "Bail out! Partial report: the run was interrupted.\n")
        let html = report(try #require(SpecReporters.named("html", colors: false, partial: true)))
        #expect(html.contains("Partial report: the run did not finish.") && !report(HTMLReporter()).contains("Partial report"))
    }

    @Test func secondsHaveThreeDecimals() {
        #expect(decimalSeconds(0) == "0.000")
        #expect(decimalSeconds(1.23456) == "1.235")
        #expect(decimalSeconds(12.0006) == "12.001")
        #expect(decimalSeconds(.nan) == "0.000")
    }
}
