import LuaBridge
import TabCore

/// A script across hot reloads: the current generation, and the error of the last failed
/// reload, shown in the banner until a reload succeeds (SPEC section 6).
///
/// A reload builds a complete new `ScriptHost` in a fresh Lua state and swaps it in only
/// when it loaded: the last good container keeps running otherwise. `run` and `app:reload`
/// both go through `reload`.
public final class Session {
    public private(set) var host: ScriptHost
    /// `file:line: message` of the last failed reload, one line per problem in line order;
    /// nil once a reload succeeds.
    public private(set) var reloadError: String?
    /// What the last successful reload could not keep of `state`, one path per line
    /// (`state.last: a function cannot be kept across a reload; dropped`).
    public private(set) var reloadWarnings: [String] = []
    /// The script file, or nil for a session opened from source text.
    public let path: String?
    let name: String
    let root: String
    let options: HostOptions
    /// True while the script has not loaded since `run` started (the placeholder host).
    private var isWaiting = false

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
        reloadError = error.description
        host.banner = StatusMessage(error.description, kind: .error)
        isWaiting = true
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
            let (previous, warnings) = next.carry(from: host)
            host = next
            reloadError = nil
            reloadWarnings = warnings
            failedLoadFiles = []
            let dropped = warnings.map { Self.warning($0, in: name) }
            next.warnings += dropped
            next.banner = dropped.isEmpty ? nil : StatusMessage(dropped.map { StatusMessage.Entry($0.description, kind: .warning) })
            next.interrupt = interrupt
            if isWaiting {  // the script's first load: its initial visit, not a reload
                isWaiting = false
                next.isOpen = false
                next.open()
            } else {
                next.reloaded(previous: previous)
            }
            return true
        } catch {
            reloadError = error.description
            failedLoadFiles = trail.files
            host.banner = StatusMessage(error.description, kind: .error)
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
        errorReports = old.errorReports
        container.keepState(of: old.container)  // nested containers' state too
        let proxies = old.proxyPlaces()
        let (oldState, dropped) = old.vm.transfer(old.state, to: vm, root: "state") { reference in
            carried(proxies[reference])
        }
        if case .function(let merge)? = try? vm.run(source: Self.mergeSource, name: "tabhost.reload").first {
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

    /// Calls `onOpen(c)` once, when the script defines it: the initial visit, which fires no
    /// `didSelect` (the initial selection is silent). The front ends call it after sizing
    /// the host, before the first key; a reload calls `onReload` instead.
    public func open() {
        guard !isOpen else { return }
        isOpen = true
        guard let onOpen = container.callbacks.onOpen else { return }
        log.append("onOpen")
        callRecording(onOpen, name: "onOpen", [containerValue()])
    }

    /// Calls `onReload(c, previous)` when the new script defines it, then lets go of what
    /// Swift held of `previous`.
    func reloaded(previous: LuaValue) {
        defer { if case .table(let table) = previous { vm.release(table["state"]) } }
        guard let onReload = container.callbacks.onReload else { return }
        log.append("onReload")
        callRecording(onReload, name: "onReload", [containerValue(), previous])
    }

    /// A proxy of the old generation in `state`, as this generation's: the item with the same
    /// id in the same container when there still is one, the container, or its style.
    private func carried(_ place: ProxyPlace?) -> TransferredObject {
        switch place {
        case .item(let id, let path)? where container.nested(at: path)?.index(of: id) != nil:
            return .value(itemObject(id, at: path))
        case .item(let id, _)?: return .dropped("the item '\(id)' (not in the reloaded script)")
        case .container(let path)? where container.nested(at: path) != nil: return .value(containerValue(at: path))
        case .style(let path)? where container.nested(at: path) != nil: return .value(styleObject(at: path))
        default: return .dropped(place == nil ? "a userdata value" : "a container (not in the reloaded script)")
        }
    }

    /// The old state (its copy, whose tables keep their identities, so cycles through the
    /// root survive) with the keys only the new script's state has added: the old values win,
    /// and the new sequence is taken only when the old state has none.
    static let mergeSource = """
        return function(new, old)
          if type(old) ~= "table" then return new end
          if type(new) ~= "table" then return old end
          local skip = rawget(old, 1) ~= nil and rawlen(new) or 0
          for key, value in next, new do
            local inSequence = math.type(key) == "integer" and key >= 1 and key <= skip
            if rawget(old, key) == nil and not inSequence then rawset(old, key, value) end
          end
          return old
        end
        """
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
