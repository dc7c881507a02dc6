import Glibc
import TabCore

/// Reports changes to a set of files (a script, the modules it `require`d and the module
/// files it looked for in vain) with inotify.
///
/// It watches the files' directories, not the files: an editor that saves by writing a
/// temporary file and renaming it over the original replaces the file's inode, and a watch on
/// the old inode goes silent after the first save. A directory watch sees in-place writes
/// (`IN_CLOSE_WRITE`), renames onto the name (`IN_MOVED_TO`), and files created, deleted or
/// renamed away. Events are filtered by the watched names; editor scratch files (vim's `4913`
/// probe, `*.swp`, `*~` backups, Emacs' `.#` locks) never count, even when watched.
///
/// A directory that does not exist (a module's folder not made yet, or one deleted or renamed
/// away) is waited for through its nearest existing ancestor: a directory appearing there
/// (`mkdir`, `mv` back) wakes the watcher, which then watches the path again and reports the
/// watched files that came with it. A directory that goes away reports its files.
///
/// Debouncing belongs to the run loop: a save often yields several events (a rename, then a
/// write; a create, then a write), so it should wait until no event came for about 30 ms and
/// reload once. That is shorter than WezTerm's 200 ms because docs/performance.md wants a save on
/// screen within 50 ms, and a reload plus a frame takes a few milliseconds.
public final class FileWatcher {
    /// The inotify descriptor, non-blocking: poll it for reading, then call `read()`.
    public let fd: Int32
    /// Directory → file name in it → the paths as the caller spelled them.
    private var wanted: [String: [String: [String]]] = [:]
    /// Watch descriptor → directory (a wanted one, or the ancestor a missing one waits in).
    private var watches: [Int32: String] = [:]
    private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

    /// Events about files in a directory, and about the directory itself.
    static let fileEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
    static let selfEvents = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
    static let mask = fileEvents | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    public init() throws(SystemCallError) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw SystemCallError("inotify_init1") }
    }

    deinit {
        close(fd)
    }

    /// Watches exactly `files` from now on, replacing the previous set.
    ///
    /// Returns the files whose directory cannot be watched yet (missing, not a directory, no
    /// permission); their nearest existing ancestor is watched until it can.
    @discardableResult
    public func watch(files: [String]) -> [String] {
        wanted = Self.group(files)
        return refresh().unwatched
    }

    /// The watched files changed since the last call, each once, in the order first seen
    /// (as spelled in `watch(files:)`); empty when nothing happened. Never blocks.
    public func read() -> [String] {
        var changed = ChangeList()
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for event in Self.events(in: buffer[0..<count]) { handle(event, into: &changed) }
        }
        for directory in refresh().appeared {
            for (name, paths) in wanted[directory] ?? [:] where access(directory + "/" + name, F_OK) == 0 {
                changed.add(paths)
            }
        }
        return changed.paths
    }

    // MARK: - Events

    private func handle(_ event: WatchEvent, into changed: inout ChangeList) {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {  // events were lost: assume everything changed
            for names in wanted.values { names.values.forEach { changed.add($0) } }
            return
        }
        guard let directory = watches[event.descriptor] else { return }  // a watch we removed
        if event.mask & Self.selfEvents != 0 {
            if event.mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(fd, event.descriptor) }
            watches[event.descriptor] = nil
            wanted[directory]?.values.forEach { changed.add($0) }
            return
        }
        guard !Self.isEditorTemporary(event.name), let paths = wanted[directory]?[event.name] else { return }
        changed.add(paths)
    }

    // MARK: - Watches

    /// Brings the watches in line with `wanted`: each wanted directory watched, or else its
    /// nearest existing ancestor; watches nothing needs removed. Returns the wanted directories
    /// watched now that were not before, and the files whose directory is not watched.
    private func refresh() -> (appeared: [String], unwatched: [String]) {
        let before = Set(watches.values)
        var needed = Set<String>(), appeared: [String] = [], unwatched: [String] = []
        for (directory, names) in wanted {
            guard let target = watchTarget(for: directory) else {
                unwatched += names.values.joined()
                continue
            }
            needed.insert(target)
            if target != directory {
                unwatched += names.values.joined()
            } else if !before.contains(directory) {
                appeared.append(directory)
            }
        }
        for (descriptor, directory) in watches where !needed.contains(directory) {
            inotify_rm_watch(fd, descriptor)
            watches[descriptor] = nil
        }
        return (appeared, unwatched.sorted())
    }

    /// Watches `directory`, or when it does not exist its nearest existing ancestor, and
    /// returns which; nil when not even `/` can be watched.
    ///
    /// The path is walked again until the answer holds, so a directory made while an ancestor
    /// was being watched is not missed (the ancestor's event for it may predate its watch).
    private func watchTarget(for directory: String) -> String? {
        var target: String?
        for _ in 0..<4 {
            var candidate = directory
            while !isWatched(candidate), !addWatch(candidate) {
                guard candidate != "/", candidate != "." else { return nil }
                candidate = Self.split(candidate).directory
            }
            if candidate == directory || candidate == target { return candidate }
            target = candidate
        }
        return target
    }

    private func isWatched(_ directory: String) -> Bool {
        watches.values.contains(directory)
    }

    private func addWatch(_ directory: String) -> Bool {
        let descriptor = PathBytes.withCString(directory) { inotify_add_watch(fd, $0, Self.mask) }
        guard descriptor >= 0 else { return false }
        watches[descriptor] = directory
        return true
    }

    /// Parses the records of one `read` of the inotify descriptor.
    ///
    /// Each is a fixed `inotify_event` header followed by `len` bytes of NUL-padded name.
    static func events(in bytes: ArraySlice<UInt8>) -> [WatchEvent] {
        let header = MemoryLayout<inotify_event>.size
        var events: [WatchEvent] = []
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + header <= raw.count {
                let record = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let end = min(raw.count, offset + header + Int(record.len))
                let name = raw[(offset + header)..<end].prefix { $0 != 0 }
                events.append(WatchEvent(descriptor: record.wd, mask: record.mask, name: PathBytes.string(name)))
                offset = end
            }
        }
        return events
    }

    // MARK: - Names

    /// Scratch files editors write beside the real one: vim's `4913` write probe and `.swp`
    /// (`.swx`) swap files, `~` backups, Emacs' `.#name` lock links.
    static func isEditorTemporary(_ name: String) -> Bool {
        name == "4913" || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix("~") || name.hasPrefix(".#")
    }

    /// Files grouped by directory, then name; directories are made absolute and free of
    /// symlinks when they exist, so two spellings of one directory share one watch.
    static func group(_ files: [String]) -> [String: [String: [String]]] {
        var grouped: [String: [String: [String]]] = [:]
        for file in files {
            let (directory, name) = split(file)
            guard !name.isEmpty else { continue }
            grouped[canonical(directory), default: [:]][name, default: []].append(file)
        }
        return grouped
    }

    /// `dir/sub/a.lua` → (`dir/sub`, `a.lua`); `a.lua` → (`.`, `a.lua`); `/a.lua` → (`/`, `a.lua`).
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// `directory` absolute and free of symlinks; a missing one by its nearest existing
    /// ancestor's path followed by the rest, so it is spelled the same once it exists.
    static func canonical(_ directory: String) -> String {
        if let resolved = PathBytes.withCString(directory, { realpath($0, nil) }) {
            defer { free(resolved) }
            return PathBytes.string(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self),
                                                        count: strlen(resolved)))
        }
        let (parent, name) = split(directory)
        guard !name.isEmpty, parent != directory else { return directory }
        let base = canonical(parent)
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }
}

/// One inotify record.
struct WatchEvent: Equatable {
    var descriptor: Int32
    var mask: UInt32
    /// The file's name inside the watched directory; empty for events about the directory.
    var name: String
}

/// Changed paths, each once, in the order first added.
private struct ChangeList {
    private(set) var paths: [String] = []
    private var seen: Set<String> = []

    mutating func add(_ newPaths: [String]) {
        for path in newPaths where seen.insert(path).inserted { paths.append(path) }
    }
}
