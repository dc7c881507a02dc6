import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// Spec threads started before the files are known (`SpecWorkers`): they make their states
/// for the directory the files likely share, then run the files handed to them; the results
/// are those of a run without them, in every path a run can take.
@Suite struct TestingRunnerTests {
    private func files(in directory: TemporaryDirectory, _ count: Int, under folder: String = "spec") -> [String] {
        (1...count).map { n in
            directory.write("\(folder)/f\(n)_spec.lua", "it('t\(n)', function() assert.equal(\(n), \(n % 3)) end)")
        }
    }

    private func outline(_ results: [SpecFileResult]) -> [String] { results.flatMap(\.outline) }

    @Test func startedThreadsRunTheFilesInFileOrder() {
        let directory = TemporaryDirectory()
        let specs = files(in: directory, 5)
        let sources = SourceCache()
        let workers = SpecWorkers(jobs: 2, directory: directory.path + "/spec", options: specOptions(), sources: sources)
        var order: [String] = []
        let results = SpecRunner.run(specs, options: specOptions(), jobs: 2, sources: sources, workers: workers) {
            order.append($0.file)
        }
        #expect(order == specs)
        #expect(outline(results) == ["t1: passed", "t2: passed", "t3: failed", "t4: failed", "t5: failed"])
    }

    /// Files elsewhere than the directory the threads warmed up for get states of their own.
    @Test func filesInAnotherDirectoryStillRun() {
        let directory = TemporaryDirectory()
        directory.write("other/helper.lua", "return { answer = 42 }")
        let specs = (1...3).map { n in
            directory.write("other/g\(n)_spec.lua", "it('g\(n)', function() assert.equal(42, require('helper').answer) end)")
        }
        let sources = SourceCache()
        let workers = SpecWorkers(jobs: 2, directory: directory.path + "/spec", options: specOptions(), sources: sources)
        let results = SpecRunner.run(specs, options: specOptions(), jobs: 2, sources: sources, workers: workers) { _ in }
        #expect(outline(results) == ["g1: passed", "g2: passed", "g3: passed"])
    }

    /// One file runs on the caller's thread, and a run that stops before any file
    /// (--no-keep-going and a file that does not compile) dismisses the threads.
    @Test func threadsNotNeededAreDismissed() {
        let directory = TemporaryDirectory()
        let one = files(in: directory, 1)
        let sources = SourceCache()
        var results = SpecRunner.run(one, options: specOptions(), jobs: 2, sources: sources,
                                     workers: SpecWorkers(jobs: 2, directory: directory.path + "/spec", options: specOptions(), sources: sources)) { _ in }
        #expect(outline(results) == ["t1: passed"])
        let broken = [directory.write("spec/broken_spec.lua", "it('x', function()")] + files(in: directory, 2)
        var options = specOptions()
        options.busted.keepGoing = false
        results = SpecRunner.run(broken, options: options, jobs: 2, sources: sources,
                                 workers: SpecWorkers(jobs: 2, directory: directory.path + "/spec", options: options, sources: sources)) { _ in }
        #expect(results.count == 1 && results[0].stopsRun)
        _ = SpecWorkers(jobs: 2, directory: directory.path + "/spec", options: specOptions(), sources: sources)  // never used
    }

    @Test func theLikelyDirectoryIsTheFirstRootThatIsOne() {
        let directory = TemporaryDirectory()
        let spec = directory.path + "/spec"
        _ = files(in: directory, 1)
        #expect(SpecWorkers.likelyDirectory(for: [spec]) == spec)
        #expect(SpecWorkers.likelyDirectory(for: [spec + "/"]) == spec)
        #expect(SpecWorkers.likelyDirectory(for: [spec + "/f1_spec.lua", directory.path + "/nope", spec]) == spec)
        #expect(SpecWorkers.likelyDirectory(for: [spec + "/f1_spec.lua"]) == nil)
        #expect(SpecWorkers.likelyDirectory(for: [directory.path]) == nil)  // specs only in spec/
        #expect(SpecWorkers.likelyDirectory(for: [spec], rules: .init(patterns: ["f%d"])) == nil)
        #expect(SpecWorkers.likelyDirectory(for: [spec], rules: .init(patterns: ["nothing"])) == nil)
        directory.write("top_spec.lua", "")
        #expect(SpecWorkers.likelyDirectory(for: [directory.path]) == directory.path)
    }
}
