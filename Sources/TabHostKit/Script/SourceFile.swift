import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// Reading script files through `ScriptFile.read`, without Foundation (start-up time matters).
package enum SourceFile {
    /// The whole file as UTF-8 text (invalid bytes are replaced), or an error message
    /// naming the path and the system's reason.
    package static func read(_ path: String) -> Result<String, ScriptError> {
        bytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The whole file, or an error message naming the path and the reason
    /// (`x.lua: cannot open: not a regular file (a FIFO)`): `ScriptFile.read`, the one reader.
    package static func bytes(_ path: String) -> Result<[UInt8], ScriptError> {
        do {
            return .success(try ScriptFile.read(path))
        } catch {
            return .failure(.file(error.pathFirst))
        }
    }

    /// The directory part of a path (`"."` for a bare file name).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The system's reason for the last failed call (`strerror(errno)`).
    package static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
