import TabHostKit
import TabHostTesting

/// The HTML report of a run still going, written to `--out` at most once a second as files
/// finish (the first time a second into the run), marked partial, so a run that is killed leaves the report of
/// the files it finished (docs/testing.md, "The HTML report"); the end of the run replaces it.
struct PartialReport {
    /// Where the report goes; nil writes nothing.
    let target: ReportFile.Target?
    private var files: [SpecFileResult] = []
    /// When the page was last written, or the run began: a run shorter than a second writes
    /// only its final page.
    private var written = MonotonicClock.now()

    init(target: ReportFile.Target?) { self.target = target }

    mutating func add(_ result: SpecFileResult) {
        guard let target else { return }
        files.append(result)
        let now = MonotonicClock.now()
        guard now - written >= 1 else { return }
        written = now
        let page = HTMLReporter(partial: true).finish(files, totals: SpecTotals(files))
        try? ReportFile.write(page, to: target)
    }
}
