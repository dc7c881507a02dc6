/// The acceptance-test figures: UI tests through `tabhost test --jobs 2`, and two suites run
/// unchanged by busted and by `tabhost test` side by side (SPEC section 9: at least 20x
/// faster than busted on the same suite).
extension Bench {
    /// Wall milliseconds of a command that must succeed, median of `runs`.
    func timed(_ arguments: [String], runs: Int = 3, directory: String? = nil) throws -> Double {
        median(try (0..<runs).map { _ in try Child.time(arguments, directory: directory).milliseconds })
    }

    /// `count` UI tests (open btab, five keys, one expectScreen) in files of 250.
    func uiTests(_ count: Int) throws -> Double {
        let directory = "ui\(count)"
        for file in 0..<(count / 250) { write("\(directory)/ui\(file)_spec.lua", Scripts.acceptanceSpec(tests: 250)) }
        _ = try Child.output(["cp", "examples/btab.lua", path("\(directory)/btab.lua")])
        return try timed([binary, "test", path(directory), "--jobs", "2"])
    }

    func testRows() throws -> [Row] {
        let thousand = try uiTests(1000), tenThousand = try uiTests(10_000)
        return [
            Row(figure: "1,000 UI tests (open, 5 keys, one expectScreen), --jobs 2", measured: format(ms: thousand),
                reference: "Textual ~0.3 s per snapshot test (published)", target: "< 3 s", ok: thousand < 3000),
            Row(figure: "10,000 UI tests (open, 5 keys, one expectScreen), --jobs 2", measured: format(ms: tenThousand),
                reference: "-", target: "< 1 s", ok: tenThousand < 1000),
            try sideBySide("1,000 trivial tests (4 files of `it` + `assert.equal`)", directory: trivialSuite()),
            try sideBySide("a busted suite (1,024 tests in 8 files: hooks, nested blocks, core assertions)", directory: bustedSuite()),
        ]
    }

    /// 1,000 trivial tests in files of 250, under `ROOT/spec`, where both runners look by default.
    func trivialSuite() -> String {
        for file in 0..<4 { write("trivial/spec/t\(file)_spec.lua", Scripts.trivialSpec(tests: 250)) }
        return path("trivial")
    }

    /// The benchmark's own busted suite (BustedSuite): 8 files of 128 tests.
    func bustedSuite() -> String {
        for file in 1...8 { write("suite/spec/text\(file)_spec.lua", BustedSuite.file(file, tests: 128)) }
        return path("suite")
    }

    /// One suite under `tabhost test` and under Debian's `busted`, both with their defaults
    /// in the suite's directory, in alternating runs (so both see the same machine): the
    /// medians of wall and CPU time, and how many times faster tabhost is.
    func sideBySide(_ figure: String, directory: String, runs: Int = 7) throws -> Row {
        let target = ">= 20x faster than busted"
        let tabhost = [binary, "test"]
        guard let busted else {
            let ours = try timed(tabhost, directory: directory)
            return Row(figure: figure, measured: format(ms: ours), reference: "busted not installed (apt-get install lua-busted)",
                       target: target, ok: nil)
        }
        _ = try Child.time(tabhost, directory: directory)  // both warm: files in the page cache
        _ = try Child.time([busted], directory: directory)
        var ours: [(milliseconds: Double, cpuMilliseconds: Double)] = [], theirs = ours
        for _ in 0..<runs {
            ours.append(try Child.time(tabhost, directory: directory))
            theirs.append(try Child.time([busted], directory: directory))
        }
        let (wall, cpu) = (median(ours.map(\.milliseconds)), median(ours.map(\.cpuMilliseconds)))
        let (bustedWall, bustedCPU) = (median(theirs.map(\.milliseconds)), median(theirs.map(\.cpuMilliseconds)))
        return Row(figure: figure + ", same files", measured: "\(format(ms: wall)) (CPU \(format(ms: cpu)))",
                   reference: "busted \(format(ms: bustedWall)) (CPU \(format(ms: bustedCPU))): "
                       + "\(ratio(bustedWall, wall)) faster (CPU \(ratio(bustedCPU, cpu)))",
                   target: target, ok: wall * 20 <= bustedWall)
    }
}
