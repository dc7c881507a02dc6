import Glibc
import TabCore

/// Reading script files: the one reader of every script, module and spec file the host
/// compiles, and of the files a spec opens (docs/safety.md, "Files and streams").
///
/// Only a regular file is read. The path is looked at first (`stat`), so a FIFO, a device
/// such as `/dev/zero`, a directory or a socket is refused before it is opened; then it is
/// opened without blocking (a FIFO with no writer would wait forever) and looked at again
/// through the descriptor, so a file swapped in between is refused too. At most `largest`
/// bytes are read. Paths are bytes (`PathBytes`): a name that is not UTF-8 opens, and
/// messages show its bytes escaped.
package enum ScriptFile {
    /// The most a script file may hold: 64 MiB, far above any script a person writes, and
    /// below what a default memory cap (256 MiB) compiles.
    package static let largest = 64 << 20

    /// A file that could not be read, and why.
    package struct Failure: Error, CustomStringConvertible {
        /// What failed: opening the file (it is missing, or not a regular file) or reading it.
        package let action: String
        package let path: String
        /// The system's reason (`No such file or directory`) or the reader's (`not a regular
        /// file (a FIFO)`).
        package let reason: String

        /// As Lua words it: `cannot open x.lua: No such file or directory`.
        package var description: String { "cannot \(action) \(path): \(reason)" }

        /// Path first, as the command line words it: `x.lua: cannot open: No such file or directory`.
        package var pathFirst: String { "\(path): cannot \(action): \(reason)" }
    }

    /// The whole file at `path`, if it is a regular file of at most `largest` bytes.
    package static func read(_ path: String, largest: Int = largest) throws(Failure) -> [UInt8] {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else { throw failure("open", path) }
        try check(info, path, largest: largest)
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw failure("read", path) }
        try check(info, path, largest: largest)
        guard let bytes = contents(of: descriptor, expected: Int(info.st_size), largest: largest) else { throw failure("read", path) }
        guard bytes.count <= largest else { throw tooLarge(path, largest) }
        return bytes
    }

    /// Refuses what is not a regular file, or one larger than `largest`.
    private static func check(_ info: stat, _ path: String, largest: Int) throws(Failure) {
        if let kind = kind(of: info.st_mode) {
            throw Failure(action: "open", path: path, reason: "not a regular file (\(kind))")
        }
        if Int(info.st_size) > largest { throw tooLarge(path, largest) }
    }

    /// What a file that is not a regular one is, in words; nil for a regular file.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    private static func tooLarge(_ path: String, _ largest: Int) -> Failure {
        let bound = largest % (1 << 20) == 0 ? "\(largest >> 20) MiB" : "\(largest) bytes"
        return Failure(action: "read", path: path, reason: "larger than \(bound), the most a script file may hold")
    }

    /// What is left to read from `descriptor`, up to one byte past `largest` (so a file that
    /// grew past it is told apart), or nil when a read failed (errno says why). Read straight
    /// into an array of the size fstat tells, plus the byte that finds the end; a file that
    /// grew since is read on.
    static func contents(of descriptor: Int32, expected: Int, largest: Int) -> [UInt8]? {
        var wanted = min(max(expected + 1, 4096), largest + 1)
        var bytes: [UInt8] = []
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
                count = 0
                while count < buffer.count {
                    let read = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if read < 0, errno == EINTR { continue }
                    if read <= 0 {
                        failed = read < 0
                        return
                    }
                    count += read
                }
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < wanted || bytes.count > largest { return bytes }
            wanted = min(1 << 16, largest + 1 - bytes.count)
        }
    }

    /// Whether `path` names a regular file (following symbolic links).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(path, { stat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The absolute path with every symbolic link resolved, if the file exists.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return PathBytes.string(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }

    /// The chunk `lua` would compile: without a UTF-8 byte order mark, and with a first line
    /// starting with `#` (a shebang) emptied, keeping its newline so line numbers stay.
    /// A file with neither is given back as it is, not copied (a 64 MiB script is held once).
    static func withoutPreamble(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.first == 0xEF || bytes.first == UInt8(ascii: "#") else { return bytes }
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        guard text.first == UInt8(ascii: "#") else { return Array(text) }
        let newline = text.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        return Array(text[newline...])
    }

    private static func failure(_ action: String, _ path: String) -> Failure {
        Failure(action: action, path: path, reason: String(cString: strerror(errno)))
    }
}
