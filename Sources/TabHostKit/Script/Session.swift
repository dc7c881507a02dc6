import LuaBridge
import TabCore

/// A script across hot reloads: the current generation, and the error of the last failed
/// reload, shown in a banner row until a reload succeeds (SPEC section 6).
///
/// A reload builds a complete new `ScriptHost` in a fresh Lua state and swaps it in only
/// when it loaded: the last good container keeps running otherwise. `run` and `app:reload`
/// both go through `reload`.
public final class Session {
    public private(set) var host: ScriptHost
    /// `file:line: message` of the last failed reload; nil once a reload succeeds.
    public private(set) var reloadError: String?
    /// The script file, or nil for a session opened from source text.
    public let path: String?
    let name: String
    let root: String
    let options: HostOptions

    /// Files the last failed load required or looked for (watched until a load succeeds).
    private(set) var failedLoadFiles: [String] = []
    /// Asked before each call into Lua, by this host and every later one (see `ScriptHost.interrupt`).
    var interrupt: (() -> Bool)? {
        didSet { host.interrupt = interrupt }
    }

    /// Opens the script at `path`, from `contents` when the caller has read it already.
    public convenience init(path: String, contents: [UInt8]? = nil, options: HostOptions = HostOptions()) throws(ScriptError) {
        try self.init(path: path, contents: contents, options: options, trail: nil)
    }

    /// Opens the script at `path`; `trail` receives the files the load required or looked for.
    init(path: String, contents: [UInt8]?, options: HostOptions, trail: LoadTrail?) throws(ScriptError) {
        let bytes: [UInt8]
        if let contents { bytes = contents } else { bytes = try SourceFile.bytes(path).get() }
        host = try ScriptHost(path: path, contents: bytes, options: options, trail: trail)
        self.path = path
        name = path
        root = SourceFile.directory(of: path)
        self.options = options
    }

    /// Opens the script at `path` for `run`: when it does not load, the session waits under
    /// the error's banner for a save that fixes it, watching every file the failed load
    /// required or looked for (a missing module too). Throws when the file cannot be read.
    public static func awaitingFix(path: String, options: HostOptions = HostOptions()) throws(ScriptError) -> Session {
        let trail = LoadTrail()
        do {
            return try Session(path: path, contents: nil, options: options, trail: trail)
        } catch where !error.isUnreadableFile {
            let waiting = try Session(waitingFor: path, after: error, options: options)
            waiting.failedLoadFiles = trail.files
            return waiting
        }
    }

    /// A session for a script that does not load yet: an empty bar under the error's banner,
    /// waiting for a save that fixes it (`run` with watching on).
    public init(waitingFor path: String, after error: ScriptError, options: HostOptions = HostOptions()) throws(ScriptError) {
        host = try ScriptHost(source: "return { tabs = {} }", name: path, root: SourceFile.directory(of: path), options: options)
        self.path = path
        name = path
        root = SourceFile.directory(of: path)
        self.options = options
        reloadError = Self.banner(for: error)
        host.banner = reloadError
    }

    /// Opens a script given as source text; `name` labels its errors.
    public init(source: String, name: String, root: String, options: HostOptions = HostOptions()) throws(ScriptError) {
        host = try ScriptHost(source: source, name: name, root: root, options: options)
        path = nil
        self.name = name
        self.root = root
        self.options = options
    }

    /// Reloads from the file, or from `source` when given. On success the new script takes
    /// over the selection, toggles, scroll position, size, log and `state`, and `onReload`
    /// runs; on failure the old one keeps running and `reloadError` is set.
    @discardableResult
    public func reload(source: String? = nil) -> Bool {
        let trail = LoadTrail()
        do {
            let next = try load(source, trail: trail)
            let previous = next.carry(from: host)
            host = next
            reloadError = nil
            failedLoadFiles = []
            next.banner = nil
            next.interrupt = interrupt
            next.reloaded(previous: previous)
            return true
        } catch {
            reloadError = Self.banner(for: error)
            failedLoadFiles = trail.files
            host.banner = reloadError
            return false
        }
    }

    /// Files whose change should trigger a reload, each once: the script, every module the
    /// running script required (at load, or later from a page function or callback), every
    /// module file a `require` looked for in vain, and those of the last load if it failed.
    public var watchedFiles: [String] {
        var seen = Set<String>()
        let all = (path.map { [$0] } ?? []) + host.requiredFiles + host.searchedFiles + failedLoadFiles
        return all.filter { seen.insert($0).inserted }
    }

    private func load(_ source: String?, trail: LoadTrail) throws(ScriptError) -> ScriptHost {
        if let source { return try ScriptHost(source: source, name: name, root: root, options: options) }
        guard let path else { throw .file("\(name): opened from source text: reload it with new source") }
        return try ScriptHost(path: path, contents: try SourceFile.bytes(path).get(), options: options, trail: trail)
    }

    /// The first problem, with a count of the others.
    static func banner(for error: ScriptError) -> String {
        guard case .problems(let problems) = error, problems.count > 1 else { return error.summary }
        return "\(problems[0].description) (and \(problems.count - 1) more)"
    }
}

extension ScriptHost {
    /// Takes over what a reload keeps from the previous generation; returns what `onReload`
    /// is told about it (`previous.state`, `previous.selected`).
    func carry(from old: ScriptHost) -> LuaValue {
        setInitialSize(width: old.width, height: old.height)
        log = old.log
        errors = old.errors
        errorReports = old.errorReports
        container.keepState(of: old.container)  // nested containers' state too
        let oldState = (try? old.vm.snapshot(old.state)) ?? .nil
        state = (try? vm.reference(Self.merge(oldState, over: (try? vm.snapshot(state)) ?? .nil))) ?? state
        objects = LiveObjects()  // proxies belong to one VM
        nestedObjects = [:]
        return .table(LuaTable(entries: [
            (.string("state"), oldState),
            (.string("selected"), old.container.selectedID.map(LuaValue.string) ?? .nil),
        ]))
    }

    /// Calls `onReload(c, previous)` when the new script defines it.
    func reloaded(previous: LuaValue) {
        guard let onReload = container.callbacks.onReload else { return }
        log.append("onReload")
        callRecording(onReload, name: "onReload", [containerValue(), previous])
    }

    /// The new script's state with the old values written over it (new keys survive).
    static func merge(_ old: LuaValue, over new: LuaValue) -> LuaValue {
        guard case .table(let oldTable) = old else { return new }
        guard case .table(var merged) = new else { return old }
        for entry in oldTable.entries {
            merged.entries.removeAll { $0.key == entry.key }
            merged.entries.append(entry)
        }
        if !oldTable.array.isEmpty { merged.array = oldTable.array }
        return .table(merged)
    }
}
