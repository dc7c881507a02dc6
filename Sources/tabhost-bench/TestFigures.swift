/// The acceptance-test figures: UI tests through `tabhost test --jobs 2`, and two suites run
/// unchanged by busted and by `tabhost test` side by side (docs/performance.md: at least 20x
/// faster than busted on the same suite). With `--before`, that build runs in turn too.
extension Bench {
    /// Wall and CPU milliseconds of each command (each must succeed), run in turn `runs`
    /// times after one warm-up each (so all see the same machine, the files in the page
    /// cache): the medians, in the order given. The first command leads every round and the
    /// others take turns at coming right after it (the order after the first is reversed every
    /// other round): after busted's 170 ms the caches are cold, and the build under test used
    /// to come right after busted in every round, `--before` never (the same binary measured
    /// 2 to 3% slower in that place than right after itself).
    func alternating(_ commands: [[String]], runs: Int, directory: String) throws -> [(wall: Double, cpu: Double)] {
        for command in commands { _ = try Child.time(command, directory: directory) }
        var times = Array(repeating: [(milliseconds: Double, cpuMilliseconds: Double)](), count: commands.count)
        for round in 0..<runs {
            let rest = Array(commands.indices.dropFirst())
            for index in [0] + (round % 2 == 0 ? rest : rest.reversed()) where index < commands.count {
                times[index].append(try Child.time(commands[index], directory: directory))
            }
        }
        return times.map { (median($0.map(\.milliseconds)), median($0.map(\.cpuMilliseconds))) }
    }

    /// The commands `tabhost test ARGUMENTS` of this build and, with `--before`, of that one.
    func tabhostTest(_ arguments: [String]) -> [[String]] {
        [[binary, "test"] + arguments] + (before.map { [[$0, "test"] + arguments] } ?? [])
    }

    /// "; before: X ms" when `--before` ran too (its times follow this build's).
    func beforeNote(_ times: [(wall: Double, cpu: Double)]) -> String {
        times.count > 1 ? "; --before build \(format(ms: times[1].wall))" : ""
    }

    /// `count` UI tests (open btab, five keys, one expectScreen) in files of 250, `--jobs 2`.
    func uiRow(_ count: Int, target: Double) throws -> Row {
        let directory = "ui\(count)"
        for file in 0..<(count / 250) { write("\(directory)/ui\(file)_spec.lua", Scripts.acceptanceSpec(tests: 250)) }
        _ = try Child.output(["cp", "examples/btab.lua", path("\(directory)/btab.lua")])
        let times = try alternating(tabhostTest([".", "--jobs", "2"]), runs: 3, directory: path(directory))
        return Row(figure: "\(count.formatted) UI tests (open, 5 keys, one expectScreen), --jobs 2",
                   measured: format(ms: times[0].wall), reference: (count == 1000 ? "Textual ~0.3 s per snapshot test (published)" : "-")
                       + beforeNote(times), target: "< \(Int(target / 1000)) s", ok: times[0].wall < target)
    }

    func testRows() throws -> [Row] {
        [
            try uiRow(1000, target: 3000),
            try uiRow(10_000, target: 1000),
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
    /// in the suite's directory, in turn: the medians of wall and CPU time, and how many times
    /// faster tabhost is.
    func sideBySide(_ figure: String, directory: String, runs: Int = 7) throws -> Row {
        let target = ">= 20x faster than busted"
        guard let busted else {
            let times = try alternating(tabhostTest([]), runs: 3, directory: directory)
            return Row(figure: figure, measured: format(ms: times[0].wall),
                       reference: "busted not installed (apt-get install lua-busted)" + beforeNote(times), target: target, ok: nil)
        }
        let times = try alternating([[busted]] + tabhostTest([]), runs: runs, directory: directory)
        let (theirs, ours) = (times[0], Array(times.dropFirst()))
        var reference = "busted \(format(ms: theirs.wall)) (CPU \(format(ms: theirs.cpu))): "
            + "\(ratio(theirs.wall, ours[0].wall)) faster (CPU \(ratio(theirs.cpu, ours[0].cpu)))"
        if ours.count > 1 { reference += "; --before build \(format(ms: ours[1].wall)), \(ratio(theirs.wall, ours[1].wall))" }
        return Row(figure: figure + ", same files", measured: "\(format(ms: ours[0].wall)) (CPU \(format(ms: ours[0].cpu)))",
                   reference: reference, target: target, ok: ours[0].wall * 20 <= theirs.wall)
    }
}

extension Int {
    /// 1000 as "1,000".
    fileprivate var formatted: String {
        let digits = Array(String(self))
        return String(digits.enumerated().flatMap { index, digit in
            (index > 0 && (digits.count - index) % 3 == 0 ? [","] : []) + [digit]
        })
    }
}
