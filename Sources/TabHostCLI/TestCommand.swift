#if canImport(Glibc)
import Glibc
#endif
import TabHostKit
import TabHostTesting
import TabTerminal

/// `tabhost test [PATH...]`: discovers spec files, runs them, reports (docs/testing.md).
///
/// The text and gtest reports end with the line `N passed, N failed` on stdout; with the
/// document reporters (tap, junit, json) stdout holds the document alone and that line goes
/// to stderr. With `--out FILE` the report goes to the file and stdout keeps only the line.
/// Exit status 1 when a test failed, 2 for a usage error (no spec files, a missing path, a
/// bad `.busted`, a report file that cannot be written).
enum TestCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        if let directory = invocation.test.directory, PathBytes.withCString(directory, { chdir($0) }) != 0 {
            Console.error("tabhost test: -C \(directory): \(SourceFile.systemReason())\n")
            return TabHostCLI.Status.usage
        }
        if invocation.watchRequested { return TestWatch.run(invocation) }
        return runOnce(invocation).status
    }

    /// One run; also returns the files it used, for `--watch`.
    static func runOnce(_ invocation: Invocation) -> (status: Int32, watched: [String]) {
        let environment = Console.variables(["CI", "NO_COLOR", "TERM"])  // what the plan and the colors read
        let plan: TestPlan
        switch TestPlan.make(invocation, environment: environment) {
        case .success(let made): plan = made
        case .failure(let problem): return usage("\(problem)")
        }
        plan.warnings.forEach { Console.error("tabhost test: \($0)\n") }
        if plan.shuffleFiles || plan.options.busted.shuffle {
            Console.error("tabhost test: shuffled with --seed \(plan.options.busted.seed)\n")
        }
        // The spec threads start now, each making its spec state while the files are looked for.
        let sources = SourceCache()
        let workers = plan.jobs > 1 ? SpecWorkers.likelyDirectory(for: plan.roots, rules: plan.rules).map {
            SpecWorkers(jobs: plan.jobs, directory: $0, options: plan.options, sources: sources)
        } : nil
        var files: [String]
        switch SpecDiscovery.files(for: plan.roots, rules: plan.rules) {
        case .success(let found): files = found
        case .failure(let problem): return usage("\(problem)")
        }
        if plan.shuffleFiles {
            files = SeededShuffle.shuffled(files, seed: plan.options.busted.seed)
        } else if plan.sortFiles {
            files.sort()
        }
        var target: ReportFile.Target = .standardOutput
        if let out = plan.out {
            switch ReportFile.target(for: out) {
            case .success(let found): target = found
            case .failure(let reason): return usage("--out: \(reason)")
            }
        }
        let toFile = target != .standardOutput
        let colors = plan.colors ?? (!toFile && ColorSupport.isTTY(1) && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["TERM"] != "dumb")
        guard let reporter = SpecReporters.named(plan.reporter, colors: colors, verbose: plan.options.verbose) else {
            return usage("unknown reporter '\(plan.reporter)'")
        }
        var report = ""
        var partial = PartialReport(target: toFile && plan.reporter == "html" ? target : nil)
        let destination = target
        let interrupted = toFile && !plan.options.busted.list
            ? InterruptedRun.watch { finished, signal in
                interruptedReport(finished, signal: signal, plan: plan, colors: colors, target: destination)
            } : nil
        var results = SpecRunner.run(files, options: plan.options, jobs: plan.jobs, sources: sources, workers: workers) { result in
            if plan.options.busted.list { return Console.out(result.listed.map { $0 + "\n" }.joined()) }
            let part = reporter.file(result)
            if toFile { report += part } else { Console.out(part) }
            if let interrupted { interrupted.add(result) { partial.add(result) } } else { partial.add(result) }
        }
        if plan.reporter == "html" { results = results.map { TraceRerun.traced($0, options: plan.options, sources: sources) } }
        let signal = interrupted?.end()  // a signal while the failures are traced writes the untraced report
        let watched = watched(files, sources, results)
        if plan.options.busted.list { return (TabHostCLI.Status.success, watched) }
        let totals = SpecTotals(results)
        report += reporter.finish(results, totals: totals)
        let summary = totals.summary + "\n"
        if toFile {
            do {
                try ReportFile.write(report + (reporter.isDocument ? "" : summary), to: target)
            } catch {
                Console.error("tabhost test: --out: \(error)\n")
                return (TabHostCLI.Status.usage, watched)
            }
            if let out = plan.out { Console.out("report: \(out)\n") }
            Console.out(summary)
        } else {
            Console.out(report)
            if reporter.isDocument { Console.error(summary) } else { Console.out(summary) }
        }
        if totals.count == 0, !plan.options.busted.filters.isEmpty || !plan.options.busted.tags.isEmpty {
            Console.error("tabhost test: no test matches the filters (--filter and --tags take Lua patterns)\n")
        }
        if let status = signal?.exitStatus { return (status, watched) }  // it came as the run ended: the report is whole
        return (totals.failed > 0 ? TabHostCLI.Status.testFailed : TabHostCLI.Status.success, watched)
    }

    /// Writes the report of the files that finished before `signal` ended the run, marked
    /// partial, and names it as the last lines of a run do (docs/testing.md, "An interrupted run").
    private static func interruptedReport(
        _ finished: [SpecFileResult], signal: TerminalSignal, plan: TestPlan, colors: Bool, target: ReportFile.Target
    ) {
        guard let reporter = SpecReporters.named(plan.reporter, colors: colors, verbose: plan.options.verbose, partial: true)
        else { return }
        let totals = SpecTotals(finished)
        let note = "Partial report: the run was interrupted by \(signal.name).\n"
        var report = finished.map(reporter.file).joined() + reporter.finish(finished, totals: totals)
        if !reporter.isDocument { report += totals.summary + "\n" + note }
        do {
            try ReportFile.write(report, to: target)
            Console.out("\nreport: \(plan.out ?? "") (partial)\n" + totals.summary + "\n")
        } catch {
            Console.error("tabhost test: --out: \(error)\n")
        }
        Console.error("tabhost test: interrupted by \(signal.name)\n")
    }

    private static func usage(_ message: String) -> (status: Int32, watched: [String]) {
        Console.error("tabhost test: \(message)\n")
        return (TabHostCLI.Status.usage, [])
    }

    /// The spec files, the scripts they opened and every module either required, once each.
    private static func watched(_ files: [String], _ sources: SourceCache, _ results: [SpecFileResult]) -> [String] {
        var seen = Set<String>()
        return (files + sources.paths + results.flatMap(\.requiredFiles)).filter { seen.insert($0).inserted }
    }
}
