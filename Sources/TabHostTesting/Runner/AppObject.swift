import TabHostKit
import LuaBridge
import TabCore

/// `app`, a container opened headlessly by `tabhost.open` in a spec (docs/testing.md, "`app`").
///
/// Built on `Session`, so `app:reload` takes the same hot reload path as `run`. The script
/// runs in its own Lua state; the spec's state sees it through the prelude's proxies, and
/// values cross between the two as plain data.
final class AppObject {
    /// Nil once the app is closed (its test ended).
    private(set) var session: Session?
    /// The script file, or nil for an app opened from source text.
    let path: String?
    /// The color mode of `app:ansi()`.
    let colorMode: ColorMode

    init(session: Session, path: String?, colorMode: ColorMode) {
        self.session = session
        self.path = path
        self.colorMode = colorMode
    }

    var isOpen: Bool { session != nil }

    /// Frees the script's Lua state now rather than when the spec's state collects the proxy,
    /// or gives it back for the spec thread's next app (`ScriptStates`).
    func close() {
        session?.finish()
        session = nil
    }
}

/// The options table of `tabhost.open(source, { width = 80, height = 24, color = "never" })`,
/// plus `name` (what errors of source text call it) and `timeout` (the script's own time
/// budget in milliseconds, default the run's `--timeout`).
struct AppSettings {
    var width = 80
    var height = 24
    var color = ColorMode.never
    /// The name errors of a script given as source text carry.
    var name = "[source]"
    /// The script's own time budget per call in milliseconds (tests of runaway callbacks).
    var timeout: Int?
    /// Whether the app opens with the inspector open (docs/inspector.md).
    var inspector = false

    static let keys = ["width", "height", "color", "name", "timeout", "inspector"]

    init(_ value: LuaValue) throws(ArgumentError) {
        guard case .table(let table) = value else {
            if value.isNil { return }
            throw ArgumentError(description: "bad argument #2 to 'tabhost.open' (table expected, got \(value.typeName))")
        }
        for key in table.stringKeys where !Self.keys.contains(key) {
            throw ArgumentError(description: "tabhost.open: unknown option '\(NameEcho.shown(key))'\(Suggestion.hint(for: key, among: Self.keys))")
        }
        width = try Self.size(table["width"], "width") ?? width
        height = try Self.size(table["height"], "height") ?? height
        if case .string(let name) = table["name"] { self.name = name }
        timeout = try Self.milliseconds(table["timeout"])
        inspector = table["inspector"] == .boolean(true)
        switch table["color"] {
        case .nil: break
        case .string(let text):
            guard let mode = ColorMode(rawValue: text) else {
                throw ArgumentError(description: "tabhost.open: color: expected never, 16, 256 or truecolor, got '\(NameEcho.shown(text))'")
            }
            color = mode
        case let other:
            throw ArgumentError(description: "tabhost.open: color: string expected, got \(other.typeName)")
        }
    }

    private static func milliseconds(_ value: LuaValue) throws(ArgumentError) -> Int? {
        switch value {
        case .nil: return nil
        case .integer(let number) where number > 0 && number <= 3_600_000: return Int(number)
        default: throw ArgumentError(description: "tabhost.open: timeout: expected milliseconds from 1 to 3600000, got \(describe(value))")
        }
    }

    private static func size(_ value: LuaValue, _ name: String) throws(ArgumentError) -> Int? {
        switch value {
        case .nil: return nil
        case .integer(let number) where (0...4000).contains(number): return Int(number)
        case .number(let number) where number.rounded() == number && (0...4000).contains(number): return Int(number)
        default: throw ArgumentError(description: "tabhost.open: \(name): expected a whole number from 0 to 4000, got \(describe(value))")
        }
    }
}

extension SpecContext {
    /// `tabhost.open(pathOrSource [, options])`: the handle of a new app.
    ///
    /// The string is a path (relative to the spec's directory) when it names an existing
    /// file or ends in `.lua`, and Lua source text otherwise. A script that fails to load
    /// raises its own error (`examples/a.lua:7: ...`), so `assert.error` can match it.
    func open(_ values: [LuaValue]) throws -> Int {
        let arguments = Arguments(values: values, function: "tabhost.open")
        let text: String, settings: AppSettings
        do {
            text = try arguments.string(1)
            settings = try AppSettings(arguments[2])
        } catch {
            throw positioned(error.description)
        }
        let path = scriptPath(text)
        if let path, !options.trusted, !isOpenable(path) {
            throw positioned("tabhost.open: '\(text)' is outside the spec's directory and the project root "
                + "(sandboxed specs open scripts under them; run with --trust)")
        }
        var hostOptions = options.hostOptions
        if options.trusted { hostOptions.prepare = { [exits] vm in try exits.install(in: vm) } }
        // The app's own budget: the script's default (as in `run`) unless the spec names one.
        // The test's budget still covers the app's calls (`LuaVM.beginLimits`).
        hostOptions.limits.timeout = settings.timeout.map { Double($0) / 1000 } ?? LuaLimits().timeout
        hostOptions.states = states
        hostOptions.memoryParent = vm?.account  // the spec's cap covers its apps
        let session: Session
        do {
            let size = CellSize(width: settings.width, height: settings.height)
            if let path {
                session = try Session(path: path, contents: try sources.contents(of: path).get(), size: size, options: hostOptions)
            } else {
                session = try Session(source: text, name: settings.name, root: directory, size: size, options: hostOptions)
            }
        } catch {
            throw LuaError(.runtime, error.description)
        }
        if settings.inspector { session.enableInspector(open: true) }
        return register(AppObject(session: session, path: path, colorMode: settings.color))
    }

    /// Whether a sandboxed spec may open `path`: it lies, links resolved, under the spec's
    /// directory or the project root (the working directory).
    func isOpenable(_ path: String) -> Bool {
        let resolved = FileSystem.realPath(path) ?? FileSystem.normalize(FileSystem.absolute(path))
        return [directory, options.projectRoot].contains { root in
            guard let base = FileSystem.realPath(root) else { return false }
            return resolved == base || resolved.hasPrefix(base == "/" ? "/" : base + "/")
        }
    }

    /// The script file `text` names, relative to the spec's directory, or nil for source text.
    func scriptPath(_ text: String) -> String? {
        guard !text.contains("\n") else { return nil }
        let path = FileSystem.normalize(FileSystem.join(directory, text))
        if text.hasSuffix(".lua") || sources.contains(path) || FileSystem.kind(of: path) == .file { return path }
        return nil
    }
}
