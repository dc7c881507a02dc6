#if canImport(Glibc)
import Glibc
#endif
import TabTerminal

/// Writing to the process's stdout and stderr without Foundation.
///
/// Everything on stderr is text that may quote a script (error messages, tracebacks, `print`),
/// so `error` escapes control characters (`TerminalText`) for every writer. `out` writes as
/// given: it carries frames, whose escape codes are the point, and reports whose writers
/// escape the script's text themselves.
public enum Console {
    public static func out(_ text: String) { write(text, to: 1) }
    public static func error(_ text: String) { write(TerminalText.escaped(text), to: 2) }

    /// Writes all of `text` to a file descriptor, retrying on short writes and EINTR.
    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// The environment as a dictionary.
    public static var environment: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
