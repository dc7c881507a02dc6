import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// Reading script files without Foundation (startup time matters: SPEC section 9).
package enum SourceFile {
    /// The whole file as UTF-8 text (invalid bytes are replaced), or an error message
    /// naming the path and the system's reason.
    static func read(_ path: String) -> Result<String, ScriptError> {
        bytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The whole file, or an error message naming the path and the system's reason.
    static func bytes(_ path: String) -> Result<[UInt8], ScriptError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(.file("\(path): cannot open: \(systemReason())")) }
        defer { close(fd) }
        guard let bytes = ScriptFile.contents(of: fd) else { return .failure(.file("\(path): cannot read: \(systemReason())")) }
        return .success(bytes)
    }

    /// The directory part of a path (`"."` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The system's reason for the last failed call (`strerror(errno)`).
    package static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
