import TabHostKit

/// The HTML report of a run still going, written to `--out` when the first file finishes and
/// then at most once a second as files finish, marked partial, so a run that is interrupted or killed leaves the report of
/// the files it finished (docs/testing.md, "The HTML report"); the end of the run replaces it.
struct PartialReport {
    /// Where the report goes; nil writes nothing.
    let target: ReportFile.Target?
    private var files: [SpecFileResult] = []
    /// When the page was last written: never yet, so the first file finished writes it.
    private var written = -Double.infinity

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
