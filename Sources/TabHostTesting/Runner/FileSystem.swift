import TabHostKit
#if canImport(Glibc)
import Glibc
#endif
import LuaBridge
import Synchronization
import TabCore

/// The few file operations the test runner needs, without Foundation (start-up time matters).
/// Paths are bytes (`PathBytes`): every path goes to the system through `PathBytes.withCString`,
/// and every name read from it comes back through `PathBytes.string`.
package enum FileSystem {
    /// What a path names, following symbolic links.
    enum Kind: Equatable {
        case file, directory, other, missing
    }

    /// The Lua interpreter a spec's `arg[-1]` names, as busted's `lua5.4 /usr/bin/busted` run
    /// gives it (docs/testing.md, "Compatibility"): the first `lua5.4`, then `lua`, found on
    /// PATH; else the name `lua5.4`, so a command built from it fails naming what is missing.
    static let luaInterpreter: String = {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":", omittingEmptySubsequences: false).map { $0.isEmpty ? "." : String($0) }
        for name in ["lua5.4", "lua"] {
            for directory in directories {
                let candidate = directory + "/" + name
                if kind(of: candidate) == .file, PathBytes.withCString(candidate, { access($0, X_OK) }) == 0 {
                    return candidate
                }
            }
        }
        return "lua5.4"
    }()

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether `path` is a symbolic link (not followed: discovery never follows linked
    /// directories, so a link loop cannot hang it).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(path, { lstat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The absolute path with every symbolic link resolved, if the file exists.
    static func realPath(_ path: String) -> String? {
        ScriptFile.realPath(path)
    }

    /// `path` from the root: itself when absolute, else joined to the working directory.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return join(realPath(".") ?? "/", path)
    }

    /// The names in a directory, without `.` and `..`, sorted bytewise; nil when it cannot be read.
    static func entries(of directory: String) -> [String]? {
        guard let handle = PathBytes.withCString(directory, { opendir($0) }) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { PathBytes.bytes(of: $0).lexicographicallyPrecedes(PathBytes.bytes(of: $1)) }
    }

    /// The whole file as text, or the system's reason (`No such file or directory`).
    static func read(_ path: String) -> Result<String, SystemReason> {
        switch SourceFile.read(path) {
        case .success(let text): .success(text)
        case .failure(let error): .failure(SystemReason(description: error.description))
        }
    }

    /// Creates `directory` and its missing parents.
    static func makeDirectories(_ directory: String) throws(SystemReason) {
        guard !directory.isEmpty, kind(of: directory) != .directory else { return }
        let parent = SourceFile.directory(of: directory)
        if parent != directory, parent != "." { try makeDirectories(parent) }
        if PathBytes.withCString(directory, { mkdir($0, 0o755) }) != 0, errno != EEXIST {
            throw SystemReason(description: "\(directory): cannot create the directory: \(SourceFile.systemReason())")
        }
    }

    private static let temporaryCounter = Atomic<Int>(0)

    /// Writes `text` to `path` atomically: a temporary file beside it, flushed, then renamed
    /// over `path`, so a reader (or a crash) never sees half a file.
    static func writeAtomically(_ text: String, to path: String) throws(SystemReason) {
        try makeDirectories(SourceFile.directory(of: path))
        let serial = temporaryCounter.add(1, ordering: .relaxed).newValue
        let temporary = "\(path).tmp-\(getpid())-\(serial)"
        let fd = PathBytes.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw SystemReason(description: "\(temporary): cannot create: \(SourceFile.systemReason())") }
        var failure = writeAll(text, to: fd).map { "cannot write: \($0)" }
        if failure == nil, fsync(fd) != 0 { failure = "cannot flush: \(SourceFile.systemReason())" }
        close(fd)
        if failure == nil, PathBytes.withCString(temporary, { from in PathBytes.withCString(path) { rename(from, $0) } }) != 0 { failure = "cannot rename onto \(path): \(SourceFile.systemReason())" }
        if let failure {
            _ = PathBytes.withCString(temporary) { unlink($0) }
            throw SystemReason(description: "\(path): \(failure)")
        }
    }

    /// Writes every byte of `text` to `fd`, retrying short writes and EINTR; the system's
    /// reason when it cannot.
    static func writeAll(_ text: String, to fd: Int32) -> String? {
        var bytes = Array(text.utf8)
        var failure: String?
        bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count, failure == nil {
                let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { failure = SourceFile.systemReason() } else { offset += written }
            }
        }
        return failure
    }

    /// `directory/name`, or `name` alone for the working directory.
    package static func join(_ directory: String, _ name: String) -> String {
        if name.hasPrefix("/") || directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` with `.` and `name/..` segments removed lexically (`spec/../examples/a.lua` is
    /// `examples/a.lua`), so messages name files the way a user would.
    static func normalize(_ path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            // Byte ranges of the parts kept (`split` is generic code, 18K instructions a path).
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            let absolute = bytes.first == slash
            var parts: [Range<Int>] = []
            func isDots(_ part: Range<Int>, _ count: Int) -> Bool {
                part.count == count && part.allSatisfy { bytes[$0] == dot }
            }
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let part = start..<end
                start = end + 1
                if part.isEmpty || isDots(part, 1) { continue }
                if isDots(part, 2), let last = parts.last, !isDots(last, 2) {
                    parts.removeLast()
                    continue
                }
                if isDots(part, 2), absolute { continue }
                parts.append(part)
            }
            var joined: [UInt8] = absolute ? [slash] : []
            joined.reserveCapacity(bytes.count + 1)
            for (index, part) in parts.enumerated() {
                if index > 0 { joined.append(slash) }
                joined.append(contentsOf: bytes[part])
            }
            if joined.isEmpty { joined = [dot] }
            return String(decoding: joined, as: UTF8.self)
        }
    }

    /// Lua search-path templates as one `package.path` string, `;` between them (built by
    /// hand, as `normalize` builds its path: `joined(separator:)` runs the standard library's
    /// generic code, which makes the runtime scan every protocol conformance of the binary).
    static func searchPath(_ templates: [String]) -> String {
        var path = ""
        for (index, template) in templates.enumerated() {
            if index > 0 { path += ";" }
            path += template
        }
        return path
    }

    /// The last path component.
    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// A file-system failure, worded for the user (`x: cannot create: Permission denied`).
package struct SystemReason: Error, CustomStringConvertible, Equatable {
    package let description: String
}

/// A monotonic clock for test durations.
package enum MonotonicClock {
    /// Seconds since an arbitrary start.
    package static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
