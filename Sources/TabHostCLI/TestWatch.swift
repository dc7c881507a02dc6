#if canImport(Glibc)
import Glibc
#endif
import TabTerminal

/// `tabhost test --watch`: runs the specs, then runs them again whenever a spec file, a
/// script one of them opened, or a module either required is saved, until interrupted
/// (Ctrl-C). New spec files are found at the next run.
enum TestWatch {
    /// Quiet time after a change before the run starts: a save often comes as several events.
    static let debounceMilliseconds: Int32 = 50

    static func run(_ invocation: Invocation) -> Int32 {
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher()
        } catch {
            Console.error("tabhost test: --watch: \(error)\n")
            return TabHostCLI.Status.usage
        }
        while true {
            let (status, watched) = TestCommand.runOnce(invocation)
            if status == TabHostCLI.Status.usage, watched.isEmpty { return status }
            watcher.watch(files: watched)
            Console.error("tabhost test: watching \(watched.count) files; ctrl+c stops\n")
            waitForChange(watcher)
            Console.out("\n")
        }
    }

    /// Blocks until a watched file changed and no event came for the debounce time.
    private static func waitForChange(_ watcher: FileWatcher) {
        while watcher.read().isEmpty { wait(watcher.fd, milliseconds: -1) }
        while wait(watcher.fd, milliseconds: debounceMilliseconds) { _ = watcher.read() }
    }

    /// Whether `fd` became readable within the time (-1: no limit).
    @discardableResult
    private static func wait(_ fd: Int32, milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }
}
