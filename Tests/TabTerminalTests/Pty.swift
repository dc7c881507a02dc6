import Glibc
@testable import TabTerminal

/// A pseudo-terminal for tests: the code under test uses `slave` as its terminal, the test
/// reads what it wrote from `master`.
final class Pty {
    let master: Int32
    let slave: Int32

    init() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw SystemCallError("openpty") }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }

    func attributes() throws -> termios {
        var attributes = termios()
        guard tcgetattr(slave, &attributes) == 0 else { throw SystemCallError("tcgetattr") }
        return attributes
    }

    /// Up to `count` bytes written to the terminal, waiting at most `timeout` ms for them
    /// (a pty hands bytes over asynchronously).
    func read(count: Int, timeout: Int32 = 2_000) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < count {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, timeout) > 0 else { break }
            let got = Glibc.read(master, &buffer, min(buffer.count, count - bytes.count))
            guard got > 0 else { break }
            bytes += buffer[0..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when two termios hold the same bytes.
    static func same(_ a: termios, _ b: termios) -> Bool {
        withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
    }
}

/// How a child process ended.
enum ChildStatus: Equatable {
    case exited(Int32)
    case signaled(Int32)
    case timedOut

    /// Forks, runs `body` in the child, and waits up to 10 s for it (then kills it).
    ///
    /// The child must end with `_exit` or `exit`; it should do little besides system calls, as
    /// the test process has other threads whose locks it inherits.
    static func run(_ body: () -> Never) throws -> ChildStatus {
        let pid = fork()
        guard pid >= 0 else { throw SystemCallError("fork") }
        if pid == 0 { body() }
        return wait(for: pid)
    }

    private static func wait(for pid: pid_t) -> ChildStatus {
        var status: Int32 = 0
        for _ in 0..<1_000 {
            if waitpid(pid, &status, WNOHANG) == pid { return decode(status) }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return .timedOut
    }

    /// The `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG` macros, which Swift does not import.
    private static func decode(_ status: Int32) -> ChildStatus {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}
