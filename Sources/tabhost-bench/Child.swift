import Glibc

/// The monotonic clock in nanoseconds.
func nanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
}

/// A process started with `posix_spawn`, its standard streams on the descriptors given.
struct Child {
    let pid: pid_t

    static func spawn(_ arguments: [String], input: Int32, output: Int32, error: Int32,
                      environment extra: [String: String] = [:]) throws -> Child {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, target) in [(input, Int32(0)), (output, 1), (error, 2)] {
            posix_spawn_file_actions_adddup2(&actions, fd, target)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment(adding: extra).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard status == 0 else { throw BenchError(description: "cannot start \(arguments[0]): \(String(cString: strerror(status)))") }
        return Child(pid: pid)
    }

    /// The process's environment with `extra` set.
    private static func environment(adding extra: [String: String]) -> [String] {
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if !extra.keys.contains(where: { text.hasPrefix($0 + "=") }) { entries.append(text) }
            pointer += 1
        }
        return entries + extra.map { "\($0.key)=\($0.value)" }
    }

    /// Waits for the process; its exit status and resource use.
    func wait() -> (status: Int32, usage: rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return ((status >> 8) & 0xFF, usage)
    }

    /// Runs a command to its end with every stream on /dev/null (in `directory` when given);
    /// its wall time and its CPU time (user + system) in ms. A failure (exit status not 0)
    /// throws.
    static func time(_ arguments: [String], directory: String? = nil) throws -> (milliseconds: Double, cpuMilliseconds: Double) {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        // The child starts in `directory` because the bench moves there around the spawn
        // (it runs one child at a time): a shell doing the `cd` would add its own start-up,
        // about 1.3 ms here, to every figure timed this way.
        var previous = [CChar](repeating: 0, count: Int(PATH_MAX))
        if let directory {
            guard getcwd(&previous, previous.count) != nil, chdir(directory) == 0 else {
                throw BenchError(description: "cannot change to \(directory)")
            }
        }
        defer { if directory != nil { _ = chdir(previous) } }
        let start = nanoseconds()
        let child = try spawn(arguments, input: null, output: null, error: null)
        let (status, usage) = child.wait()
        let elapsed = Double(nanoseconds() - start) / 1e6
        guard status == 0 else { throw BenchError(description: "\(arguments.joined(separator: " ")) exited with \(status)") }
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return (elapsed, ms(usage.ru_utime) + ms(usage.ru_stime))
    }
}

/// A pseudo-terminal with a program running on it, as in a terminal emulator: the bench
/// types into `master` and reads what the program draws.
final class PtySession {
    let master: Int32
    let slave: Int32
    private(set) var child: Child?
    /// Everything the program wrote so far.
    private(set) var received: [UInt8] = []

    init(width: Int, height: Int) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw BenchError(description: "openpty failed") }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }

    func start(_ arguments: [String], environment: [String: String] = [:]) throws {
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        child = try Child.spawn(arguments, input: slave, output: slave, error: null, environment: environment)
    }

    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Reads until the output after `offset` contains `pattern`; false after `timeout` ms.
    @discardableResult
    func wait(for pattern: String, after offset: Int = 0, timeout: Int = 5_000) -> Bool {
        let needle = Array(pattern.utf8)
        let deadline = nanoseconds() + timeout * 1_000_000
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !contains(needle, from: offset) {
            let left = (deadline - nanoseconds()) / 1_000_000
            guard left > 0 else { return false }
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(left)) > 0 else { return false }
            let count = read(master, &buffer, buffer.count)
            if count > 0 { received += buffer[0..<count] }
        }
        return true
    }

    private func contains(_ needle: [UInt8], from offset: Int) -> Bool {
        guard received.count - offset >= needle.count else { return false }
        var start = max(0, offset)
        while start + needle.count <= received.count {
            if received[start] == needle[0], Array(received[start..<(start + needle.count)]) == needle { return true }
            start += 1
        }
        return false
    }

    /// Quits the program with `q` and waits for it, draining the pty meanwhile so its last
    /// writes never block; after 5 s it is killed.
    func quit() {
        guard let child else { return }
        type("q")
        var buffer = [UInt8](repeating: 0, count: 65536)
        var status: Int32 = 0
        let deadline = nanoseconds() + 5_000_000_000
        while waitpid(child.pid, &status, WNOHANG) == 0 {
            if nanoseconds() > deadline { kill(child.pid, SIGKILL) }
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 20) > 0 { _ = read(master, &buffer, buffer.count) }
        }
        self.child = nil
    }
}

extension Child {
    /// Runs a command to its end and returns what it printed on stdout and stderr (a spec's
    /// `print` may go to either).
    static func output(_ arguments: [String]) throws -> String {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BenchError(description: "pipe failed") }
        let null = open("/dev/null", O_RDWR)
        defer { close(null); close(ends[0]) }
        let child = try spawn(arguments, input: null, output: ends[1], error: ends[1])
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        _ = child.wait()
        return String(decoding: bytes, as: UTF8.self)
    }
}
