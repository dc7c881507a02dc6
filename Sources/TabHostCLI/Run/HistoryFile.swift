#if canImport(Glibc)
import Glibc
#endif
import TabTerminal

/// Where `run` keeps the inspector console's history across reloads and runs
/// (docs/inspector.md): `$XDG_STATE_HOME/tabhost/inspector-history`, else
/// `~/.local/state/tabhost/inspector-history`, beside the run log. One entry a line, oldest
/// first, a newline inside an entry written `\n` and a backslash `\\`.
struct HistoryFile {
    let path: String

    /// The file's path from the environment; nil without a home.
    static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/tabhost/inspector-history" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/tabhost/inspector-history"
    }

    /// The entries, oldest first; none when the file is missing or unreadable.
    func load() -> [String] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count < 4 << 20 {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { Self.decoded($0) }
    }

    /// Writes `entries` in place of the file's (through a temporary file, renamed over it).
    func save(_ entries: [String]) {
        var directory = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/").dropLast() {
            directory += component
            mkdir(directory, 0o700)  // fails harmlessly when it exists
            directory += "/"
        }
        let temporary = path + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        _ = Output.write(entries.map(Self.encoded).map { $0 + "\n" }.joined(), to: fd)
        close(fd)
        rename(temporary, path)
    }

    static func encoded(_ entry: String) -> String {
        var text = ""
        for character in entry {
            switch character {
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            default: text.append(character)
            }
        }
        return text
    }

    static func decoded(_ line: Substring) -> String {
        var text = "", escaped = false
        for character in line {
            if escaped {
                text.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text
    }
}
