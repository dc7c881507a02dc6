import TabHostKit
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Runs spec files, one after another or `jobs` at a time on threads, and hands back each
/// file's results in file order.
///
/// The files one thread runs share a spec state (`SpecState`, as busted shares one); apps
/// get states of their own, and threads share nothing but the read-only options and the
/// script source cache. On threads, what a file prints is held until its results are handed
/// back, so the output reads file by file.
package enum SpecRunner {
    /// Runs `files`; `finished` gets each file's results in file order, on the calling
    /// thread, as soon as it and every file before it are done.
    package static func run(_ files: [String], options: SpecOptions, jobs: Int = 1,
                            finished: (SpecFileResult) -> Void = { _ in }) -> [SpecFileResult] {
        run(files, options: options, jobs: jobs, sources: SourceCache(), finished: finished)
    }

    /// `run`, reading scripts through `sources` (which then lists the scripts the specs opened),
    /// on the threads of `workers` when they were started (with the same options and sources).
    package static func run(_ files: [String], options: SpecOptions, jobs: Int, sources: SourceCache,
                            workers: SpecWorkers? = nil, finished: (SpecFileResult) -> Void) -> [SpecFileResult] {
        var results: [SpecFileResult] = []
        if !options.busted.keepGoing, let unloadable = SpecFile.compileFailure(files) {
            workers?.dismiss()
            finished(unloadable)  // busted loads every file before it runs one
            return [unloadable]
        }
        guard jobs > 1, files.count > 1 else {
            workers?.dismiss()
            var state: SpecState?
            for file in files where results.last?.stopsRun != true {
                results.append(SpecFile(path: file, options: options, sources: sources).run(reusing: &state))
                finished(results[results.count - 1])
            }
            return results
        }
        let work: ParallelWork, threads: [pthread_t]
        if let workers {
            (work, threads) = workers.claim()
            work.hand(files)
        } else {
            work = ParallelWork(options: options, sources: sources)
            work.hand(files)
            threads = (0..<min(jobs, files.count)).compactMap { _ in Worker.start(work) }
        }
        while results.count < files.count, results.last?.stopsRun != true {
            if let (next, printed) = work.result(at: results.count) {
                printed.forEach(options.output)
                finished(next)
                results.append(next)
            } else if threads.isEmpty {
                let file = files[results.count]  // no thread could start: run here
                results.append(SpecFile(path: file, options: options, sources: sources).run())
                finished(results[results.count - 1])
            } else {
                work.waitForResult()
            }
        }
        work.stop()
        // With every file done, a thread has only its spec state left to close: it does that on
        // its own (the process may end first). A run that stopped waits for the files running.
        threads.forEach(results.count == files.count ? Worker.detach : Worker.join)
        return results
    }
}

/// Threads for `SpecRunner.run`, started before the spec files are known: while the caller
/// still looks for them, each makes its spec state for the directory they will likely share
/// (a file elsewhere gets a new state, as it would anyway), then waits for the files.
package final class SpecWorkers {
    fileprivate let work: ParallelWork
    fileprivate let threads: [pthread_t]
    private var handed = false

    /// `jobs` threads (none when `jobs` is 1: the files then run on the caller's thread).
    package init(jobs: Int, directory: String, options: SpecOptions, sources: SourceCache) {
        let work = ParallelWork(options: options, sources: sources, warming: directory)
        self.work = work
        threads = jobs > 1 ? (0..<jobs).compactMap { _ in Worker.start(work) } : []
    }

    /// The files never come (no run, or one on the caller's thread): the threads end.
    func dismiss() {
        guard !handed else { return }
        handed = true
        work.hand([])
        threads.forEach(Worker.detach)
    }

    deinit { dismiss() }

    /// For the run that uses the threads (it hands the files over and ends the threads).
    fileprivate func claim() -> (ParallelWork, [pthread_t]) {
        handed = true
        return (work, threads)
    }

    /// The directory the spec files under `roots` likely share: SpecContext's directory of a
    /// file right inside the first root that is a directory, when that root holds a spec file
    /// itself (a Lua file whose name holds a plain pattern of `rules`); nil otherwise (specs
    /// only in subdirectories, patterns with magic characters), as a wrong guess costs a state.
    package static func likelyDirectory(for roots: [String], rules: SpecDiscovery.Rules = .init()) -> String? {
        let searched = roots.isEmpty ? SpecDiscovery.defaultDirectories : roots
        guard let root = searched.first(where: { FileSystem.kind(of: $0) == .directory }) else { return nil }
        let magic = Array("^$()%.[]*+-?".utf8)
        let plain = rules.patterns.map { Array($0.utf8) }.filter { !$0.isEmpty && !$0.contains(where: magic.contains) }
        guard !plain.isEmpty, plain.count == rules.patterns.count else { return nil }
        let holdsSpec = (FileSystem.entries(of: root) ?? []).contains { name in
            name.hasSuffix(".lua") && !name.hasPrefix(".") && plain.contains { contains(Array(name.utf8), $0) }
        }
        return holdsSpec ? SourceFile.directory(of: FileSystem.join(root, "x")) : nil
    }

    /// Whether `part` occurs in `text` (byte loops: no generic search on a start path).
    private static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= text.count else { return false }
        var start = 0
        while start + part.count <= text.count {
            var offset = 0
            while offset < part.count, text[start + offset] == part[offset] { offset += 1 }
            if offset == part.count { return true }
            start += 1
        }
        return false
    }
}

/// The queue of files and the slots of their results, shared by the worker threads.
final class ParallelWork: Sendable {
    let options: SpecOptions
    let sources: SourceCache
    /// Where a thread makes its state before the files come (SpecWorkers).
    let warming: String?
    private let queued = Mutex<[String]>([])
    private let next = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    /// Each file's results and the lines it printed, once it is done.
    private let results = Mutex<[(SpecFileResult, [String])?]>([])
    /// Posted once per result stored (the thread handing results back waits on it).
    private nonisolated(unsafe) let stored = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    /// Posted for each thread once the files are handed over.
    private nonisolated(unsafe) let handed = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    private let handedOver = Atomic<Bool>(false)

    init(options: SpecOptions, sources: SourceCache, warming: String? = nil) {
        self.options = options
        self.sources = sources
        self.warming = warming
        sem_init(stored, 0, 0)
        sem_init(handed, 0, 0)
    }

    deinit {
        sem_destroy(stored)
        stored.deallocate()
        sem_destroy(handed)
        handed.deallocate()
    }

    /// The files to run, once; every thread waiting for them goes.
    func hand(_ files: [String]) {
        guard !handedOver.exchange(true, ordering: .acquiringAndReleasing) else { return }
        results.withLock { $0 = Array(repeating: nil, count: files.count) }
        queued.withLock { $0 = files }
        sem_post(handed)  // each thread that goes lets the next one go
    }

    /// Waits until a thread stores another result (not necessarily the one wanted next).
    func waitForResult() {
        while sem_wait(stored) != 0, errno == EINTR {}
    }

    /// Runs files until none is left (or the run stopped: `--no-keep-going`); first, when
    /// warming, makes its state while the files are looked for.
    func drain() {
        var state: SpecState?
        if let warming { state = try? SpecState(directory: warming, options: options) }
        while sem_wait(handed) != 0, errno == EINTR {}
        sem_post(handed)
        let files = queued.withLock { $0 }
        while !stopped.load(ordering: .relaxed) {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < files.count else { return }
            let printed = Printed()
            var options = options
            options.output = { line in printed.lines.withLock { $0.append(line) } }
            let result = SpecFile(path: files[index], options: options, sources: sources).run(reusing: &state)
            results.withLock { $0[index] = (result, printed.lines.withLock { $0 }) }
            sem_post(stored)
            if result.stopsRun { stop() }
        }
    }

    /// No file starts after this.
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    func result(at index: Int) -> (SpecFileResult, [String])? {
        results.withLock { $0[index] }
    }

    private final class Printed: Sendable {
        let lines = Mutex<[String]>([])
    }
}

/// A POSIX thread draining a `ParallelWork`.
enum Worker {
    private final class Box {
        let work: ParallelWork
        init(_ work: ParallelWork) { self.work = work }
    }

    /// Starts a thread with an 8 MiB stack (Lua and the host recurse); nil if it cannot start.
    static func start(_ work: ParallelWork) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let box = Unmanaged.passRetained(Box(work)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().work.drain()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return nil
        }
        return thread
    }

    static func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }

    static func detach(_ thread: pthread_t) {
        pthread_detach(thread)
    }
}
