import LuaBridge
import TabCore

/// A script across hot reloads: the one entry point of the embedding API (docs/embedding.md).
///
/// A session loads a script, takes input (`press`, `activate`, `click`, `scroll`, `resize`,
/// `advance`) and edits (`select`, `insert`, `setTabs`, `setField`, ...), draws frames
/// (`frame()`), reports what the script did (`takeLog()`, `takeErrors()`) and reloads it
/// (`reload()`, `reload(source:)`). All of it goes to the live generation: a reload builds a
/// new script in a fresh Lua state and swaps it in only when it loaded, the last good one
/// running on otherwise (docs/scripting.md, "Hot reload, `state` and `onReload`"), so a session
/// never goes stale. `run` and `app:reload` both go through `reload`.
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
    /// What the last successful reload could not keep of `state`, one path per line
    /// (`state.last: a function cannot be kept across a reload; dropped`).
    public private(set) var reloadWarnings: [String] = []
    /// The script file, or nil for a session opened from source text.
    public let path: String?
    let name: String
    let root: String
    let options: HostOptions

    /// True while the script has not loaded since the session started (the placeholder host
    /// of `awaitingFix`): its first good load is its opening, not a reload.
    private var isWaiting = false
    /// The inspector, when the session has one (`enableInspector`, docs/inspector.md).
    var inspector: Inspector?
    /// The last frame drawn whole: what `frame()` shows when drawing runs out of budget.
    var lastFrame: Frame?
    /// Whether the last `frame()` ran out of its budget (and showed `lastFrame` instead), so
    /// the run loop does not draw it again only to show the error it already shows.
    package internal(set) var frameCutShort = false
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

    /// Opts this process into the deadline alarm; call it once, at start, before opening
    /// sessions (sessions opened before take it up from their next call). Without it, no
    /// signal handler is installed and the count hook looks at the clock every 10,000 Lua
    /// instructions. With it, a handler for SIGRTMIN+7 is installed and each thread that runs
    /// Lua gets a timer sending it that signal at a call's deadline, so calls within their
    /// budget run with no hook at all (faster); the signal can then interrupt a blocking
    /// `poll` or `sleep` of that thread (`EINTR`, once per burst of calls: restart it), and
    /// must be left to the library. Budgets hold the same either way. Returns whether the
    /// alarm is in use (false when something else already handles that signal). See
    /// docs/safety.md, "The time budget"; `tabhost` itself opts in.
    @discardableResult
    public static func useDeadlineSignal() -> Bool { LuaVM.useDeadlineSignal() }

    /// Opens the script at `path` at `size` (without calling `onResize`), then calls its
    /// `onOpen`, unless `opening` is false (`tabhost check` loads without running anything).
    public convenience init(path: String, size: CellSize = Session.defaultSize, options: HostOptions = HostOptions(),
                            opening: Bool = true) throws(ScriptError) {
        try self.init(path: path, contents: nil, size: size, options: options, opening: opening)
    }

    /// Opens the script at `path` from `contents`, already read: the spec runner reads a
    /// script once for all the tests that open it.
    package convenience init(path: String, contents: [UInt8], size: CellSize, options: HostOptions) throws(ScriptError) {
        try self.init(path: path, contents: contents, size: size, options: options, opening: true, trail: nil)
    }

    /// Opens the script at `path`, from `contents` when the caller has read it already;
    /// `trail` receives the files the load required or looked for.
    init(path: String, contents: [UInt8]?, size: CellSize = Session.defaultSize, options: HostOptions,
         opening: Bool = true, trail: LoadTrail? = nil) throws(ScriptError) {
        let bytes: [UInt8]
        if let contents { bytes = contents } else { bytes = try SourceFile.bytes(path).get() }
        host = try ScriptHost.shared(options) { () throws(ScriptError) in  // the open is one event
            try Self.opened(ScriptHost(path: path, contents: bytes, options: options, trail: trail), size: size, opening: opening)
        }
        self.path = path
        name = path
        root = SourceFile.directory(of: path)
        self.options = options
    }

    /// Opens a script given as source text, as `init(path:)` does; `name` labels its errors,
    /// `root` is where its `require` looks (the working directory by default).
    public init(source: String, name: String, root: String = ".", size: CellSize = Session.defaultSize,
                options: HostOptions = HostOptions(), opening: Bool = true) throws(ScriptError) {
        host = try ScriptHost.shared(options) { () throws(ScriptError) in  // the open is one event
            try Self.opened(ScriptHost(source: source, name: name, root: root, options: options), size: size, opening: opening)
        }
        path = nil
        self.name = name
        self.root = root
        self.options = options
    }

    /// A host just loaded, at `size`, after its `onOpen` unless `opening` is false.
    private static func opened(_ host: ScriptHost, size: CellSize, opening: Bool) -> ScriptHost {
        host.event { host.setInitialSize(width: size.width, height: size.height) }
        if opening { host.event { host.open() } }
        return host
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
        host.event { host.setInitialSize(width: size.width, height: size.height) }
        reloadError = error
        host.banner = StatusMessage(error.description, kind: .error)
        isWaiting = true
    }

    /// Ends the session, giving its Lua state back for reuse when it came from
    /// `HostOptions.states` (a spec's app when its test ends); the session must not be used
    /// afterwards.
    package func finish() {
        host.giveBackState()
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
        noteForInspector()  // what the old script did comes before the reload in the inspector's log
        try ScriptHost.shared(options, stop: interrupt) { () throws(ScriptError) in try reloadEvent(from: source) }  // one event
    }

    private func reloadEvent(from source: String?) throws(ScriptError) {
        let trail = LoadTrail()
        do {
            let next = try load(source, trail: trail)
            let (previous, warnings) = next.event { next.carry(from: host) }
            host = next
            reloadError = nil
            reloadWarnings = warnings
            failedLoadFiles = []
            let dropped = warnings.map { Self.warning($0, in: name) }
            next.warnings += dropped
            next.banner = dropped.isEmpty ? nil : StatusMessage(dropped.map { StatusMessage.Entry($0.description, kind: .warning) })
            next.interrupt = interrupt
            if inspector != nil { capturePrints(of: next) }
            if isWaiting {  // the script's first load: its initial visit, not a reload
                isWaiting = false
                next.isOpen = false
                next.event { next.open() }
            } else {
                next.event { next.reloaded(previous: previous) }
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

    /// A value of `state` a reload dropped, as a warning of the script (`app.lua: warning:
    /// state.f: a function cannot be kept across a reload; dropped`).
    static func warning(_ text: String, in file: String) -> ScriptProblem {
        var problem = ScriptProblem(file: file, path: "", message: text)
        problem.isWarning = true
        return problem
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
    /// is told about it (`previous.state`, `previous.selected`) and a warning for each value
    /// of `state` that could not cross (`state.last: a function cannot be kept across a
    /// reload; dropped`).
    func carry(from old: ScriptHost) -> (previous: LuaValue, warnings: [String]) {
        setInitialSize(width: old.width, height: old.height)
        log = old.log
        isOpen = old.isOpen
        scriptStatus = old.scriptStatus
        errors = old.errors
        container.keepState(of: old.container)  // nested containers' state too
        keepPinnedBar(of: old)
        settleScroll()
        let proxies = old.proxyPlaces()
        let (oldState, dropped) = old.vm.transfer(old.state, to: vm, root: "state") { reference in
            carried(proxies[reference], from: old)
        }
        if case .function(let merge)? = try? vm.run(source: TabHostKitLua.reload, name: "tabhost/reload.lua").first {
            if let merged = try? vm.call(merge, [state, oldState], reading: .references).first, !merged.isNil {
                vm.release(state)
                state = merged
            }
            vm.release(.function(merge))
        }
        let previous = LuaValue.table(LuaTable(entries: [
            (.string("state"), oldState),
            (.string("selected"), old.container.selectedID.map(LuaValue.string) ?? .nil),
        ]))
        return (previous, dropped.map { "\($0.path): \($0.what) cannot be kept across a reload; dropped" })
    }

    /// A strip the user scrolled from a marker stays where it is across a reload, as long as
    /// its selection is the same (a reload that dropped the selected tab shows the new one).
    private func keepPinnedBar(of old: ScriptHost) {
        guard let path = old.pinnedBar, let bar = container.nested(at: path),
              bar.selectedID == old.container.nested(at: path)?.selectedID else { return }
        pinnedBar = path
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

    /// Calls `onReload(c, previous)` when the new script defines it, then lets go of what
    /// Swift held of `previous`. A selected tab that `onReload` put back (one opened at
    /// runtime and rebuilt from `state`) is selected again, unless `onReload` selected another.
    func reloaded(previous: LuaValue) {
        defer { if case .table(let table) = previous { vm.release(table["state"]) } }
        guard let onReload = container.callbacks.onReload else { return }
        log.append(CallbackRecord(callback: .onReload))
        let picked = container.selectedID
        callRecording(onReload, name: "onReload", [containerValue(), previous])
        guard case .table(let table) = previous, case .string(let id) = table["selected"],
              id != picked, container.selectedID == picked, container.index(of: id) != nil else { return }
        try? modify(at: []) { try $0.select(id) }
    }

    /// A proxy of the old generation in `state`, as this generation's: the item with the same
    /// id in the same container when there still is one (else an item that reads the fields it
    /// had last, as a removed one does), the container, or its style.
    private func carried(_ place: ProxyPlace?, from old: ScriptHost) -> TransferredObject {
        switch place {
        case .item(let id, let path)? where container.nested(at: path)?.index(of: id) != nil:
            return .value(itemObject(id, at: path))
        case .item(let id, let path)?:
            guard let last = old.lastFields(of: id, at: path) else { return .dropped("the item '\(NameEcho.shown(id))'") }
            return .value(departedObject(last, at: path))
        case .container(let path)? where container.nested(at: path) != nil: return .value(containerValue(at: path))
        case .style(let path)? where container.nested(at: path) != nil: return .value(styleObject(at: path))
        default: return .dropped(place == nil ? "a userdata value" : "a container (not in the reloaded script)")
        }
    }
}

/// What a live-container proxy of a host stands for, by place.
enum ProxyPlace: Equatable {
    case item(id: String, path: [String])
    case container(path: [String])
    case style(path: [String])
}

extension ScriptHost {
    /// Every cached proxy of this host, by its reference.
    func proxyPlaces() -> [LuaReference: ProxyPlace] {
        var places: [LuaReference: ProxyPlace] = [:]
        for (path, cached) in [([String](), objects)] + nestedObjects.map({ ($0.key, $0.value) }) {
            if case .object(let reference)? = cached.container { places[reference] = .container(path: path) }
            if case .object(let reference)? = cached.style { places[reference] = .style(path: path) }
            for (id, proxy) in cached.items { if case .object(let reference) = proxy { places[reference] = .item(id: id, path: path) } }
        }
        return places
    }
}
