import LuaBridge
import Synchronization

/// Where a spec's `require` finds a module (SPEC section 7.1).
///
/// luassert and say come from the system's Lua path, read-only, in both modes (they are the
/// runner's own assertions). Sandboxed, the project's modules come from busted's lpath
/// (`./src/?.lua;./src/?/?.lua;./src/?/init.lua` unless `.busted` or `--lpath` say
/// otherwise), then the project root (`./?.lua`, `./?/init.lua`, as Lua's default path ends),
/// then the spec's own directory: each file must lie inside the project root (the spec's
/// directory for the last), also through symbolic links. Trusted, everything but luassert
/// and say is left to Lua's own `require`, whose path starts with the lpath.
struct SpecModules {
    /// The libraries the runner loads from the system path, by their first name part.
    static let libraries: Set<String> = ["luassert", "say"]
    /// The system directories searched for them, in Lua's default order.
    static let systemDirectories = ["/usr/local/share/lua/5.4", "/usr/share/lua/5.4"]
    /// Where each library module was found, once per process (every spec state loads them).
    private static let libraryPaths = Mutex<[String: String]>([:])
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

    func find(_ name: String) -> Found {
        let head = String(name.prefix { $0 != "." })
        if Self.libraries.contains(head) {
            if let path = Self.libraryPaths.withLock({ $0[name] }) { return .library(path: path) }
            let templates = Self.systemDirectories.flatMap { ["\($0)/?.lua", "\($0)/?/init.lua"] }
            guard let path = first(name, templates) else { return .missing(notFound(name, templates)) }
            Self.libraryPaths.withLock { $0[name] = path }
            return .library(path: path)
        }
        if trusted || Self.stateModules.contains(name) { return .state }
        if name.isEmpty || name.contains("/") || name.contains("\\") || name.contains("..") || name.hasPrefix(".") {
            return .missing("module '\(name)' is outside the project (the sandbox loads dotted module names under "
                + "the project root and the spec's directory; run with --trust)")
        }
        let projectTemplates = lpath.filter(isInsideProject) + ["./?.lua", "./?/init.lua"]
        let specTemplates = [FileSystem.join(specDirectory, "?.lua"), FileSystem.join(specDirectory, "?/init.lua")]
        if let path = first(name, projectTemplates) {
            return inside(path, root: projectRoot) ? .project(path: path) : outside(name)
        }
        if let path = first(name, specTemplates) {
            return inside(path, root: specDirectory) ? .project(path: path) : outside(name)
        }
        return .missing(notFound(name, projectTemplates + specTemplates))
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

    private func outside(_ name: String) -> Found {
        .missing("module '\(name)' resolves to a file outside the project (run with --trust)")
    }

    /// A relative template whose directory lies in the project (an absolute or `..` one is
    /// skipped in the sandbox).
    private func isInsideProject(_ template: String) -> Bool {
        !template.hasPrefix("/") && !FileSystem.normalize(template).hasPrefix("..")
    }

    /// Whether `path`, links resolved, lies under `root`.
    private func inside(_ path: String, root: String) -> Bool {
        guard let base = FileSystem.realPath(root.isEmpty ? "." : root), let file = FileSystem.realPath(path) else { return false }
        return file.hasPrefix(base == "/" ? "/" : base + "/")
    }
}
