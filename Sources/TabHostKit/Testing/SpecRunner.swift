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

    /// `run`, reading scripts through `sources` (which then lists the scripts the specs opened).
    package static func run(_ files: [String], options: SpecOptions, jobs: Int, sources: SourceCache,
                            finished: (SpecFileResult) -> Void) -> [SpecFileResult] {
        var results: [SpecFileResult] = []
        if !options.busted.keepGoing, let unloadable = SpecFile.compileFailure(files) {
            finished(unloadable)  // busted loads every file before it runs one
            return [unloadable]
        }
        guard jobs > 1, files.count > 1 else {
            var state: SpecState?
            for file in files where results.last?.stopsRun != true {
                results.append(SpecFile(path: file, options: options, sources: sources).run(reusing: &state))
                finished(results[results.count - 1])
            }
            return results
        }
        let work = ParallelWork(files: files, options: options, sources: sources)
        let threads = (0..<min(jobs, files.count)).compactMap { _ in Worker.start(work) }
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

/// The queue of files and the slots of their results, shared by the worker threads.
final class ParallelWork: Sendable {
    let files: [String]
    let options: SpecOptions
    let sources: SourceCache
    private let next = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    /// Each file's results and the lines it printed, once it is done.
    private let results: Mutex<[(SpecFileResult, [String])?]>
    /// Posted once per result stored (the thread handing results back waits on it).
    private nonisolated(unsafe) let stored = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

    init(files: [String], options: SpecOptions, sources: SourceCache) {
        self.files = files
        self.options = options
        self.sources = sources
        results = Mutex(Array(repeating: nil, count: files.count))
        sem_init(stored, 0, 0)
    }

    deinit {
        sem_destroy(stored)
        stored.deallocate()
    }

    /// Waits until a thread stores another result (not necessarily the one wanted next).
    func waitForResult() {
        while sem_wait(stored) != 0, errno == EINTR {}
    }

    /// Runs files until none is left (or the run stopped: `--no-keep-going`).
    func drain() {
        var state: SpecState?
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
