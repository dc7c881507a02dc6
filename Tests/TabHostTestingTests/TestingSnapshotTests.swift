import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "Snapshots and CI": snapshots beside the spec, written when missing (not in
/// CI), compared with a line diff, rewritten by --update-snapshots.
@Suite struct TestingSnapshotTests {
    static let spec = """
        it('tabs one', function()
          local app = tabhost.open(source, { width = 12, height = 2 })
          app:expectSnapshot()
          app:press('right')
          app:expectSnapshot()
          app:expectSnapshot('after Right!')
        end)
        """

    func run(_ directory: TemporaryDirectory, title: String = "B", ci: Bool = false, update: Bool = false) -> SpecFileResult {
        var options = specOptions()
        options.ci = ci
        options.updateSnapshots = update
        let source = "local source = \"return { tabs = { { id = 'a', title = 'A' }, { id = 'b', title = '\(title)' } } }\"\n"
        return runSpec(source + Self.spec, in: directory, options: options)
    }

    @Test func missingSnapshotsAreWrittenAndPassOutsideCI() {
        let directory = TemporaryDirectory()
        let result = run(directory)
        #expect(result.outline == ["tabs one: passed"])
        let folder = directory.path + "/__snapshots__/x_spec/"
        #expect(result.tests[0].notes == [
            "wrote snapshot \(folder)tabs-one.txt",
            "wrote snapshot \(folder)tabs-one.2.txt",
            "wrote snapshot \(folder)tabs-one.after-right_\(Snapshots.hash("after Right!")).txt",
        ])
        #expect(directory.read("__snapshots__/x_spec/tabs-one.txt") == "  A   B\n ╺━╸\n--\n1:2-4 bold\n2:2-4 fg=brightBlue\n")
        #expect(directory.read("__snapshots__/x_spec/tabs-one.2.txt")?.hasPrefix("  A   B\n     ╺━╸\n") == true)
        #expect(run(directory).outline == ["tabs one: passed"])
        #expect(run(directory, ci: true).tests[0].notes == [])
    }

    @Test func inCIAMissingSnapshotFailsAndNothingIsWritten() {
        let directory = TemporaryDirectory()
        let result = run(directory, ci: true)
        let failure = result.tests[0].failure
        #expect(failure?.kind == .assertion)
        #expect(failure?.line == 4)
        #expect(failure?.message == "app:expectSnapshot: no snapshot at \(directory.path)/__snapshots__/x_spec/tabs-one.txt")
        #expect(failure?.details.hasPrefix("CI is set, so a missing snapshot is not written") == true)
        #expect(directory.read("__snapshots__/x_spec/tabs-one.txt") == nil)
    }

    @Test func aChangedScreenFailsWithALineDiff() {
        let directory = TemporaryDirectory()
        _ = run(directory)
        let failure = run(directory, title: "Bee").tests[0].failure
        #expect(failure?.message == "app:expectSnapshot: the screen differs from \(directory.path)/__snapshots__/x_spec/tabs-one.txt")
        #expect(failure?.details == """
            --- snapshot
            +++ screen
            -   A   B
            +   A   Bee
               ╺━╸
              --
              1:2-4 bold
            ...
            (run with --update-snapshots to accept the new screen)
            """)
        #expect(failure?.expected?.hasPrefix("  A   B\n") == true)
        #expect(failure?.actual?.hasPrefix("  A   Bee\n") == true)
    }

    @Test func updatingRewritesChangedSnapshots() {
        let directory = TemporaryDirectory()
        _ = run(directory)
        let updated = run(directory, title: "Bee", ci: true, update: true)
        #expect(updated.outline == ["tabs one: passed"])
        #expect(updated.tests[0].notes.count == 3)
        #expect(updated.tests[0].notes[0].hasPrefix("updated snapshot "))
        #expect(run(directory, title: "Bee", ci: true).outline == ["tabs one: passed"])
        #expect(directory.read("__snapshots__/x_spec/tabs-one.txt")?.hasPrefix("  A   Bee\n") == true)
    }

    @Test func plainNamesAreKeptAndOthersGetAHash() {
        #expect(Snapshots.fileName("my tabs move right", bytes: 120) == "my-tabs-move-right")
        #expect(Snapshots.fileName("日本", bytes: 120) == "日本")
        #expect(Snapshots.fileName("中国", bytes: 120) == "中国")
        #expect(Snapshots.fileName("btab  Keys: move → right!", bytes: 120) == "btab-keys-move-right_" + Snapshots.hash("btab  Keys: move → right!"))
        #expect(Snapshots.fileName("2", bytes: 100, digitsAllowed: false) == "2_" + Snapshots.hash("2"))
        #expect(Snapshots.path(spec: "spec/btab_spec.lua", test: "a b", name: nil, count: 1) == "spec/__snapshots__/btab_spec/a-b.txt")
        #expect(Snapshots.path(spec: "btab_spec.lua", test: "a", name: "wide", count: 3) == "__snapshots__/btab_spec/a.wide.txt")
        #expect(Snapshots.path(spec: "x.lua", test: "a", name: nil, count: 3) == "__snapshots__/x/a.3.txt")
        let long = String(repeating: "é", count: 100)
        #expect(Snapshots.fileName(long, bytes: 120).utf8.count <= 120)
    }

    /// docs/safety.md, "The test runner": snapshot file names never collide.
    @Test func namesNeverCollide() {
        let names = ["日本", "中国", "a/b", "a b", "A-B", "a-b", "a_b", "a.b", "A b", "a  b", " a b", "a b #2", "test"]
        let files = names.map { Snapshots.path(spec: "x_spec.lua", test: $0, name: nil, count: 1) }
        #expect(Set(files).count == names.count, "\(files)")
        let counted = Snapshots.path(spec: "x_spec.lua", test: "a", name: nil, count: 2)
        let named = Snapshots.path(spec: "x_spec.lua", test: "a", name: "2", count: 1)
        #expect(counted != named)
        #expect(Snapshots.path(spec: "x_spec.lua", test: "a 2", name: nil, count: 1) != counted)
    }

    @Test func twoTestsOfTheSameNameTakeTwoFiles() {
        let directory = TemporaryDirectory()
        let test = "it('same', function() tabhost.open(\"return { tabs = { { id = 'a', title = '%@' } } }\"):expectSnapshot() end)\n"
        let result = runSpec(test.replacingAll("%", with: "").replacingAll("@", with: "A") + test.replacingAll("%", with: "").replacingAll("@", with: "B"), in: directory)
        #expect(result.outline == ["same: passed", "same: passed"])
        #expect(Set(result.tests.flatMap(\.notes)).count == 2)
    }

    @Test func outsideATestSnapshotsAreRefused() {
        let result = runSpec("""
            local app = tabhost.open("return {}")
            app:expectSnapshot()
            """)
        #expect(result.tests[0].failure?.message == "app:expectSnapshot: call it inside a test (it, before_each or after_each)")
    }
}
