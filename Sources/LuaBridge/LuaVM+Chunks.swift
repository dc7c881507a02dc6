import Synchronization

/// Bytecode of chunks compiled in this process, loaded into the later states (a library such
/// as luassert costs a tenth of its compile time then).
///
/// `compile(_:chunkName:...)` keys by chunk name alone: only for the host's own text and for
/// files that do not change while the process runs (the system's Lua libraries).
/// `load(_:chunkName:cache:on:)` keys by name and exact text, so a script's own text (which
/// may change between loads) is compiled once per version. Scripts themselves never load
/// binary chunks: only the host does, and only bytecode it dumped from that very text.
package final class ChunkCache: Sendable {
    private let chunks = Mutex<[String: [UInt8]]>([:])
    /// Scripts' bytecode by chunk name, with the text it was compiled from: one entry per
    /// name (a changed text replaces it), used only for that very text. Nil bytecode: compiled
    /// once so far (see `compiledBefore`).
    private let compiled = Mutex<[String: (source: [UInt8], bytecode: [UInt8]?)]>([:])
    private let kept = Mutex<ChunkStore?>(nil)

    package init() {}

    /// Where the host's own chunks (the sandbox prelude) are kept between processes; nil (the
    /// default) keeps nothing on disk. The `tabhost` command sets `ChunkStore.standard()`.
    package var store: ChunkStore? {
        get { kept.withLock { $0 } }
        set { kept.withLock { $0 = newValue } }
    }

    /// The cache every spec state shares.
    package static let shared = ChunkCache()

    fileprivate func bytecode(for name: String) -> [UInt8]? {
        chunks.withLock { $0[name] }
    }

    fileprivate func store(_ bytecode: [UInt8], for name: String) {
        chunks.withLock { $0[name] = bytecode }
    }

    /// The bytecode compiled from exactly `source` under `name`, if kept.
    fileprivate func bytecode(for name: String, source: [UInt8]) -> [UInt8]? {
        compiled.withLock { entry in entry[name].flatMap { $0.source == source ? $0.bytecode : nil } }
    }

    /// Whether `source` was compiled under `name` before in this process, noting that it is
    /// now. A chunk is dumped on its second compile: a process with one state (`render`, `run`
    /// without reloads) never pays for the dump.
    fileprivate func compiledBefore(_ name: String, source: [UInt8]) -> Bool {
        compiled.withLock { entries in
            if let entry = entries[name], entry.source == source { return true }
            entries[name] = (source, nil)
            return false
        }
    }

    fileprivate func store(_ bytecode: [UInt8], for name: String, source: [UInt8]) {
        compiled.withLock { $0[name] = (source, bytecode) }
    }
}

/// Chunks compiled without running them, and the debug library for the host's own chunks.
extension LuaVM {
    /// Compiles the text chunk `source` and pushes it, through `cache`: the first two states
    /// compile it, the later ones load the bytecode dumped from that very text (with its
    /// debug information, so errors read the same). Every spec that opens a script, and every
    /// state's sandbox prelude, would otherwise parse it again.
    ///
    /// `persistent` (the host's own text only): also through the cache's `store` on disk, so
    /// that even a process's first state loads bytecode (a file that fails to load is ignored).
    func load(_ source: [UInt8], chunkName: String, cache: ChunkCache, persistent: Bool = false,
              on state: LuaState) throws {
        if let bytecode = cache.bytecode(for: chunkName, source: source) {
            let status = enforcingCap(on: state) { state.loadBinary(bytecode, chunkName: chunkName) }
            guard status == .ok else { throw error(status: status, on: state) }
            return
        }
        if persistent, let store = cache.store {
            cache.store(try load(source, chunkName: chunkName, through: store, on: state), for: chunkName, source: source)
            return
        }
        try load(source, chunkName: chunkName, on: state)
        if cache.compiledBefore(chunkName, source: source) { cache.store(state.dump(), for: chunkName, source: source) }
    }

    /// Compiles a text chunk without running it; its globals are `environment` when given
    /// (a table made with `reference(_:)`, pushed as the chunk's `_ENV`), else the state's.
    ///
    /// With a `cache`, the bytecode is kept there under `chunkName` and loaded from there next
    /// time, in any state, without reading `contents` again. With a `store` (else the cache's),
    /// a process's first compile of exactly that text loads the bytecode kept on disk.
    package func compile(_ contents: @autoclosure () throws -> [UInt8], chunkName: String,
                        environment: LuaValue? = nil, cache: ChunkCache? = nil, store: ChunkStore? = nil) throws -> LuaFunction {
        try hostOperation { state in
            if let bytecode = cache?.bytecode(for: chunkName) {
                let status = enforcingCap(on: state) { state.loadBinary(bytecode, chunkName: chunkName) }
                guard status == .ok else { throw error(status: status, on: state) }
            } else if let store = store ?? cache?.store {
                let bytecode = try load(try contents(), chunkName: chunkName, through: store, on: state)
                cache?.store(bytecode, for: chunkName)
            } else {
                try load(try contents(), chunkName: chunkName, on: state)
                cache?.store(state.dump(), for: chunkName)
            }
            if let environment {
                let function = state.top
                try push(environment, on: state)
                state.setUpvalue(of: function, index: 1)
            }
            return LuaFunction(ref: state.ref(), generation: generation)
        }
    }

    /// Pushes the chunk `source` from the bytecode `store` keeps for exactly that text, else
    /// (none kept, or it does not load) compiled and kept there; the bytecode pushed.
    private func load(_ source: [UInt8], chunkName: String, through store: ChunkStore, on state: LuaState) throws -> [UInt8] {
        if let bytecode = store.bytecode(for: chunkName, source: source) {
            if enforcingCap(on: state, { state.loadBinary(bytecode, chunkName: chunkName) }) == .ok { return bytecode }
            state.pop()
        }
        try load(source, chunkName: chunkName, on: state)
        let bytecode = state.dump()
        store.save(bytecode, for: chunkName, source: source)
        return bytecode
    }

    /// `compile` of the file at `path` as `lua` reads a file: chunk name `@path`, a first
    /// line starting with `#` skipped; `contents` are read from the file when not given.
    package func compile(file path: String, contents: [UInt8]? = nil, environment: LuaValue? = nil,
                        cache: ChunkCache? = nil, store: ChunkStore? = nil) throws -> LuaFunction {
        try compile(try ScriptFile.withoutPreamble(contents ?? Self.read(path)), chunkName: "@" + path,
                    environment: environment, cache: cache, store: store)
    }

    private static func read(_ path: String) throws -> [UInt8] {
        do {
            return try ScriptFile.read(path)
        } catch {
            var failure = LuaError(.file, error.description)
            failure.file = path
            throw failure
        }
    }

    /// A fresh copy of the debug library as a value, never set as a global: for a host chunk
    /// that must read frames itself (luassert's `debug.getinfo` in a sandboxed spec) and keeps
    /// the table to itself, so scripts never reach it.
    package func openDebugLibrary() throws -> LuaValue {
        try hostOperation { state in
            state.pushOpener(of: .debug)
            guard state.pcall(arguments: 0, results: 1, handler: 0) == .ok else {
                throw LuaError(.memory, "cannot open the debug library: not enough memory")
            }
            let typeName = state.type(at: -1).name
            return .object(LuaReference(ref: state.ref(), generation: generation, typeName: typeName))
        }
    }
}
