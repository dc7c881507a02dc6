#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import TabHostTesting
import TabTerminal

/// `tabhost test --out FILE` ended by SIGINT, SIGTERM, SIGHUP or SIGQUIT: the report of the
/// files that finished is written to FILE, marked partial, and the process exits with the
/// signal's status, 130 for SIGINT (docs/testing.md, "An interrupted run").
///
/// The signals come through TabTerminal's self-pipe (`Signals`); a thread of its own polls it,
/// since the main thread is busy running specs. The spec threads are not stopped: the process
/// ends with `_exit` once the report is written. A run that ends first takes the watch back
/// (`end`), so the two never both write the file.
final class InterruptedRun: Sendable {
    private struct State {
        var finished: [SpecFileResult] = []
        var ended = false
    }

    private let state = Mutex(State())
    private let write: @Sendable ([SpecFileResult], TerminalSignal) -> Void

    /// `write` writes the partial report of the results it is given; it runs on the watching
    /// thread, after which the process exits.
    private init(write: @escaping @Sendable ([SpecFileResult], TerminalSignal) -> Void) { self.write = write }

    /// Starts watching the quit signals; nil (the signals keep their default action) when the
    /// pipe or the thread cannot be made.
    static func watch(write: @escaping @Sendable ([SpecFileResult], TerminalSignal) -> Void) -> InterruptedRun? {
        do {
            try Signals.install([.interrupt, .terminate, .hangup, .quit])
        } catch {
            return nil
        }
        let run = InterruptedRun(write: write)
        let box = Unmanaged.passRetained(run).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<InterruptedRun>.fromOpaque(raw).takeRetainedValue().poll()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<InterruptedRun>.fromOpaque(box).release()
            Signals.uninstall()
            return nil
        }
        pthread_detach(thread)
        return run
    }

    /// A file finished: it is in the report if the run is interrupted from now on. `write`
    /// (the HTML page rewritten as the run goes) runs before a signal's report can be
    /// written, never while one is, so the two never race for the file.
    func add(_ result: SpecFileResult, write: () -> Void = {}) {
        state.withLock { state in
            state.finished.append(result)
            write()
        }
    }

    /// The run finished: stops watching and puts the signals' actions back. Returns the quit
    /// signal that arrived as the run ended (its status is then the exit status), if any.
    func end() -> TerminalSignal? {
        state.withLock { $0.ended = true }  // waits for a report being written, forever: the process is ending
        let received = Signals.drain().first { $0.exitStatus != nil }
        Signals.uninstall()
        return received
    }

    /// Waits for a quit signal a tenth of a second at a time, until the run ends.
    private func poll() {
        let fd = Signals.fd
        var watching = true
        while watching {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = Glibc.poll(&ready, 1, 100)
            watching = state.withLock { state in
                guard !state.ended else { return false }
                if ready.revents & Int16(POLLIN) != 0,
                   let signal = Signals.drain().first(where: { $0.exitStatus != nil }), let status = signal.exitStatus {
                    write(state.finished, signal)
                    _exit(status)
                }
                return true
            }
        }
    }
}
