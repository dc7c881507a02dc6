import Glibc

/// Reading script files, with messages worded as Lua words them.
public enum ScriptFile {
    /// A file that could not be read: `cannot open x.lua: No such file or directory`.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The whole file.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { close(descriptor) }
        guard let bytes = contents(of: descriptor) else { throw failure("read", path) }
        return bytes
    }

    /// Everything left to read from `descriptor`, or nil when a read failed (errno says why).
    /// Read straight into an array of the size fstat tells, plus the byte that finds the end
    /// (appending 64 KiB chunks to a growing array copied a large script several times, each
    /// time into pages the kernel had to fault in); a file longer than that is read on.
    public static func contents(of descriptor: Int32) -> [UInt8]? {
        var status = stat()
        var wanted = fstat(descriptor, &status) == 0 ? max(Int(status.st_size) + 1, 4096) : 1 << 16
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
            if chunk.count < wanted { return bytes }
            wanted = 1 << 16
        }
    }

    /// Whether `path` names a regular file (following symbolic links).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The absolute path with every symbolic link resolved, if the file exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The chunk `lua` would compile: without a UTF-8 byte order mark, and with a first line
    /// starting with `#` (a shebang) emptied, keeping its newline so line numbers stay.
    static func withoutPreamble(_ bytes: [UInt8]) -> [UInt8] {
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        guard text.first == UInt8(ascii: "#") else { return Array(text) }
        let newline = text.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        return Array(text[newline...])
    }

    private static func failure(_ action: String, _ path: String) -> Failure {
        Failure(description: "cannot \(action) \(path): \(String(cString: strerror(errno)))")
    }
}
