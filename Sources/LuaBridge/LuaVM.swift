import Synchronization

/// One Lua state running one generation of a script, with limits and a sandbox.
///
/// Not `Sendable`: keep a VM on one actor. Every call into Lua is protected (`lua_pcall`
/// with a traceback handler) and runs under `limits`; Lua errors come back as `LuaError`.
/// Values from another VM (an older generation after a hot reload) are refused.
///
/// Every Lua function or userdata converted to Swift holds a registry reference for the
/// VM's lifetime; `release(_:)` frees one early (worth it only for values made per event).
package final class LuaVM {
    private static let generations = Atomic<UInt64>(0)

    /// Unique per VM in the process; tags every `LuaFunction` and `LuaReference` it hands out.
    package let generation: UInt64
    /// The limits of the next calls into Lua (a running call keeps the ones it started with).
    package var limits: LuaLimits {
        didSet { account.limit = limits.memory }
    }
    /// What the heap and the host data kept for the script hold against the cap; its limit is
    /// `limits.memory`, which also bounds the accounts below it (`init(limits:sandbox:parent:)`).
    package let account: MemoryAccount
    /// Receives each line Lua's `print` writes (arguments converted by `tostring`, tab-separated).
    package var output: (String) -> Void
    /// Files loaded by `require`, in load order, as resolved paths (for hot reload watching).
    package internal(set) var requiredFiles: [String] = []
    /// Files a `require` looked for under the script's directory and did not find, in order
    /// (watched too: creating one is worth a reload).
    package internal(set) var searchedFiles: [String] = []
    /// What the script may use.
    package let sandbox: LuaSandbox
    /// Whether a call into this state ran out of its time budget or met the memory cap
    /// (even one the script caught): such a state is not put back for reuse (`LuaSnapshot`).
    package internal(set) var hitLimit = false
    /// What the watchdog's message calls this state (the script's path, say).
    package var label = "a script" {
        didSet { LuaWatchdog.watch(main.contextAddress, label: label) }
    }

    /// The main thread of the state.
    let main: LuaState
    /// The thread the innermost call from Lua into Swift came from (re-entrant calls use it).
    var current: LuaState
    /// `preload` and the original `tostring`, from the sandbox prelude.
    var controls: SandboxControls?

    /// A fresh Lua state with the libraries `sandbox` allows; what it holds is charged to
    /// `parent` too (the account of the state it was opened for, see `MemoryAccount`).
    ///
    /// Throws when the state cannot be created or the sandbox cannot be installed.
    package init(limits: LuaLimits = LuaLimits(), sandbox: LuaSandbox, parent: MemoryAccount? = nil) throws {
        let account = MemoryAccount(limit: limits.memory)
        account.attach(to: parent)
        guard let main = LuaState.open(account: account.pointer) else {
            throw LuaError(.memory, "cannot create a Lua state: not enough memory")
        }
        generation = Self.generations.add(1, ordering: .relaxed).newValue
        self.limits = limits
        self.account = account
        self.sandbox = sandbox
        self.main = main
        current = main
        output = { print($0) }
        main.host = Unmanaged.passUnretained(self).toOpaque()
        controls = try installSandbox()
        LuaWatchdog.watch(main.contextAddress, label: label)
    }

    deinit {
        main.host = nil
        let frame = beginLimits(on: main) // bounds the script finalizers that lua_close runs
        main.close()
        LuaState.watch(frame.watched)
    }

    /// Loads the text chunk at `path` (chunk name `@path`, so errors read `path:line: ...`)
    /// and calls it; returns what it returns.
    ///
    /// A first line starting with `#` is skipped, as `lua` does. Binary chunks are refused.
    package func run(file path: String) throws -> [LuaValue] {
        let bytes: [UInt8]
        do {
            bytes = try ScriptFile.read(path)
        } catch {
            var failure = LuaError(.file, error.description)
            failure.file = path
            throw failure
        }
        return try run(file: path, contents: bytes)
    }

    /// Runs `contents` as the file at `path` (chunk name `@path`, preamble skipped), for a
    /// host that has already read the file for its own use.
    package func run(file path: String, contents: [UInt8], reading: LuaReading = .snapshot) throws -> [LuaValue] {
        try run(ScriptFile.withoutPreamble(contents), chunkName: "@" + path, reading: reading)
    }

    /// Loads `source` as a chunk named `name` (errors read `name:line: ...`) and calls it.
    package func run(source: String, name: String, reading: LuaReading = .snapshot) throws -> [LuaValue] {
        try run(Array(source.utf8), chunkName: "=" + name, reading: reading)
    }

    /// Calls a Lua function of this VM with `args`; returns its results, read as `reading`
    /// says (snapshots by default).
    ///
    /// Throws `LuaError` for Lua errors, timeouts and the memory cap, and a `.runtime` error
    /// for a function of another VM (one from before a reload).
    package func call(_ function: LuaFunction, _ args: [LuaValue], reading: LuaReading = .snapshot) throws -> [LuaValue] {
        try callProtected(reading: reading) { state in
            try self.push(.function(function), on: state)
            for argument in args { try self.push(argument, on: state) }
            return Int32(args.count)
        }
    }

    /// Sets the global `name` (raw, no metamethod runs). A value of another VM sets nil.
    package func setGlobal(_ name: String, _ value: LuaValue) {
        hostOperation { state in
            state.pushGlobals()
            let globals = state.top
            state.push(name)
            do {
                try push(value, on: state)
            } catch {
                state.setTop(globals + 1)
                state.pushNil()
            }
            state.rawSet(table: globals)
        }
    }

    /// Makes `require(module)` return `value`, before any file is searched.
    ///
    /// A `.table` is pushed once, so every `require` returns the same table; to share one
    /// table with a global as well, pass the result of `reference(_:)` to both.
    package func preload(_ module: String, _ value: LuaValue) {
        guard let controls else { return }
        _ = try? call(controls.preload, [.string(module), value])
    }

    /// Keeps a Lua copy of `value` and returns it as `.object`, so that the very same Lua
    /// value (one table, say) can be pushed many times.
    package func reference(_ value: LuaValue) throws -> LuaValue {
        try hostOperation { state in
            try push(value, on: state)
            let typeName = state.type(at: -1).name
            return .object(LuaReference(ref: state.ref(), generation: generation, typeName: typeName))
        }
    }

    /// The value behind a `.object` as a plain snapshot (a table becomes a `LuaTable`, read
    /// with raw access), so data can be carried to another VM; other values come back as
    /// they are.
    package func snapshot(_ value: LuaValue) throws -> LuaValue {
        guard case .object = value else { return value }
        return try hostOperation { state in
            try push(value, on: state)
            var reader = ValueReader(vm: self, state: state)
            return try reader.value(at: state.top)
        }
    }

    /// Drops the registry reference behind a `.function` or `.object` of this VM, so Lua can
    /// collect the value once nothing else uses it. Do not use the released value afterwards.
    package func release(_ value: LuaValue) {
        switch value {
        case .function(let function) where function.generation == generation:
            hostOperation { $0.unref(function.ref) }
        case .object(let reference) where reference.generation == generation:
            hostOperation { state in
                forgetProxy(reference, on: state)
                state.unref(reference.ref)
            }
        default:
            break
        }
    }

    /// Inside a Swift function called from Lua: the file and line of its Lua caller
    /// (`level` 1), or of callers further up. Nil when that frame is not a Lua function.
    package func callerLocation(level: Int = 1) -> (file: String, line: Int)? {
        current.location(level: level)
    }

    /// Runs a full garbage collection cycle (script finalizers run under the time budget).
    package func collectGarbage() {
        hostOperation { $0.collectGarbage() }
    }

    /// Lets the heap grow by `percent` (200, Lua's default, doubles it) before the incremental
    /// collector starts its next cycle: more memory for less collecting. The memory cap still
    /// holds: an allocation it refuses collects everything first.
    package func setCollectorPause(_ percent: Int) {
        hostOperation { $0.setCollectorPause(Int32(clamping: percent)) }
    }

    /// Bytes the Lua heap holds now.
    package var memoryInUse: Int { main.usedBytes }

    private func run(_ bytes: [UInt8], chunkName: String, reading: LuaReading) throws -> [LuaValue] {
        try callProtected(reading: reading) { state in
            try self.load(bytes, chunkName: chunkName, cache: .shared, on: state)
            return 0
        }
    }
}
