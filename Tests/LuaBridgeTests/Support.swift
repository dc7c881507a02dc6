import Glibc
import Testing
@testable import LuaBridge

/// A sandboxed VM rooted at the working directory, printing into `lines` if given.
///
/// LuaBridge's tests run with the deadline alarm, as `tabhost` does (TabHostKit's run without
/// it, as an embedding that did not ask); `LuaVM.useDeadlineSignal()` installs it once.
func makeVM(limits: LuaLimits = LuaLimits(), trusted: Bool = false, root: String = ".") throws -> LuaVM {
    #expect(LuaVM.useDeadlineSignal())
    return try LuaVM(limits: limits, sandbox: trusted ? .trusted(root: root) : .sandboxed(root: root))
}

/// The `LuaError` that `body` throws, or nil (recording an issue) when it throws none.
func luaError<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> LuaError? {
    do {
        _ = try body()
        Issue.record("expected a LuaError", sourceLocation: sourceLocation)
    } catch let error as LuaError {
        return error
    } catch {
        Issue.record("expected a LuaError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// An error whose description is its text (what a host closure might throw).
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A directory under /tmp holding the given files, removed when released.
final class TemporaryDirectory {
    let path: String
    private var created: [String] = []

    init(_ files: [String: String] = [:]) throws {
        var template = Array("/tmp/luabridge-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure("mkdtemp failed") }
        path = String(cString: made)
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) { try write(name, contents) }
    }

    /// Writes `contents` to `name` (relative, `/`-separated), making directories as needed.
    func write(_ name: String, _ contents: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        var directory = path
        for part in parts.dropLast() {
            directory += "/" + part
            if mkdir(directory, 0o755) == 0 { created.append(directory) }
        }
        let file = path + "/" + name
        guard let handle = fopen(file, "wb") else { throw Failure("cannot write \(file)") }
        _ = contents.utf8CString.dropLast().withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        fclose(handle)
        if !created.contains(file) { created.append(file) }
    }

    /// Creates a symbolic link `name` pointing at `target`.
    func link(_ name: String, to target: String) {
        let file = path + "/" + name
        if symlink(target, file) == 0 { created.append(file) }
    }

    /// The names in the directory itself (files others wrote there too).
    func entries() throws -> [String] {
        guard let listing = opendir(path) else { throw Failure("cannot list \(path)") }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    deinit {
        for entry in created.reversed() where unlink(entry) != 0 { rmdir(entry) }
        for name in (try? entries()) ?? [] { unlink(path + "/" + name) }  // what the code under test wrote
        rmdir(path)
    }
}
