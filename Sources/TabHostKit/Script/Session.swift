import LuaBridge
import TabCore

/// A script across hot reloads: the one entry point of the embedding API (SPEC section 10).
///
/// A session loads a script, takes input (`press`, `activate`, `click`, `scroll`, `resize`,
/// `advance`) and edits (`select`, `insert`, `setTabs`, `setField`, ...), draws frames
/// (`frame()`), reports what the script did (`takeLog()`, `takeErrors()`) and reloads it
/// (`reload()`, `reload(source:)`). All of it goes to the live generation: a reload builds a
/// new script in a fresh Lua state and swaps it in only when it loaded, the last good one
/// running on otherwise (SPEC section 6), so a session never goes stale. `run` and
/// `app:reload` both go through `reload`.
///
/// Positions are 0-based (column, row), as `Screen` and `HitMap` count them; the Lua side
/// (`app:click`, `ctx.x`) stays 1-based. Reading a frame changes nothing: the scroll that keeps
/// the selection in view is decided when the model changes, so the same input gives the same
/// frames however often they are drawn.
///
/// **Confinement.** A session and its Lua states belong to one thread or actor at a time.
/// `Session` is not `Sendable`, on purpose and explicitly (its conformance is unavailable),
/// so in Swift 6 the compiler rejects code that shares one across isolation domains, while
/// handing it over whole (a `sending` value) stays possible. Run scripts in parallel with a
/// session each, as `tabhost test --jobs` does. Not an actor: embedders and the spec runner
/// drive sessions synchronously from whatever thread owns them, and an actor would make every
/// key press `await`.
public final class Session {
    /// The live generation.
    private(set) var host: ScriptHost
    /// The error of the last failed reload, shown in the banner until a reload succeeds.
    public private(set) var reloadError: ScriptError?
    /// The script file, or nil for a session opened from source text.
    public let path: String?
    let name: String
    let root: String
    let options: HostOptions

    /// True while the script has not loaded since the session started (the placeholder host
    /// of `awaitingFix`): its first good load is its opening, not a reload.
    private var isWaiting = false
    /// Files the last failed load required or looked for (watched until a load succeeds).
    private(set) var failedLoadFiles: [String] = []
    /// Asked before each call into Lua, by this host and every later one (see
    /// `ScriptHost.interrupt`): `run` answers q and ctrl+c while a script runs away. Not
    /// embedding API (a package seam for the run loop): an embedder's own loop can do the same
    /// with the time budget.
    package var interrupt: (() -> Bool)? {
        didSet { host.interrupt = interrupt }
    }

    /// The size a session opens at unless told otherwise.
    public static let defaultSize = CellSize(width: 80, height: 24)

    /// tabhost's version, as `tabhost.version` gives it to scripts.
    public static let version = TabhostModule.version

    /// Opens the script at `path` at `size` (without calling `onResize`), then calls its
    /// `onOpen`, unless `opening` is false (`tabhost check` loads without running anything).
    public convenience init(path: String, size: CellSize = Session.defaultSize, options: HostOptions = HostOptions(),
                            opening: Bool = true) throws(ScriptError) {
        try self.init(path: path, contents: nil, size: size, options: options, opening: opening)
    }

    /// Opens the script at `path`, from `contents` when the caller has read it already;
    /// `trail` receives the files the load required or looked for.
    init(path: String, contents: [UInt8]?, size: CellSize = Session.defaultSize, options: HostOptions,
         opening: Bool = true, trail: LoadTrail? = nil) throws(ScriptError) {
        let bytes: [UInt8]
        if let contents { bytes = contents } else { bytes = try SourceFile.bytes(path).get() }
        host = try ScriptHost(path: path, contents: bytes, options: options, trail: trail)
        self.path = path
        name = path
        root = SourceFile.directory(of: path)
        self.options = options
        host.setInitialSize(width: size.width, height: size.height)
        if opening { host.open() }
    }

    /// Opens a script given as source text, as `init(path:)` does; `name` labels its errors,
    /// `root` is where its `require` looks (the working directory by default).
    public init(source: String, name: String, root: String = ".", size: CellSize = Session.defaultSize,
                options: HostOptions = HostOptions(), opening: Bool = true) throws(ScriptError) {
        host = try ScriptHost(source: source, name: name, root: root, options: options)
        path = nil
        self.name = name
        self.root = root
        self.options = options
        host.setInitialSize(width: size.width, height: size.height)
        if opening { host.open() }
    }

    /// Opens the script at `path` for hot reloading: when it does not load, the session shows
    /// an empty bar under the error's banner and waits for a reload that fixes it, watching
    /// every file the failed load required or looked for (a missing module too). Throws only
    /// when the file cannot be read.
    public static func awaitingFix(path: String, size: CellSize = Session.defaultSize,
                                   options: HostOptions = HostOptions()) throws(ScriptError) -> Session {
        let trail = LoadTrail()
        do {
            return try Session(path: path, contents: nil, size: size, options: options, trail: trail)
        } catch where !error.isUnreadableFile {
            let waiting = try Session(waitingFor: path, after: error, size: size, options: options)
            waiting.failedLoadFiles = trail.files
            return waiting
        }
    }

    /// A session for a script that does not load yet: an empty bar under the error's banner.
    init(waitingFor path: String, after error: ScriptError, size: CellSize = Session.defaultSize,
         options: HostOptions = HostOptions()) throws(ScriptError) {
        host = try ScriptHost(source: "return { tabs = {} }", name: path, root: SourceFile.directory(of: path), options: options)
        self.path = path
        name = path
        root = SourceFile.directory(of: path)
        self.options = options
        host.setInitialSize(width: size.width, height: size.height)
        reloadError = error
        host.banner = StatusMessage(error.description, kind: .error)
        isWaiting = true
    }

    // MARK: - Reloading

    /// Reloads the script from its file. On success the new script takes over the selection,
    /// toggles, scroll position, size, untaken log and `state`, and `onReload` runs (`onOpen`
    /// when the script had not loaded before: `awaitingFix`); on failure the old one keeps
    /// running, with the error in its banner, and it is thrown.
    public func reload() throws(ScriptError) {
        try reload(from: nil)
    }

    /// Reloads the script from `source` (the same name and root), as `reload()` does.
    public func reload(source: String) throws(ScriptError) {
        try reload(from: source)
    }

    private func reload(from source: String?) throws(ScriptError) {
        let trail = LoadTrail()
        do {
            let next = try load(source, trail: trail)
            let previous = next.carry(from: host)
            host = next
            reloadError = nil
            failedLoadFiles = []
            next.banner = nil
            next.interrupt = interrupt
            if isWaiting {  // the script's first load: its initial visit, not a reload
                isWaiting = false
                next.isOpen = false
                next.open()
            } else {
                next.reloaded(previous: previous)
            }
        } catch {
            reloadError = error
            failedLoadFiles = trail.files
            host.banner = StatusMessage(error.description, kind: .error)
            throw error
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
}

/// One owner at a time (see `Session`): the Lua states inside are not thread-safe.
@available(*, unavailable)
extension Session: Sendable {}

extension ScriptHost {
    /// Takes over what a reload keeps from the previous generation; returns what `onReload`
    /// is told about it (`previous.state`, `previous.selected`).
    func carry(from old: ScriptHost) -> LuaValue {
        setInitialSize(width: old.width, height: old.height)
        log = old.log
        isOpen = old.isOpen
        scriptStatus = old.scriptStatus
        errors = old.errors
        container.keepState(of: old.container)  // nested containers' state too
        settleScroll()
        let oldState = (try? old.vm.snapshot(old.state)) ?? .nil
        state = (try? vm.reference(Self.merge(oldState, over: (try? vm.snapshot(state)) ?? .nil))) ?? state
        objects = LiveObjects()  // proxies belong to one VM
        nestedObjects = [:]
        return .table(LuaTable(entries: [
            (.string("state"), oldState),
            (.string("selected"), old.container.selectedID.map(LuaValue.string) ?? .nil),
        ]))
    }

    /// Calls `onOpen(c)` once, when the script defines it: the initial visit, which fires no
    /// `didSelect` (the initial selection is silent). A session calls it once sized, before
    /// the first input; a reload calls `onReload` instead.
    func open() {
        guard !isOpen else { return }
        isOpen = true
        guard let onOpen = container.callbacks.onOpen else { return }
        log.append(CallbackRecord(callback: .onOpen))
        callRecording(onOpen, name: "onOpen", [containerValue()])
    }

    /// Calls `onReload(c, previous)` when the new script defines it.
    func reloaded(previous: LuaValue) {
        guard let onReload = container.callbacks.onReload else { return }
        log.append(CallbackRecord(callback: .onReload))
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
