import TabHostKit
#if canImport(Glibc)
import Glibc
#endif
import TabCore

/// Where `--out FILE` writes the report (docs/safety.md, "The test runner": `--out` never
/// replaces a device, a FIFO or a symbolic link).
///
/// - A missing path or a regular file: written atomically (a temporary file beside it,
///   flushed, renamed over it), so CI never reads half a report.
/// - A symbolic link: followed, never replaced: a regular file behind it is replaced
///   atomically (the link stays), a device or FIFO behind it is written through.
/// - A character device or a FIFO (a terminal, `/dev/null`, a pipe a reader waits on):
///   written through, in place. A FIFO nobody reads is refused rather than waited on.
/// - The file this process's stdout is (`--out /dev/stdout`): nothing is opened at all; the
///   report goes to stdout as it would without `--out`.
/// - Anything else (a directory, a block device, a socket, a dangling link): refused with
///   the reason.
package enum ReportFile {
    /// How the report reaches `path`.
    package enum Target: Equatable {
        /// Replace the regular file at this path (or create it) atomically.
        case replace(String)
        /// Open the existing device or FIFO and write into it.
        case through(String)
        /// The path is this process's standard output.
        case standardOutput
    }

    /// The way to write `path`, or why it cannot be written.
    package static func target(for path: String) -> Result<Target, SystemReason> {
        var link = stat()
        guard PathBytes.withCString(path, { lstat($0, &link) }) == 0 else {
            if errno == ENOENT { return .success(.replace(path)) }
            return .failure(SystemReason(description: "\(path): \(SourceFile.systemReason())"))
        }
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else {
            return .failure(SystemReason(description: "\(path): a symbolic link to a missing file (not replaced)"))
        }
        if isStandardOutput(info) { return .success(.standardOutput) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            let isLink = (link.st_mode & S_IFMT) == S_IFLNK
            guard isLink else { return .success(.replace(path)) }
            guard let resolved = FileSystem.realPath(path) else {
                return .failure(SystemReason(description: "\(path): cannot resolve the symbolic link: \(SourceFile.systemReason())"))
            }
            return .success(.replace(resolved))
        case S_IFCHR, S_IFIFO: return .success(.through(path))
        case S_IFDIR: return .failure(SystemReason(description: "\(path): is a directory"))
        case S_IFBLK: return .failure(SystemReason(description: "\(path): is a block device (not written)"))
        default: return .failure(SystemReason(description: "\(path): not a regular file, a terminal or a FIFO (not written)"))
        }
    }

    /// Writes `text` to a `.replace` or `.through` target.
    package static func write(_ text: String, to target: Target) throws(SystemReason) {
        switch target {
        case .replace(let path): try FileSystem.writeAtomically(text, to: path)
        case .through(let path): try writeThrough(text, to: path)
        case .standardOutput: break
        }
    }

    /// Opens the device or FIFO without creating or truncating anything, and writes.
    private static func writeThrough(_ text: String, to path: String) throws(SystemReason) {
        let fd = PathBytes.withCString(path) { open($0, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "a FIFO nobody reads (not waited on)" : SourceFile.systemReason()
            throw SystemReason(description: "\(path): \(reason)")
        }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let failure = FileSystem.writeAll(text, to: fd)
        if let failure { throw SystemReason(description: "\(path): cannot write: \(failure)") }
    }

    /// Whether `info` is the file descriptor 1 refers to.
    private static func isStandardOutput(_ info: stat) -> Bool {
        var out = stat()
        return fstat(1, &out) == 0 && out.st_dev == info.st_dev && out.st_ino == info.st_ino
    }
}
