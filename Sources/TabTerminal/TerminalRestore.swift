import CSignalShim
import Glibc

/// Puts the terminal back the way it was, on every way out of the process.
///
/// `TerminalMode.leave()` is the normal path. The safety nets cover the others: an `atexit`
/// handler (an `exit()` anywhere), handlers for the crash signals (a Swift trap is SIGILL or
/// SIGTRAP, a bad pointer or a stack overflow SIGSEGV), and a second SIGINT/SIGTERM/SIGHUP/
/// SIGQUIT that arrives before the run loop handled the first (see `Signals`). A crash handler
/// restores the terminal and then hands the signal to whoever handled it before (the Swift
/// backtracer by default), so crash reports still appear, now on the normal screen.
///
/// The restore runs inside signal handlers, so it is C (`Sources/CSignalShim`): the leave
/// bytes and the saved settings are copied into static storage by `arm`, before anything can
/// need them, and the handlers run on an alternate signal stack, so even a stack overflow
/// leaves a usable terminal.
enum TerminalRestore {
    /// Remembers how to restore `input` and installs the safety nets, before anything changes it.
    static func arm(input: Int32, output: Int32, saved: termios, leave: [UInt8]) {
        var saved = saved
        leave.withUnsafeBufferPointer { tabhost_restore_arm(input, output, &saved, $0.baseAddress, $0.count) }
        _ = tabhost_crash_install()
    }

    /// Forgets the armed terminal without writing anything (entering failed half-way).
    static func disarm() {
        tabhost_restore_disarm()
    }

    /// True between `arm` and the restore.
    static var isArmed: Bool { tabhost_restore_armed() != 0 }

    /// Writes the leave sequence and restores the saved termios, once; does nothing when
    /// nothing is armed, so any path may call it any number of times.
    ///
    /// `TCSAFLUSH` lets the leave sequence reach the terminal and then discards unread input,
    /// so mouse reports still in flight do not spill into the shell.
    static func restore() {
        tabhost_restore()
    }
}
