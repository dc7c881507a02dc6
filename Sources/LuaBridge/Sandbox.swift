/// The standard libraries a state can open.
enum LuaLibrary: String, CaseIterable {
    case base = "_G", package, coroutine, table, io, os, string, math, utf8, debug

    /// The library's global name (`_G` for the base library). A raw value, not `"\(self)"`:
    /// that reflection took an eighth of `tabhost render`'s start-up.
    var name: String { rawValue }

    /// What a sandboxed script starts from (`os` is opened only to copy four functions).
    static let sandboxed: [LuaLibrary] = [.base, .coroutine, .table, .string, .math, .utf8, .os]
}

/// The functions the sandbox prelude hands back to the host.
struct SandboxControls {
    /// `preload(name, value)`: makes `require(name)` return `value`.
    let preload: LuaFunction
    /// Lua's own `tostring`, kept before any script can replace the global.
    let tostring: LuaFunction
}

extension LuaVM {
    /// `Lua/sandbox.lua` (built in by the EmbedLua plugin), which shapes the environment of
    /// every script, as the bytes `load` compiles (and `ChunkCache` compares) once per process.
    static let sandboxBytes = Array(LuaBridgeLua.sandbox.utf8)

    /// Opens the libraries `sandbox` allows and runs the prelude that shapes the globals.
    func installSandbox() throws -> SandboxControls {
        let libraries = sandbox.isTrusted ? LuaLibrary.allCases : LuaLibrary.sandboxed
        let host = hostTable(resolver: ModuleResolver(root: sandbox.root))
        let results = try callProtected { state in
            try self.load(Self.sandboxBytes, chunkName: "=tabhost/sandbox.lua", cache: .shared,
                          persistent: true, on: state)
            state.push(self.sandbox.isTrusted ? "trusted" : "sandboxed")
            try self.pushLibraries(libraries, on: state)
            try self.push(host, on: state)
            state.pushKeepCaller()
            state.pushEndLoad()
            return 5
        }
        guard case .table(let controls)? = results.first,
              case .function(let preload) = controls["preload"],
              case .function(let tostring) = controls["tostring"]
        else { throw LuaError(.runtime, "the sandbox prelude returned no controls") }
        return SandboxControls(preload: preload, tostring: tostring)
    }

    /// Pushes a table of freshly opened libraries by name (each opener runs under `pcall`),
    /// with the functions that could escape the time budget replaced by guarded ones.
    private func pushLibraries(_ libraries: [LuaLibrary], on state: LuaState) throws {
        state.createTable(array: 0, hash: libraries.count)
        for library in libraries {
            state.push(library.name)
            state.pushOpener(of: library)
            guard state.pcall(arguments: 0, results: 1, handler: 0) == .ok else {
                throw LuaError(.memory, "cannot open the \(library.name) library: not enough memory")
            }
            state.rawSet(table: -3)
        }
        guard state.installGuards(libraries: state.top, trusted: sandbox.isTrusted) == .ok else {
            throw LuaError(.memory, "cannot install the library guards: not enough memory")
        }
    }

    /// The Swift helpers the prelude uses; they hold the VM `unowned` (it owns them).
    private func hostTable(resolver: ModuleResolver) -> LuaValue {
        let write = function(name: "print") { [unowned self] arguments in
            if case .string(let line) = arguments.value(at: 0) { output(line) }
            return []
        }
        let find = function(name: "require") { [unowned self] arguments in
            guard case .string(let name) = arguments.value(at: 0) else { return [.nil, .string("bad module name")] }
            return try findModule(name, resolver: resolver)
        }
        let record = function(name: "require") { [unowned self] arguments in
            if case .string(let path) = arguments.value(at: 0) { recordRequired(path) }
            return []
        }
        let missed = function(name: "require") { [unowned self] arguments in
            if case .string(let name) = arguments.value(at: 0) { recordSearched(resolver.candidates(for: name)) }
            return []
        }
        return .table(LuaTable(entries: [
            (.string("write"), write), (.string("find"), find), (.string("record"), record),
            (.string("missed"), missed), (.string("path"), .string(resolver.searchPath)),
        ]))
    }

    /// For the sandboxed `require`: the compiled module and its path, or nil and a message
    /// (with the position of the script's `require` call when the module is not found). A
    /// module whose compile ran out of budget throws, naming the line the parser reached.
    private func findModule(_ name: String, resolver: ModuleResolver) throws -> [LuaValue] {
        switch resolver.resolve(name) {
        case .failure(let problem):
            recordSearched(problem.tried)
            return [.nil, .string(positioned(problem.message, level: 2, on: current))]
        case .success(let module):
            recordRequired(module.path)
            do {
                let chunk = try hostOperation { state in
                    try load(module.source, chunkName: "@" + module.path, on: state)
                    return LuaFunction(ref: state.ref(), generation: generation)
                }
                return [.function(chunk), .string(module.path)]
            } catch let error as LuaError where error.kind == .timeout {
                throw error
            } catch {
                return [.nil, .string(String(describing: error))]
            }
        }
    }

    private func recordRequired(_ path: String) {
        if !requiredFiles.contains(path) { requiredFiles.append(path) }
    }

    private func recordSearched(_ paths: [String]) {
        for path in paths where !searchedFiles.contains(path) { searchedFiles.append(path) }
    }
}
