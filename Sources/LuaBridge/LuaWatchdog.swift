import Glibc
import Synchronization

/// The last resort of the time budget: a thread that ends the process when a call into Lua
/// runs on well past its deadline.
///
/// The count hook and the metered C library stop everything a script can run, save what
/// no in-process check can reach: Lua's collector in its atomic step (weak-keyed tables can
/// make it quadratic), and under `--trust` code the script brought itself (a C module, a
/// debug hook of its own, a blocking system call). When a call has been past its deadline
/// for `grace` seconds, the watchdog calls `onRunaway` with a message, from its own thread;
/// the default writes the message to stderr and exits with status 2. Nothing is watched
/// until a state with a time budget exists; then it looks four times a second.
package enum LuaWatchdog {
    /// Seconds a call may run past its deadline before the process is ended.
    package static var grace: Double {
        get { settings.withLock { $0.grace } }
        set { settings.withLock { $0.grace = newValue } }
    }

    /// Called with the message when a call ran away; must not return (it runs on the
    /// watchdog's thread while the runaway call still runs on its own).
    package static var onRunaway: @Sendable (String) -> Never {
        get { settings.withLock { $0.onRunaway } }
        set { settings.withLock { $0.onRunaway = newValue } }
    }

    private struct Settings {
        var grace: Double = 2
        var onRunaway: @Sendable (String) -> Never = { message in
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(2)
        }
    }

    /// A state being watched: its context, its label for the message, and since when the
    /// watchdog has seen its call past the deadline.
    private struct Watched {
        let label: String
        var overdueSince: Double?
    }

    private static let settings = Mutex(Settings())
    private static let watched = Mutex<[UInt: Watched]>([:])
    private static let started = Atomic<Bool>(false)

    /// Starts watching the state whose context is at `address`.
    static func watch(_ address: UnsafeMutableRawPointer, label: String) {
        watched.withLock { $0[UInt(bitPattern: address)] = Watched(label: label) }
        if !started.exchange(true, ordering: .relaxed) { startThread() }
    }

    /// Stops watching it (before its context is freed).
    static func unwatch(_ address: UnsafeMutableRawPointer) {
        _ = watched.withLock { $0.removeValue(forKey: UInt(bitPattern: address)) }
    }

    /// One look: the message for the first call overdue by more than `grace`, if any.
    static func check(now: Double) -> String? {
        let grace = self.grace
        return watched.withLock { states in
            for (key, var state) in states {
                guard let address = UnsafeMutableRawPointer(bitPattern: key) else { continue }
                let deadline = LuaState.publishedDeadline(at: address)
                guard deadline > 0, now > deadline else {
                    state.overdueSince = nil
                    states[key] = state
                    continue
                }
                let since = state.overdueSince ?? now  // measured by this thread: a stopped process resumes fresh
                state.overdueSince = since
                states[key] = state
                if now - since >= grace {
                    return "tabhost: \(state.label): the script did not stop at its time budget and still ran "
                        + "\(Int(grace * 1000)) ms later, in code the budget cannot interrupt (see docs/safety.md); exiting\n"
                }
            }
            return nil
        }
    }

    private static func startThread() {
        var thread = pthread_t()
        _ = pthread_create(&thread, nil, { _ in
            while true {
                usleep(250_000)
                if let message = LuaWatchdog.check(now: LuaState.now()) { LuaWatchdog.onRunaway(message) }
            }
        }, nil)
        pthread_detach(thread)
    }
}
