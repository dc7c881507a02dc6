import TabTerminal

/// `tabhost test [PATH...]`: discovers spec files, runs them, reports, and ends with the
/// line `N passed, N failed` (SPEC section 7). Exit status 1 when a test failed, 2 for a
/// usage error (no spec files, a missing path, a report file that cannot be written).
enum TestCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        if invocation.watchRequested { return TestWatch.run(invocation) }
        return runOnce(invocation).status
    }

    /// One run; also returns the files it used, for `--watch`.
    static func runOnce(_ invocation: Invocation) -> (status: Int32, watched: [String]) {
        let files: [String]
        switch SpecDiscovery.files(for: invocation.paths) {
        case .success(let found): files = found
        case .failure(let problem):
            Console.error("tabhost test: \(problem)\n")
            return (TabHostCLI.Status.usage, [])
        }
        let environment = Console.environment
        let toFile = invocation.out != nil
        let colors = !toFile && ColorSupport.isTTY(1) && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        guard let reporter = SpecReporters.named(invocation.reporter, colors: colors) else {
            Console.error("tabhost test: unknown reporter '\(invocation.reporter)'\n")
            return (TabHostCLI.Status.usage, [])
        }
        var report = ""
        let sources = SourceCache()
        let results = SpecRunner.run(files, options: options(invocation, environment), jobs: invocation.jobs ?? 1,
                                     sources: sources) { result in
            let part = reporter.file(result)
            if toFile { report += part } else { Console.out(part) }
        }
        let totals = SpecTotals(results)
        let rest = reporter.finish(results, totals: totals)
        if let out = invocation.out {
            report += rest + (invocation.reporter == "text" ? totals.summary + "\n" : "")
            do {
                try FileSystem.writeAtomically(report, to: out)
            } catch {
                Console.error("tabhost test: --out: \(error)\n")
                return (TabHostCLI.Status.usage, watched(files, sources, results))
            }
        } else {
            Console.out(rest)
        }
        if totals.count == 0, let filter = invocation.filter {
            Console.error("tabhost test: no test name contains '\(filter)'\n")
        }
        Console.out(totals.summary + "\n")
        return (totals.failed > 0 ? TabHostCLI.Status.testFailed : TabHostCLI.Status.success, watched(files, sources, results))
    }

    /// The spec files, the scripts they opened and every module either required, once each.
    private static func watched(_ files: [String], _ sources: SourceCache, _ results: [SpecFileResult]) -> [String] {
        var seen = Set<String>()
        return (files + sources.paths + results.flatMap(\.requiredFiles)).filter { seen.insert($0).inserted }
    }

    /// The runner's options from the flags and the environment (`CI`).
    static func options(_ invocation: Invocation, _ environment: [String: String]) -> SpecOptions {
        var options = SpecOptions()
        options.limits = TabHostCLI.hostOptions(invocation).limits
        options.trusted = invocation.trust
        options.busted.filters = invocation.filter.map { [$0] } ?? []
        options.updateSnapshots = invocation.updateSnapshots
        options.ci = !(environment["CI"] ?? "").isEmpty
        options.output = { Console.error($0 + "\n") }
        return options
    }
}
