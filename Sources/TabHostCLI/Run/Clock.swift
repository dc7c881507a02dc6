#if canImport(Glibc)
import Glibc
#endif

/// Where the run loop reads the time, in milliseconds.
///
/// `run` uses the monotonic clock (wall-clock jumps never stall an animation or a debounce);
/// tests pass a clock they move by hand, so the loop's timers fire exactly when they say.
struct Clock {
    private let read: () -> Int

    init(_ read: @escaping () -> Int) {
        self.read = read
    }

    /// The current time in milliseconds since an arbitrary start.
    var milliseconds: Int { read() }

    /// `CLOCK_MONOTONIC`, in milliseconds.
    static var monotonic: Clock {
        Clock {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
        }
    }
}
