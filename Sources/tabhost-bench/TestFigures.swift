/// The acceptance-test figures: UI tests through `tabhost test --jobs 2`, busted on trivial
/// tests, and one busted suite run by both.
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

    /// `count` trivial tests in files of 250, under `ROOT/spec`, where busted looks by default.
    func trivialTests(_ count: Int) -> String {
        let root = "trivial\(count)"
        for file in 0..<(count / 250) { write("\(root)/spec/t\(file)_spec.lua", Scripts.trivialSpec(tests: 250)) }
        return path(root)
    }

    func testRows() throws -> [Row] {
        let thousand = try uiTests(1000), tenThousand = try uiTests(10_000)
        var bustedThousand = "busted not installed (apt-get install lua-busted)"
        var bustedTenThousand = bustedThousand
        if let busted {
            let (small, large) = (trivialTests(1000), trivialTests(10_000))
            let (ours, theirs) = (try timed([binary, "test"], directory: small), try timed([busted], directory: small))
            bustedThousand = "busted on 1,000 trivial tests \(format(ms: theirs)) (tabhost \(format(ms: ours)))"
            bustedTenThousand = "busted on 10,000 trivial tests \(format(ms: try timed([busted], runs: 1, directory: large)))"
        }
        return [
            Row(figure: "1,000 UI tests (open, 5 keys, one expectScreen), --jobs 2", measured: format(ms: thousand),
                reference: bustedThousand + "; Textual ~0.3 s per snapshot test (published)", target: "< 3 s", ok: thousand < 3000),
            Row(figure: "10,000 UI tests (open, 5 keys, one expectScreen), --jobs 2", measured: format(ms: tenThousand),
                reference: bustedTenThousand, target: "< 1 s", ok: tenThousand < 1000),
        ] + (try bustedSuiteRow().map { [$0] } ?? [])
    }

    /// The benchmark's own busted suite (8 files) under busted and under `tabhost test`, both
    /// with their defaults, in the suite's directory.
    func bustedSuiteRow() throws -> Row? {
        let files = 8, perFile = 128
        for file in 1...files { write("suite/spec/text\(file)_spec.lua", BustedSuite.file(file, tests: perFile)) }
        let ours = try timed([binary, "test"], directory: path("suite"))
        let figure = "a busted suite (\(files * perFile) tests, 8 files): tabhost test"
        guard let busted else {
            return Row(figure: figure, measured: format(ms: ours), reference: "busted not installed", target: ">= 20x faster than busted", ok: nil)
        }
        let theirs = try timed([busted], directory: path("suite"))
        return Row(figure: figure, measured: format(ms: ours), reference: "busted \(format(ms: theirs)) (\(ratio(theirs, ours)) slower)",
                   target: ">= 20x faster than busted", ok: ours * 20 <= theirs)
    }
}
