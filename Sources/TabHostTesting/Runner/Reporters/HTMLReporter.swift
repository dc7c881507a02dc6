import TabHostKit
import TabCore

/// `--reporter html`: one self-contained page (docs/testing.md, "The HTML report"), made of the
/// results at the end of the run; `partial` marks a page written before the run ended.
package struct HTMLReporter: SpecReporter {
    package var partial = false

    package init(partial: Bool = false) { self.partial = partial }

    package func file(_ result: SpecFileResult) -> String { "" }

    package func finish(_ results: [SpecFileResult], totals: SpecTotals) -> String {
        HTMLReport.page(sections: results.map(HTMLReport.section), totals: HTMLReport.Totals(totals, partial: partial))
    }
}
