import LuaBridge
import Synchronization

/// How `tabhost test` runs specs: the flags of SPEC section 7 and the `CI` rule.
public struct SpecOptions: Sendable {
    /// Time budget of each call into Lua and the memory cap, for specs and the apps they open.
    public var limits = LuaLimits()
    /// Run specs and scripts without the sandbox (`--trust`).
    public var trusted = false
    /// Run only tests whose full name contains this text (`--filter`).
    public var filter: String?
    /// Rewrite snapshots instead of comparing (`--update-snapshots`).
    public var updateSnapshots = false
    /// The `CI` environment variable is set (non-empty): a missing snapshot fails.
    public var ci = false
    /// Where `print` in specs and scripts goes.
    public var output: @Sendable (String) -> Void = { _ in }

    public init() {}

    /// The options of the scripts that specs open.
    var hostOptions: HostOptions {
        var options = HostOptions(trusted: trusted, limits: limits)
        options.output = output
        return options
    }
}

/// Script files read once per run, shared by every spec and thread: 1,000 tests that open
/// the same script read it once (SPEC section 9).
final class SourceCache: Sendable {
    private let files = Mutex<[String: [UInt8]]>([:])

    init() {}

    /// The script at `path`, read on first use.
    func contents(of path: String) -> Result<[UInt8], ScriptError> {
        if let cached = files.withLock({ $0[path] }) { return .success(cached) }
        return SourceFile.bytes(path).map { bytes in
            files.withLock { $0[path] = bytes }
            return bytes
        }
    }

    /// The scripts read so far, sorted.
    var paths: [String] {
        files.withLock { $0.keys.sorted() }
    }

    /// Whether `path` was read before (so it is known to be a file).
    func contains(_ path: String) -> Bool {
        files.withLock { $0[path] != nil }
    }
}
