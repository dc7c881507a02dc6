#if canImport(Glibc)
import Glibc
#endif
import Synchronization
@testable import TabHostKit
@testable import TabHostTesting

/// A directory under /tmp for one test, removed with everything in it when released.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/tabhost-spec-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? "/tmp"
    }

    deinit {
        Self.remove(path)
    }

    /// Writes `text` to `name` inside the directory (creating folders); returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        try? FileSystem.writeAtomically(text, to: file)
        return file
    }

    func read(_ name: String) -> String? {
        try? FileSystem.read(path + "/" + name).get()
    }

    private static func remove(_ path: String) {
        if FileSystem.kind(of: path) == .directory, !FileSystem.isSymbolicLink(path) {
            for name in FileSystem.entries(of: path) ?? [] { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// Lines printed by specs and scripts, collected across threads.
final class PrintedLines: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}

/// Options for unit tests: a short time budget, `print` collected.
func specOptions(_ printed: PrintedLines? = nil, timeout: Double = 0.25, memory: Int = 64 << 20) -> SpecOptions {
    var options = SpecOptions()
    options.limits.timeout = timeout
    options.limits.memory = memory
    if let printed { options.output = { printed.append($0) } }
    return options
}

/// Runs one spec file written into `directory` (a new one by default) as `x_spec.lua`.
func runSpec(_ source: String, in directory: TemporaryDirectory = TemporaryDirectory(),
             options: SpecOptions = specOptions()) -> SpecFileResult {
    let file = directory.write("x_spec.lua", source)
    return SpecFile(path: file, options: options, sources: SourceCache()).run()
}

extension SpecFileResult {
    /// `name: status` for each test, the shape most DSL tests check.
    var outline: [String] { tests.map { "\($0.fullName): \($0.status.rawValue)" } }
}
