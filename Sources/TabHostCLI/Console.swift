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
enum Console {
    static func out(_ text: String) { Output.write(text, to: 1) }
    static func error(_ text: String) { Output.write(TerminalText.escaped(text), to: 2) }

    /// The variables named that are set, by name (`getenv`, without reading the whole
    /// environment into a dictionary: a cold start of `render` spent 7% of its time there).
    public static func variables(_ names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names { if let value = getenv(name) { result[name] = String(cString: value) } }
        return result
    }
}
