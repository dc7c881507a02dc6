import TabHostKit
import LuaBridge
import Synchronization

/// Where a spec's `require` finds a module (docs/testing.md, "Spec files").
///
/// luassert and say come from the system's Lua path, read-only, in both modes (they are the
/// runner's own assertions). Sandboxed, the project's modules come from the spec's
/// `package.path`, which starts as busted's lpath (`./src/?.lua;./src/?/?.lua;./src/?/init.lua`
/// unless `.busted` or `--lpath` say otherwise), the project root (`./?.lua`, `./?/init.lua`,
/// as Lua's default path ends) and the spec's own directory, and which a spec may change as
/// it would in busted; a file found must lie inside the project root or the spec's directory,
/// also through symbolic links. Trusted, everything but luassert and say is left to Lua's own
/// `require`, whose path starts with the lpath.
struct SpecModules {
    /// The libraries the runner loads from the system path, by their first name part.
    static let libraries: Set<String> = ["luassert", "say"]
    /// The system directories searched for them, in Lua's default order.
    static let systemDirectories = ["/usr/local/share/lua/5.4", "/usr/share/lua/5.4"]
    /// Where each library module was found, once per process (every spec state loads them).
    private static let libraryPaths = Mutex<[String: String]>([:])
    /// Whether the project has its own copy of a library module, by name and search path.
    private static let ownCopies = Mutex<[String: Bool]>([:])
    /// Modules the state itself provides (the standard libraries and `tabhost`).
    static let stateModules: Set<String> = [
        "_G", "coroutine", "math", "string", "table", "utf8", "os", "io", "debug", "package", "tabhost",
    ]

    let trusted: Bool
    /// Templates with `?`, relative to the working directory as busted reads them.
    let lpath: [String]
    let specDirectory: String
    /// The directory project modules must lie in (the working directory unless embedded).
    let projectRoot: String

    /// What `require(name)` loads.
    enum Found: Equatable {
        /// A file of luassert or say.
        case library(path: String)
        /// A file of the project (or beside the spec).
        case project(path: String)
        /// Not the runner's business: the state's own `require` answers.
        case state
        /// Not found, or refused: the message `require` raises.
        case missing(String)
    }

    /// `package.path` of a sandboxed spec state at the start: the lpath, the project root,
    /// the spec's directory.
    var searchPath: String {
        FileSystem.searchPath(lpath + ["./?.lua", "./?/init.lua", FileSystem.join(specDirectory, "?.lua"),
                                       FileSystem.join(specDirectory, "?/init.lua")])
    }

    /// What `require(name)` loads, searching `path` (the spec's `package.path`; `searchPath`
    /// when nil) for project modules.
    func find(_ name: String, path: String? = nil) -> Found {
        if let tooLong = ModuleResolver.lengthProblem(name) { return .missing(tooLong) }
        let head = String(name.prefix { $0 != "." })
        let projectPath = path ?? searchPath
        if Self.libraries.contains(head), !ownCopy(of: name, projectPath) {
            if let path = Self.libraryPaths.withLock({ $0[name] }) { return .library(path: path) }
            let templates = Self.systemDirectories.flatMap { ["\($0)/?.lua", "\($0)/?/init.lua"] }
            guard let path = first(name, templates) else { return .missing(notFound(name, templates)) }
            Self.libraryPaths.withLock { $0[name] = path }
            return .library(path: path)
        }
        if trusted || Self.stateModules.contains(name) { return .state }
        if name.isEmpty || name.contains("\0") { return .missing("invalid module name '\(name)'") }
        let templates = projectPath.split(separator: ";").map(String.init).filter { $0.contains("?") }
        guard let found = first(name, templates) else { return .missing(notFound(name, templates) + ModuleResolver.sandboxHint) }
        guard inside(found, root: projectRoot) || inside(found, root: specDirectory) else {
            return .missing("module '\(name)' resolves to \(found), outside the project and the spec's directory "
                + "(the sandbox loads modules under them; run with --trust)")
        }
        return .project(path: found)
    }

    /// Whether the project has its own copy of a library module in its lpath or root (luassert's
    /// or say's own suite): that one wins, as in busted.
    private func ownCopy(of name: String, _ path: String) -> Bool {
        let key = name + "\0" + path
        if let known = Self.ownCopies.withLock({ $0[key] }) { return known }
        let templates = path.split(separator: ";").map(String.init).filter { $0.contains("?") && !$0.hasPrefix("/") }
        let own = first(name, templates).map { inside($0, root: projectRoot) } ?? false
        Self.ownCopies.withLock { $0[key] = own }
        return own
    }

    /// The first template that names a regular file.
    private func first(_ name: String, _ templates: [String]) -> String? {
        let relative = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
        return templates.lazy.map { $0.replacingAll("?", with: relative) }.first { FileSystem.kind(of: $0) == .file }
    }

    /// Lua's own wording: `module 'x' not found:` and a line per file tried.
    private func notFound(_ name: String, _ templates: [String]) -> String {
        let relative = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
        return "module '\(name)' not found:" + templates.map { "\n\tno file '\($0.replacingAll("?", with: relative))'" }.joined()
    }

    /// Whether `path`, links resolved, lies under `root`.
    private func inside(_ path: String, root: String) -> Bool {
        guard let base = FileSystem.realPath(root.isEmpty ? "." : root), let file = FileSystem.realPath(path) else { return false }
        return file.hasPrefix(base == "/" ? "/" : base + "/")
    }
}
