import Glibc
import Testing
@testable import LuaBridge

/// Host chunks kept on disk (`ChunkStore`): loaded by a process's first state, and only
/// when the file proves it holds that very text's bytecode from this Lua library.
struct ChunkStoreTests {
    private let name = "=kept"
    private let text = "local fail = ...\nif fail then error('boom') end\nreturn 'text'"

    /// Loads `source` as a host chunk through a fresh cache (a new process, as far as the
    /// cache knows) over `store`, and calls it with `fail`.
    private func run(_ source: String, store: ChunkStore, fail: Bool = false) throws -> [LuaValue] {
        let cache = ChunkCache()
        cache.store = store
        let vm = try makeVM()
        return try vm.callProtected { state in
            try vm.load(Array(source.utf8), chunkName: name, cache: cache, persistent: true, on: state)
            state.push(fail)
            return 1
        }
    }

    private func file(_ store: ChunkStore, for source: String) -> String {
        store.path(for: name, source: Array(source.utf8))
    }

    private func bytes(_ path: String) throws -> [UInt8] { try ScriptFile.read(path) }

    private func write(_ bytes: [UInt8], to path: String) {
        let file = fopen(path, "wb")
        fwrite(bytes, 1, bytes.count, file)
        fclose(file)
    }

    /// Bytecode that says it was compiled from `text` but returns 'kept': whichever result
    /// comes back tells whether the file was used.
    private func plant(_ store: ChunkStore) throws {
        let cache = ChunkCache()
        let vm = try makeVM()
        let bytecode = try vm.hostOperation { state in
            try vm.load(Array("return 'kept'".utf8), chunkName: name, cache: cache, on: state)
            return state.dump()
        }
        store.save(bytecode, for: name, source: Array(text.utf8))
    }

    @Test func theLuaLibraryHasABuildID() {
        #expect(LuaState.libraryBuildID()?.count == 20)  // Debian's liblua5.4
    }

    @Test func theFirstLoadWritesTheFileAndTheNextLoadsItWithTheSameErrorLines() throws {
        let directory = try TemporaryDirectory()
        let store = ChunkStore(directory: directory.path + "/cache/tabhost")
        let compiled = luaError { try run(text, store: store, fail: true) }
        #expect(access(file(store, for: text), R_OK) == 0)
        let loaded = luaError { try run(text, store: store, fail: true) }
        #expect(compiled?.message == "kept:2: boom")
        #expect(loaded?.message == compiled?.message)
        #expect(loaded?.traceback == compiled?.traceback)
        #expect(try run(text, store: store) == [.string("text")])
    }

    @Test func aKeptFileIsLoadedInsteadOfTheText() throws {
        let directory = try TemporaryDirectory()
        let store = ChunkStore(directory: directory.path)
        try plant(store)
        #expect(try run(text, store: store) == [.string("kept")])
    }

    @Test func aFileForAnotherTextIsIgnoredAndReplaced() throws {
        let directory = try TemporaryDirectory()
        let store = ChunkStore(directory: directory.path)
        try plant(store)
        let other = text + "\n-- changed"
        write(try bytes(file(store, for: text)), to: file(store, for: other))
        #expect(try run(other, store: store) == [.string("text")])
        #expect(try run(other, store: store) == [.string("text")])
    }

    /// A changed byte anywhere (the library's id, the chunk name, the text, the bytecode) or a cut file: the
    /// text is compiled, and the file rewritten from it.
    @Test func aDamagedFileIsIgnoredAndRewritten() throws {
        let directory = try TemporaryDirectory()
        let store = ChunkStore(directory: directory.path)
        try plant(store)
        let planted = try bytes(file(store, for: text))
        let idAt = 17, nameAt = 17 + 20 + 8, textAt = nameAt + name.utf8.count + 8, bytecodeAt = planted.count - 10
        for at in [0, idAt, nameAt, textAt, bytecodeAt] {
            var damaged = planted
            damaged[at] ^= 0x20
            write(damaged, to: file(store, for: text))
            #expect(try run(text, store: store) == [.string("text")], "byte \(at) changed")
            #expect(try bytes(file(store, for: text)) != damaged)
        }
        write(Array(planted.dropLast(3)), to: file(store, for: text))
        #expect(try run(text, store: store) == [.string("text")])
    }

    /// A file's chunk (`@path`, as `tabhost test` compiles spec files and project modules):
    /// one kept file per path, which a changed text replaces, used only for that very path.
    @Test func aFileKeepsOneChunkPerPathForItsLatestText() throws {
        let directory = try TemporaryDirectory()
        let store = ChunkStore(directory: directory.path)
        let a = "@/project/spec/a_spec.lua", b = "@/other/spec/a_spec.lua"
        func run(_ source: String, as name: String) -> String? {
            luaError {
                let vm = try makeVM()
                _ = try vm.call(try vm.compile(Array(source.utf8), chunkName: name, store: store), [])
            }?.message
        }
        #expect(run("error('one')", as: a) == "/project/spec/a_spec.lua:1: one")
        #expect(run("error('two')", as: a) == "/project/spec/a_spec.lua:1: two")
        let kept = try bytes(store.path(for: a, source: []))
        #expect(kept.count > 0 && store.path(for: a, source: [1]) == store.path(for: a, source: []))
        #expect(run("error('two')", as: a) == "/project/spec/a_spec.lua:1: two")
        write(kept, to: store.path(for: b, source: []))
        #expect(run("error('two')", as: b) == "/other/spec/a_spec.lua:1: two")
    }

    /// Specs run from ever new directories cannot fill the disk: past the limit, the
    /// other files' chunks go (the host's own stay).
    @Test func filesChunksAreBounded() throws {
        let directory = try TemporaryDirectory()
        let store = ChunkStore(directory: directory.path)
        _ = try run(text, store: store)
        let vm = try makeVM()
        for n in 0...ChunkStore.fileLimit {
            _ = try vm.compile(Array("return \(n)".utf8), chunkName: "@/specs/\(n)_spec.lua", store: store)
        }
        let kept = try directory.entries().filter { $0.hasPrefix("file-") }
        #expect(kept.count == 1)
        #expect(kept.first.map { directory.path + "/" + $0 } == store.path(for: "@/specs/\(ChunkStore.fileLimit)_spec.lua", source: []))
        #expect(try directory.entries().contains { $0.hasPrefix("kept-") })
    }

    @Test func anUnwritableDirectoryOnlyMeansCompilingEveryTime() throws {
        let store = ChunkStore(directory: "/proc/self/no-such-cache/tabhost")
        #expect(try run(text, store: store) == [.string("text")])
        #expect(try run(text, store: store) == [.string("text")])
    }
}
