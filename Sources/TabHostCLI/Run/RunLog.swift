#if canImport(Glibc)
import Glibc
#endif
import TabTerminal

/// The file `run` writes the script's `print` output and each script error's full report to
/// while the terminal shows the UI (stdout is the UI; text written there would scribble over
/// the frame).
///
/// Its path is `TABHOST_LOG` when set, else `$XDG_STATE_HOME/tabhost/run.log`, else
/// `~/.local/state/tabhost/run.log` (where XDG tools keep logs). Each run starts it afresh, so
/// `tail -f` in another pane follows the current run. Text is escaped (`TerminalText`) like
/// everything else a script writes, since the log is read on a terminal too.
///
/// Used from the run loop's thread only (the session's `print` runs there too).
final class RunLog {
    let path: String
    private let fd: Int32
    /// True once anything was written (`run` then says where the log is when it ends).
    private(set) var isEmpty = true

    /// Opens `path` afresh, making its directory when missing; nil when it cannot.
    init?(path: String) {
        Self.makeDirectories(of: path)
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        self.path = path
    }

    deinit {
        close(fd)
    }

    /// The environment variables `path(environment:)` reads.
    static let variables = ["TABHOST_LOG", "XDG_STATE_HOME", "HOME"]

    /// The log's path from the environment (see the type's doc); nil without a home.
    static func path(environment: [String: String]) -> String? {
        if let path = environment["TABHOST_LOG"], !path.isEmpty { return path }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/tabhost/run.log" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/tabhost/run.log"
    }

    /// Appends `text`, its control characters escaped.
    func write(_ text: String) {
        guard !text.isEmpty else { return }
        isEmpty = false
        Output.write(TerminalText.escaped(text), to: fd)
    }

    /// `mkdir -p` of the file's directory (mode 0700: a log may hold what the script handles).
    private static func makeDirectories(of path: String) {
        var directory = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/").dropLast() {
            directory += component
            mkdir(directory, 0o700)  // fails harmlessly when it exists
            directory += "/"
        }
    }
}
