import Glibc
import TabCore
import Testing
@testable import TabTerminal

/// `FileWatcher` on a real temporary directory, saving files the ways editors do.
///
/// inotify queues an event before the system call that caused it returns, so each `read()`
/// right after a change sees it; nothing waits.
@Suite struct FileWatcherTests {
    @Test func anInPlaceWriteIsSeen() throws {
        let dir = try TemporaryDirectory()
        let script = dir.write("config.lua", "return {}")
        let watcher = try FileWatcher()
        #expect(watcher.watch(files: [script]) == [])
        dir.write("config.lua", "return { tabs = {} }")
        #expect(watcher.read() == [script])
        #expect(watcher.read() == [])
    }

    @Test func aWriteThenRenameSaveIsSeenAndSoIsTheNextInPlaceWrite() throws {
        let dir = try TemporaryDirectory()
        let script = dir.write("config.lua", "return {}")
        let watcher = try FileWatcher()
        watcher.watch(files: [script])
        dir.write(".config.lua.tmp", "return { 1 }")
        #expect(rename(dir.path(".config.lua.tmp"), script) == 0)
        #expect(watcher.read() == [script])
        dir.write("config.lua", "return { 2 }")
        #expect(watcher.read() == [script])
    }

    @Test func aVimStyleSaveIsOneChange() throws {
        let dir = try TemporaryDirectory()
        let script = dir.write("config.lua", "return {}")
        let watcher = try FileWatcher()
        watcher.watch(files: [script])
        dir.write("4913", "")
        unlink(dir.path("4913"))
        dir.write(".config.lua.swp", "swap")
        #expect(rename(script, dir.path("config.lua~")) == 0)
        dir.write("config.lua", "return { 1 }")
        unlink(dir.path("config.lua~"))
        #expect(watcher.read() == [script])
    }

    @Test func unrelatedFilesAreIgnored() throws {
        let dir = try TemporaryDirectory()
        let script = dir.write("config.lua", "return {}")
        let watcher = try FileWatcher()
        watcher.watch(files: [script])
        dir.write("other.lua", "x")
        dir.write("config.lua.bak", "x")
        #expect(watcher.read() == [])
    }

    @Test func editorTemporaryNamesNeverCountEvenWhenWatched() throws {
        let dir = try TemporaryDirectory()
        let names = ["4913", "config.lua.swp", "config.lua.swx", "config.lua~", ".#config.lua"]
        let watcher = try FileWatcher()
        watcher.watch(files: names.map(dir.path))
        for name in names { dir.write(name, "x") }
        #expect(watcher.read() == [])
        #expect(names.allSatisfy(FileWatcher.isEditorTemporary))
        #expect(!FileWatcher.isEditorTemporary("config.lua"))
        #expect(!FileWatcher.isEditorTemporary("a#b.lua"))
    }

    @Test func createdAndDeletedFilesAreSeen() throws {
        let dir = try TemporaryDirectory()
        let module = dir.path("module.lua")
        let watcher = try FileWatcher()
        watcher.watch(files: [module])
        dir.write("module.lua", "return 1")
        #expect(watcher.read() == [module])
        unlink(module)
        #expect(watcher.read() == [module])
    }

    @Test func watchReplacesTheSet() throws {
        let dir = try TemporaryDirectory()
        let other = try TemporaryDirectory()
        let a = dir.write("a.lua", "")
        let b = other.write("b.lua", "")
        let watcher = try FileWatcher()
        watcher.watch(files: [a])
        watcher.watch(files: [b])
        dir.write("a.lua", "1")
        other.write("b.lua", "1")
        #expect(watcher.read() == [b])
    }

    @Test func filesInSeveralDirectoriesAndSpellingsAreReportedAsGiven() throws {
        let dir = try TemporaryDirectory()
        let sub = dir.makeDirectory("lib")
        let script = dir.write("main.lua", "")
        let module = dir.write("lib/util.lua", "")
        let sameModule = sub + "/../lib/util.lua"
        let watcher = try FileWatcher()
        watcher.watch(files: [script, module, sameModule])
        dir.write("lib/util.lua", "1")
        dir.write("main.lua", "1")
        #expect(watcher.read() == [module, sameModule, script])
    }

    @Test func aMissingDirectoryIsReportedAndWatchedOnceItExists() throws {
        let dir = try TemporaryDirectory()
        let module = dir.path("lib/util.lua")
        let watcher = try FileWatcher()
        #expect(watcher.watch(files: [module]) == [module])
        dir.makeDirectory("lib")
        #expect(watcher.read() == [])  // now watched
        dir.write("lib/util.lua", "1")
        #expect(watcher.read() == [module])
    }

    @Test func aDirectoryReplacedByAnotherIsWatchedAgain() throws {
        let dir = try TemporaryDirectory()
        dir.makeDirectory("lib")
        let module = dir.write("lib/util.lua", "")
        let watcher = try FileWatcher()
        watcher.watch(files: [module])
        #expect(rename(dir.path("lib"), dir.path("old")) == 0)
        dir.makeDirectory("lib")
        #expect(watcher.read() == [module])  // the directory went away
        dir.write("lib/util.lua", "1")
        #expect(watcher.read() == [module])
        dir.write("old/util.lua", "1")
        #expect(watcher.read() == [])
    }

    @Test func aDeletedAndRecreatedDirectoryWakesTheWatcherAndIsWatchedAgain() throws {
        let dir = try TemporaryDirectory()
        dir.makeDirectory("lib")
        let module = dir.write("lib/util.lua", "")
        let watcher = try FileWatcher()
        watcher.watch(files: [module])
        unlink(module)
        rmdir(dir.path("lib"))
        #expect(watcher.read() == [module])
        dir.makeDirectory("lib")
        #expect(readable(watcher))  // the parent is watched while lib is gone
        #expect(watcher.read() == [])  // lib is back, but empty
        dir.write("lib/util.lua", "1")
        #expect(watcher.read() == [module])
    }

    @Test func aDirectoryRenamedAwayAndBackReportsItsFiles() throws {
        let dir = try TemporaryDirectory()
        dir.makeDirectory("lib")
        let module = dir.write("lib/util.lua", "")
        let watcher = try FileWatcher()
        watcher.watch(files: [module])
        #expect(rename(dir.path("lib"), dir.path("away")) == 0)
        #expect(watcher.read() == [module])
        dir.write("away/util.lua", "1")
        #expect(watcher.read() == [])  // no longer the watched path
        #expect(rename(dir.path("away"), dir.path("lib")) == 0)
        #expect(readable(watcher))
        #expect(watcher.read() == [module])  // it came back with the file
        dir.write("lib/util.lua", "2")
        #expect(watcher.read() == [module])
    }

    @Test func aMissingNestedDirectoryIsWaitedForLevelByLevel() throws {
        let dir = try TemporaryDirectory()
        let module = dir.path("a/b/util.lua")
        let watcher = try FileWatcher()
        #expect(watcher.watch(files: [module]) == [module])
        dir.makeDirectory("a")
        #expect(readable(watcher))
        #expect(watcher.read() == [])
        dir.makeDirectory("a/b")
        #expect(readable(watcher))
        #expect(watcher.read() == [])
        dir.write("a/b/util.lua", "1")
        #expect(watcher.read() == [module])
    }

    @Test func theScriptsOwnDirectoryDeletedAndMadeAgainIsWatchedAgain() throws {
        let dir = try TemporaryDirectory()
        let project = dir.makeDirectory("project")
        let script = dir.write("project/main.lua", "")
        let watcher = try FileWatcher()
        watcher.watch(files: [script])
        unlink(script)
        rmdir(project)
        #expect(watcher.read() == [script])
        dir.makeDirectory("project")
        dir.write("project/main.lua", "return {}")
        #expect(watcher.read() == [script])
        dir.write("project/main.lua", "return { 1 }")
        #expect(watcher.read() == [script])
    }

    @Test func aMissingDirectoryIsSpelledAsItWillBeOnceItExists() throws {
        let dir = try TemporaryDirectory()
        let real = FileWatcher.canonical(dir.root)
        #expect(FileWatcher.canonical(dir.path("x/y")) == real + "/x/y")
        #expect(FileWatcher.canonical("/") == "/")
    }

    @Test func theDescriptorPollsReadableAfterAChange() throws {
        let dir = try TemporaryDirectory()
        let script = dir.write("config.lua", "")
        let watcher = try FileWatcher()
        watcher.watch(files: [script])
        var ready = pollfd(fd: watcher.fd, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 0) == 0)
        dir.write("config.lua", "1")
        #expect(poll(&ready, 1, 0) == 1)
    }

    /// A file named with bytes that are not UTF-8 (PathBytes) is watched and reported by the
    /// very path it was given as.
    @Test func aNameThatIsNotUTF8IsSeen() throws {
        let dir = try TemporaryDirectory()
        let name = PathBytes.string([0xFF, 0xFE] + Array(".lua".utf8))
        let script = dir.write(name, "return {}")
        let watcher = try FileWatcher()
        #expect(watcher.watch(files: [script]) == [])
        dir.write(name, "return { tabs = {} }")
        #expect(watcher.read() == [script])
    }

    @Test func pathsSplitIntoDirectoryAndName() {
        #expect(FileWatcher.split("a.lua") == (".", "a.lua"))
        #expect(FileWatcher.split("dir/sub/a.lua") == ("dir/sub", "a.lua"))
        #expect(FileWatcher.split("/a.lua") == ("/", "a.lua"))
        #expect(FileWatcher.group(["dir/"]).isEmpty)
    }
}

/// True when the watcher's descriptor has an event to read (nothing waits: inotify queues
/// the event before the system call that caused it returns).
private func readable(_ watcher: FileWatcher) -> Bool {
    var ready = pollfd(fd: watcher.fd, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, 0) == 1
}

/// A directory under /tmp, removed with its contents when the test ends.
final class TemporaryDirectory {
    let root: String

    init() throws {
        var template = Array("/tmp/tabhost-watch-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SystemCallError("mkdtemp") }
        root = String(cString: made)
    }

    deinit { Self.remove(root) }

    func path(_ name: String) -> String { root + "/" + name }

    /// Writes `text` to `name` in place (open, write, close); returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path(name)
        let fd = PathBytes.withCString(file) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        let bytes = Array(text.utf8)
        if !bytes.isEmpty { _ = Glibc.write(fd, bytes, bytes.count) }
        close(fd)
        return file
    }

    @discardableResult
    func makeDirectory(_ name: String) -> String {
        mkdir(path(name), 0o755)
        return path(name)
    }

    private static func remove(_ path: String) {
        if let directory = PathBytes.withCString(path, { opendir($0) }) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { PathBytes.string($0.prefix { $0 != 0 }) }
                if name != ".", name != ".." { remove(path + "/" + name) }
            }
            closedir(directory)
            rmdir(path)
        } else {
            _ = PathBytes.withCString(path) { unlink($0) }
        }
    }
}
