import TabHostKit
import TabCore

/// The page of `--reporter html` and `tabhost report merge` (docs/testing.md, "The HTML
/// report"): the totals, then a section per spec file with each test's status, time and
/// failure; a failing screen or snapshot shows both screens as pictures with the changed cells
/// marked, and a failing test the steps that led there.
///
/// The page needs no network and no script to read: the failed/all filter is two radio
/// buttons and CSS, each test a `<details>` (failing ones open). Each file's section lies
/// between marker comments and the totals are a comment too, so `HTMLReportMerge` can join
/// the pages of a sharded run without reading HTML.
package enum HTMLReport {
    /// The counts the page heads with, and whether the run was cut short.
    package struct Totals: Equatable {
        package var passed = 0, failed = 0, errors = 0, skipped = 0
        package var milliseconds = 0
        package var partial = false

        package init(_ totals: SpecTotals, partial: Bool) {
            (passed, failed, errors, skipped) = (totals.passed, totals.failed, totals.errors, totals.skipped)
            milliseconds = totals.seconds.isFinite ? Int((totals.seconds * 1000).rounded()) : 0
            self.partial = partial
        }

        package init() {}

        /// The comment that carries them: `<!-- tabhost-report totals 3 1 0 0 12 0 -->`.
        var marker: String {
            "<!-- tabhost-report totals \(passed) \(failed) \(errors) \(skipped) \(milliseconds) \(partial ? 1 : 0) -->"
        }
    }

    static let sectionStart = "<!-- tabhost-report file -->"
    static let sectionEnd = "<!-- /tabhost-report file -->"

    /// The whole page around the file sections.
    package static func page(sections: [String], totals: Totals) -> String {
        let summary = "\(totals.passed) passed, \(totals.failed) failed" + (totals.skipped > 0 ? ", \(totals.skipped) skipped" : "")
        var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width\">\n<title>tabhost test: \(summary)</title>\n"
        out += "<style>\(css)</style>\n</head>\n<body>\n\(totals.marker)\n"
        out += "<header><h1>tabhost test</h1><p class=\"totals\"><span class=\"passed\">\(totals.passed) passed</span>, "
        out += "<span class=\"failed\">\(totals.failed) failed</span>"
        if totals.errors > 0 { out += " (\(totals.errors) errors)" }
        if totals.skipped > 0 { out += ", <span class=\"skipped\">\(totals.skipped) skipped</span>" }
        out += " in \(decimalSeconds(Double(totals.milliseconds) / 1000)) s</p>\n"
        if totals.partial { out += "<p class=\"partial\" role=\"alert\">Partial report: the run did not finish.</p>\n" }
        out += "</header>\n"
        let failedFirst = totals.failed > 0
        out += "<input type=\"radio\" name=\"show\" id=\"show-failed\"\(failedFirst ? " checked" : "")>"
        out += "<label for=\"show-failed\" accesskey=\"f\">Failed only</label>\n"
        out += "<input type=\"radio\" name=\"show\" id=\"show-all\"\(failedFirst ? "" : " checked")>"
        out += "<label for=\"show-all\" accesskey=\"a\">All tests</label>\n<main>\n"
        out += sections.joined()
        out += "</main>\n<script>\(script)</script>\n</body></html>\n"
        return out
    }

    /// One spec file's section, between the merge markers.
    static func section(_ result: SpecFileResult) -> String {
        let failed = result.tests.contains { $0.status == .failed }
        var out = sectionStart + "\n<section class=\"file\(failed ? " has-failed" : "")\">\n"
        out += "<h2>\(escaped(result.file)) <span class=\"time\">\(decimalSeconds(result.seconds)) s</span></h2>\n"
        for test in result.tests { out += self.test(test) }
        return out + "</section>\n" + sectionEnd + "\n"
    }

    private static func test(_ test: SpecTestResult) -> String {
        let mark = ["passed": "✔", "failed": "✘", "skipped": "–"][test.status.rawValue] ?? ""
        var name = test.fullName.isEmpty ? test.name : test.fullName
        if let element = test.element { name = "\(element): \(name)" }
        if test.status == .passed, test.notes.isEmpty {  // nothing to open: one line
            return "<p class=\"test passed\"><span class=\"status\">\(mark) passed</span> \(escaped(name))"
                + " <span class=\"time\">\(decimalSeconds(test.seconds)) s, line \(test.line)</span></p>\n"
        }
        var out = "<details class=\"test \(test.status.rawValue)\"\(test.status == .failed ? " open" : "")>"
        out += "<summary><span class=\"status\">\(mark) \(test.status.rawValue)</span> \(escaped(name))"
        out += " <span class=\"time\">\(decimalSeconds(test.seconds)) s</span></summary>\n<div class=\"body\">\n"
        out += "<p class=\"where\">line \(test.line)</p>\n"
        if let reason = test.reason { out += "<p>\(escaped(reason))</p>\n" }
        for note in test.notes { out += "<p class=\"note\">\(escaped(note))</p>\n" }
        if let failure = test.failure { out += self.failure(failure, lastScreen: test.steps.last?.screen) }
        if !test.steps.isEmpty { out += trace(test.steps) }
        return out + "</div></details>\n"
    }

    private static func failure(_ failure: SpecFailure, lastScreen: Screen?) -> String {
        var out = "<p class=\"message\"><b>\(escaped(failure.location))</b>: \(escaped(failure.message))</p>\n"
        if let pictures = ScreenComparison(failure, lastScreen: lastScreen) {
            out += "<div class=\"compare\"><figure><figcaption>expected</figcaption>\(pictures.expectedSVG)</figure>"
            out += "<figure><figcaption>actual (changed cells marked)</figcaption>\(pictures.actualSVG)</figure></div>\n"
        }
        if !failure.details.isEmpty { out += "<pre class=\"details\">\(escaped(failure.details))</pre>\n" }
        if !failure.traceback.isEmpty { out += "<pre class=\"traceback\">\(escaped(failure.traceback))</pre>\n" }
        return out
    }

    /// The steps as an ordered list: each with its spec line, what it did, the callbacks it
    /// caused and the screen after it.
    private static func trace(_ steps: [TraceStep]) -> String {
        var out = "<h3>Steps</h3>\n<ol class=\"steps\">\n"
        for step in steps {
            let app = step.app > 0 ? "app \(step.app)" : "app (opened outside the test)"
            out += "<li><p><code>\(escaped(step.file)):\(step.line)</code> \(app):<code>\(escaped(step.operation))(\(escaped(step.arguments)))</code></p>\n"
            if let error = step.error { out += "<p class=\"failed\">\(escaped(error))</p>\n" }
            out += "<p class=\"callbacks\">" + (step.callbacks.isEmpty ? "no callbacks"
                : step.callbacks.map { "<code>\(escaped($0))</code>" }.joined(separator: " → ")) + "</p>\n"
            if let screen = step.screen { out += ScreenPicture.svg(screen) }
            out += "</li>\n"
        }
        return out + "</ol>\n"
    }

    static func escaped(_ text: String) -> String { ScreenPicture.escaped(text) }

    private static let css = """
        body{font:15px/1.4 system-ui,sans-serif;margin:0 24px 48px;background:#fafafa;color:#1a1a1a}
        h1{font-size:22px;margin:16px 0 4px}h2{font-size:17px;margin:20px 0 6px}h3{font-size:15px}
        .totals .passed{color:#17702a}.totals .failed{color:#b3141b}.partial{background:#fff3c4;padding:6px 10px;border:1px solid #d9b400}
        input[type=radio]{margin:0 4px 12px 0}label{margin-right:16px;cursor:pointer}
        #show-failed:checked~main .test:not(.failed),#show-failed:checked~main .file:not(.has-failed){display:none}
        details.test,p.test{border:1px solid #ddd;border-radius:4px;margin:4px 0;background:#fff}p.test{padding:4px 8px 4px 24px}
        details.test>summary{padding:4px 8px;cursor:pointer}summary:focus-visible{outline:2px solid #2563eb}
        .failed>summary .status{color:#b3141b;font-weight:bold}.passed .status{color:#17702a}.skipped>summary .status{color:#777}
        .time{color:#777;font-size:13px}.body{padding:0 12px 8px}.where{color:#777;margin:4px 0}
        pre{background:#f1f1f1;padding:8px;overflow:auto;font:13px/1.35 'DejaVu Sans Mono',Menlo,Consolas,monospace}
        .compare{display:flex;gap:16px;flex-wrap:wrap}figure{margin:0}figcaption{font-size:13px;color:#555}
        svg{display:block;max-width:100%;height:auto}.steps li{margin:10px 0}.callbacks code{background:#eef;padding:0 3px}
        """

    /// Keyboard shortcuts for the filter (f, a); the page reads the same without them.
    private static let script = """
        document.addEventListener('keydown',function(e){if(e.target.tagName==='INPUT'&&e.target.type==='text')return;\
        var id={f:'show-failed',a:'show-all'}[e.key];if(id&&!e.ctrlKey&&!e.metaKey&&!e.altKey){document.getElementById(id).click();}});
        """
}
