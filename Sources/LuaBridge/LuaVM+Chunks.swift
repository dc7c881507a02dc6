import Synchronization

/// Bytecode of trusted chunks compiled once per process and loaded into every state after
/// the first (a library such as luassert costs a tenth of its compile time then).
///
/// Keyed by chunk name: only for the host's own text and for files that do not change
/// while the process runs (the system's Lua libraries). Scripts never load binary chunks.
public final class ChunkCache: Sendable {
    private let chunks = Mutex<[String: [UInt8]]>([:])

    public init() {}

    /// The cache every spec state shares.
    public static let shared = ChunkCache()

    fileprivate func bytecode(for name: String) -> [UInt8]? {
        chunks.withLock { $0[name] }
    }

    fileprivate func store(_ bytecode: [UInt8], for name: String) {
        chunks.withLock { $0[name] = bytecode }
    }
}

/// Chunks compiled without running them, and frames read as `debug.getinfo` reads them.
extension LuaVM {
    /// Compiles a text chunk without running it; its globals are `environment` when given
    /// (a table made with `reference(_:)`, pushed as the chunk's `_ENV`), else the state's.
    ///
    /// With a `cache`, the bytecode is kept there under `chunkName` and loaded from there next
    /// time, in any state, without reading `contents` again.
    public func compile(_ contents: @autoclosure () throws -> [UInt8], chunkName: String,
                        environment: LuaValue? = nil, cache: ChunkCache? = nil) throws -> LuaFunction {
        try hostOperation { state in
            if let bytecode = cache?.bytecode(for: chunkName) {
                let status = enforcingCap(on: state) { state.loadBinary(bytecode, chunkName: chunkName) }
                guard status == .ok else { throw error(status: status, on: state) }
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

    /// `compile` of the file at `path` as `lua` reads a file: chunk name `@path`, a first
    /// line starting with `#` skipped; `contents` are read from the file when not given.
    public func compile(file path: String, contents: [UInt8]? = nil, environment: LuaValue? = nil,
                        cache: ChunkCache? = nil) throws -> LuaFunction {
        try compile(try ScriptFile.withoutPreamble(contents ?? Self.read(path)), chunkName: "@" + path,
                    environment: environment, cache: cache)
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

    /// `debug.getinfo(level, "Sl")` as seen from the Swift function running now: level 1 is
    /// its Lua caller. Nil past the top of the stack.
    public func frame(level: Int) -> LuaFrame? {
        current.frame(level: level)
    }

    /// `debug.getinfo(function, "S")`; nil for a function of another VM.
    public func frame(of function: LuaFunction) -> LuaFrame? {
        hostOperation { state in
            guard (try? push(.function(function), on: state)) != nil else { return nil }
            return state.functionFrame()
        }
    }
}
