import Glibc

/// Reading script files, with messages worded as Lua words them.
enum ScriptFile {
    /// A file that could not be read: `cannot open x.lua: No such file or directory`.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The whole file.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw failure("open", path) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count { break }
        }
        if ferror(file) != 0 { throw failure("read", path) }
        return bytes
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
