import CLua
import CLuaShim

/// A `lua_State*` (the main state or a coroutine thread) and the primitive operations the
/// bridge builds on.
///
/// This is the only Swift file that calls the Lua C API. Every operation here either cannot
/// raise a Lua error (raw access, type checks, pushes while the memory cap is relaxed) or is
/// protected (`pcall`, `load`, which return a status). Only a real out-of-memory can still
/// raise, and that reaches the panic handler, which aborts.
struct LuaState {
    let pointer: OpaquePointer

    /// Stack slots one conversion step may use.
    static let minimumStack: Int32 = LUA_MINSTACK

    /// The monotonic clock the count hook compares deadlines with, in seconds.
    static func now() -> Double { clua_now() }

    // MARK: - Lifetime

    /// A new state with the capped allocator and the panic handler (no hook: the deadline
    /// alarm arms it, `watch()`), its heap charged to `account` (which must outlive it).
    static func open(account: UnsafeMutablePointer<clua_account>) -> LuaState? {
        let context = UnsafeMutablePointer<clua_context>.allocate(capacity: 1)
        context.initialize(to: clua_context())
        context.pointee.memory.account = account
        guard let pointer = lua_newstate(clua_alloc, clua_context_ud(context)) else {
            clua_release_pages(clua_context_arena(context))
            context.deallocate()
            return nil
        }
        let state = LuaState(pointer: pointer)
        lua_atpanic(pointer, clua_panic)
        return state
    }

    /// Closes the state (running every pending `__gc`) and frees its context.
    /// The watchdog looks after the finalizers `lua_close` runs, and lets go before the
    /// context is freed. The alarm watches no thread of it while it is freed (each finalizer's
    /// coroutine is watched while it runs); the caller puts back what it watched before.
    func close() {
        let context = clua_context_of(pointer)
        _ = clua_watch(nil)
        lua_close(pointer)
        if let context {
            LuaWatchdog.unwatch(UnsafeMutableRawPointer(context))
            clua_release_pages(clua_context_arena(context))
            context.deallocate()
        }
    }

    /// Runs a full garbage collection cycle (finalizer errors become ignored warnings).
    func collectGarbage() { _ = clua_gc_collect(pointer) }
    func setCollectorPause(_ percent: Int32) { _ = clua_gc_pause(pointer, percent) }

    /// Makes this the thread the deadline alarm stops on this OS thread (call it once its
    /// call's deadline is set); returns the one it replaces, for `LuaState.watch(_:)`.
    func watch() -> OpaquePointer? { clua_watch(pointer) }

    /// Puts back the thread a `watch()` replaced (nil: none).
    static func watch(_ thread: OpaquePointer?) { _ = clua_watch(thread) }

    /// The deadline of the call this OS thread is running script code for, whatever its
    /// state, and the budget its message names; nil when none runs.
    static func runningDeadline() -> (deadline: Double, budgetMilliseconds: Int)? {
        var milliseconds: Int32 = 0
        let deadline = clua_running_deadline(&milliseconds)
        return deadline > 0 ? (deadline, Int(milliseconds)) : nil
    }

    /// Notes that the running call's deadline has passed and arms the count hook to fire on
    /// this thread's next instruction.
    func expire() { clua_expire(pointer) }

    // MARK: - The state's context (clua_context.h: the allocator's part, the time budget's)

    private var context: UnsafeMutablePointer<clua_context> { clua_context_of(pointer) }

    /// The limits the allocator and the count hook apply right now.
    var limitState: LimitState {
        get {
            let memory = context.pointee.memory, deadline = context.pointee.deadline
            return LimitState(
                cap: Int(memory.cap), enforce: memory.enforce != 0, deadline: deadline.at,
                budgetMilliseconds: Int(deadline.budget_ms), timedOut: deadline.timed_out != 0,
                refused: memory.refused != 0)
        }
        nonmutating set {
            context.pointee.memory.cap = newValue.cap > 0 ? size_t(newValue.cap) : 0
            context.pointee.memory.enforce = newValue.enforce ? 1 : 0
            context.pointee.memory.refused = newValue.refused ? 1 : 0
            context.pointee.deadline.at = newValue.deadline
            context.pointee.deadline.budget_ms = Int32(clamping: newValue.budgetMilliseconds)
            context.pointee.deadline.timed_out = newValue.timedOut ? 1 : 0
        }
    }

    /// Whether the allocator applies the cap (set only while script code runs).
    var enforcesCap: Bool {
        get { context.pointee.memory.enforce != 0 }
        nonmutating set { context.pointee.memory.enforce = newValue ? 1 : 0 }
    }

    /// The context's address, the watchdog's handle on this state.
    var contextAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(context) }

    /// Publishes the deadline of the running call to the watchdog thread (0: none running).
    func publishDeadline(_ deadline: Double) { clua_deadline_publish(clua_context_deadline(context), deadline) }

    /// The deadline last published on the context at `address` (from any thread).
    static func publishedDeadline(at address: UnsafeMutableRawPointer) -> Double {
        clua_deadline_published(clua_context_deadline(address.assumingMemoryBound(to: clua_context.self)))
    }

    /// Bytes the state has allocated.
    var usedBytes: Int { Int(context.pointee.memory.used) }

    /// The owning `LuaVM`, unretained; nil once it is closing.
    var host: UnsafeMutableRawPointer? {
        get { context.pointee.host }
        nonmutating set { context.pointee.host = newValue }
    }

    // MARK: - Stack

    var top: Int32 { lua_gettop(pointer) }
    func setTop(_ index: Int32) { lua_settop(pointer, index) }
    func pop(_ count: Int32 = 1) { clua_pop(pointer, count) }
    func checkStack(_ extra: Int32) -> Bool { lua_checkstack(pointer, extra) != 0 }
    func absolute(_ index: Int32) -> Int32 { lua_absindex(pointer, index) }
    func pushCopy(of index: Int32) { lua_pushvalue(pointer, index) }
    func copy(_ from: Int32, to index: Int32) { lua_copy(pointer, from, index) }

    // MARK: - Reading

    func type(at index: Int32) -> LuaType { LuaType(code: lua_type(pointer, index)) }
    func boolean(at index: Int32) -> Bool { lua_toboolean(pointer, index) != 0 }
    func isInteger(at index: Int32) -> Bool { lua_isinteger(pointer, index) != 0 }
    func integer(at index: Int32) -> Int64 { clua_tointeger(pointer, index) }
    func number(at index: Int32) -> Double { clua_tonumber(pointer, index) }
    func identity(at index: Int32) -> UnsafeRawPointer? { lua_topointer(pointer, index) }

    /// The string at `index`, only if it is a real string (numbers are never converted in place).
    func string(at index: Int32) -> String? {
        guard type(at: index) == .string else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(pointer, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// Pushes `text` and returns its bytes in this state, valid while the string stays on the
    /// stack: a short string's are those of Lua's one copy of it, which any equal key shares.
    func pushInterned(_ text: String) -> UnsafePointer<CChar>? {
        push(text)
        return lua_tolstring(pointer, -1, nil)
    }

    /// Calls `body` with the bytes of the string at `index` (valid only during the call), if
    /// it is a real string; nothing is copied.
    func withBytes<T>(at index: Int32, _ body: (UnsafeRawBufferPointer) -> T) -> T? {
        guard type(at: index) == .string else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(pointer, index, &length) else { return nil }
        return body(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    // MARK: - Pushing

    func pushNil() { lua_pushnil(pointer) }
    func push(_ value: Bool) { lua_pushboolean(pointer, value ? 1 : 0) }
    func push(_ value: Int64) { lua_pushinteger(pointer, value) }
    func push(_ value: Double) { lua_pushnumber(pointer, value) }
    func pushGlobals() { clua_pushglobaltable(pointer) }
    func pushMessageHandler() { clua_pushcfunction(pointer, clua_traceback) }
    /// Pushes `keepCaller(f)` (requires.c): wraps a host Lua function so that its caller's
    /// frame stays on the stack, tail call or not.
    func pushKeepCaller() { clua_pushcfunction(pointer, clua_keep_caller) }
    /// Pushes `endLoad` (requires.c), the `__close` that ends a module's load.
    func pushEndLoad() { clua_pushcfunction(pointer, clua_end_load) }

    /// `string.find(subject, pattern)` by the shim's matcher, protected: whether the pattern
    /// occurs in `subject`, or Lua's message (`malformed pattern ...`).
    func find(_ pattern: String, in subject: String) -> Result<Bool, LuaError> {
        clua_pushcfunction(pointer, clua_string_find)
        push(subject)
        push(pattern)
        let status = pcall(arguments: 2, results: 1, handler: 0)
        defer { pop() }
        guard status == .ok else { return .failure(LuaError(.runtime, string(at: -1) ?? "error in a pattern")) }
        return .success(type(at: -1) != .nil)
    }

    /// Pushes `line(level)` (calls.c): the current line `level` frames up, without a table.
    func pushCurrentLine() { clua_pushcfunction(pointer, clua_current_line) }
    /// Pushes `restore(kept, metas, sizes)` (snapshot.c), the C half of `LuaSnapshot`.
    func pushSnapshotRestorer() { clua_pushcfunction(pointer, clua_snapshot_restore) }
    func pushSnapshotCopier() { clua_pushcfunction(pointer, clua_snapshot_copy) }

    /// Pushes `call(fn)` (budgeted.c), which runs `fn` with a budget of `seconds` (0: none).
    func pushBudgetedCall(seconds: Double) {
        lua_pushnumber(pointer, seconds)
        lua_pushcclosure(pointer, clua_budgeted_call, 1)
    }

    /// Pushes the error object of the last failed budgeted call, its timeout and cap flags
    /// restored on the context, under that call's deadline when it is the earlier; its status.
    func takeBudgetedFailure() -> LuaStatus {
        LuaStatus(code: clua_take_budgeted_failure(pointer))
    }

    /// Gives the code running on this thread a fresh budget of `seconds` (0: none) from now.
    func restartBudget(seconds: Double) {
        clua_restart_budget(pointer, seconds)
    }

    /// The traceback and the `file:line:` of the last error the message handler saw (nil
    /// when it has not run since the last call), which is then forgotten.
    func takeErrorReport() -> (traceback: String, position: String)? {
        clua_take_report(pointer)
        defer { pop() }
        guard type(at: -1) == .table else { return nil }
        rawGet(table: -1, index: 1)
        rawGet(table: -2, index: 2)
        defer { pop(2) }
        return (string(at: -2) ?? "", string(at: -1) ?? "")
    }

    func push(_ value: String) {
        var text = value
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(pointer, $0.baseAddress, $0.count) }
        }
    }

    /// Pushes a string of these bytes.
    func push(bytes: UnsafeRawBufferPointer) {
        _ = lua_pushlstring(pointer, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
    }

    /// Pushes a new full userdata of `size` bytes and returns its memory.
    func pushUserdata(size: Int) -> UnsafeMutableRawPointer {
        lua_newuserdatauv(pointer, size, 0)
    }

    // MARK: - Tables (raw access only: no metamethod ever runs)

    func createTable(array: Int, hash: Int) {
        lua_createtable(pointer, Int32(clamping: array), Int32(clamping: hash))
    }

    /// Pops a key and pushes `table[key]`.
    @discardableResult
    func rawGet(table: Int32) -> LuaType { LuaType(code: lua_rawget(pointer, table)) }

    @discardableResult
    func rawGet(table: Int32, index: Int64) -> LuaType { LuaType(code: lua_rawgeti(pointer, table, index)) }
    /// The raw length of the table at `index` (a border of its sequence, no `__len`).
    func rawLength(of table: Int32) -> Int { Int(lua_rawlen(pointer, table)) }

    /// Pops a value and a key (pushed in that order: key, then value) and sets `table[key]`.
    func rawSet(table: Int32) { lua_rawset(pointer, table) }

    /// Pops a value and sets `table[index]`.
    func rawSet(table: Int32, index: Int64) { lua_rawseti(pointer, table, index) }

    /// Pops a key and pushes the next key and value; false (nothing pushed) at the end.
    func next(table: Int32) -> Bool { lua_next(pointer, table) != 0 }

    /// Pushes the metatable of the value at `index`; false (nothing pushed) when it has none.
    func pushMetatable(of index: Int32) -> Bool { lua_getmetatable(pointer, index) != 0 }

    /// Pops a table and sets it as the metatable of the value at `index`.
    func setMetatable(of index: Int32) { lua_setmetatable(pointer, index) }

    // MARK: - Registry references

    /// Pops a value and returns a registry reference that keeps it alive.
    func ref() -> Int32 { luaL_ref(pointer, clua_registryindex()) }
    func unref(_ ref: Int32) { luaL_unref(pointer, clua_registryindex(), ref) }
    func pushRef(_ ref: Int32) { lua_rawgeti(pointer, clua_registryindex(), Int64(ref)) }

    // MARK: - Calls and chunks

    /// `lua_pcall`; `handler` is the stack index of the message handler or 0.
    func pcall(arguments: Int32, results: Int32, handler: Int32) -> LuaStatus {
        LuaStatus(code: clua_pcall(pointer, arguments, results, handler))
    }

    /// Calls `pcall` with every result (`LUA_MULTRET`).
    func pcall(arguments: Int32, handler: Int32) -> LuaStatus {
        pcall(arguments: arguments, results: LUA_MULTRET, handler: handler)
    }

    /// Compiles a text chunk and pushes it as a function (or pushes the error message).
    func load(_ bytes: [UInt8], chunkName: String) -> LuaStatus {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                LuaStatus(code: clua_load_text(pointer, chars.baseAddress, chars.count, chunkName))
            }
        }
    }

    /// Loads a binary chunk made by `dump` (only ever the host's own bytecode) and pushes it.
    func loadBinary(_ bytes: [UInt8], chunkName: String) -> LuaStatus {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                LuaStatus(code: luaL_loadbufferx(pointer, chars.baseAddress, chars.count, chunkName, "b"))
            }
        }
    }

    /// The GNU build id of the loaded Lua library (what its bytecode is specific to), if any.
    static func libraryBuildID() -> [UInt8]? {
        var id = [UInt8](repeating: 0, count: 64)
        let length = clua_library_build_id(&id, id.count)
        return length > 0 ? Array(id[..<length]) : nil
    }

    /// The bytecode of the Lua function at the top (left there), with its debug information.
    func dump() -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeMutablePointer(to: &bytes) { out in
            _ = lua_dump(pointer, { _, data, size, target in
                guard let data, let target else { return 1 }
                target.assumingMemoryBound(to: [UInt8].self).pointee
                    .append(contentsOf: UnsafeRawBufferPointer(start: data, count: size))
                return 0
            }, out, 0)
        }
        return bytes
    }

    /// Pops a value and makes it upvalue `index` of the function at `function` (a main
    /// chunk's first upvalue is its `_ENV`).
    func setUpvalue(of function: Int32, index: Int32) {
        if lua_setupvalue(pointer, function, index) == nil { pop(1) }
    }

    /// Pushes the function that opens a standard library (call it with `pcall`).
    func pushOpener(of library: LuaLibrary) {
        clua_pushcfunction(pointer, Self.opener(of: library))
    }

    /// Replaces, in the table of libraries at `libraries`, the functions that could run
    /// script code out of the time budget's reach (`clua_install_guards`).
    func installGuards(libraries: Int32, trusted: Bool) -> LuaStatus {
        clua_pushcfunction(pointer, clua_install_guards)
        pushCopy(of: libraries)
        push(trusted)
        return pcall(arguments: 2, results: 0, handler: 0)
    }

    private static func opener(of library: LuaLibrary) -> lua_CFunction {
        switch library {
        case .base: luaopen_base
        case .package: luaopen_package
        case .coroutine: luaopen_coroutine
        case .table: luaopen_table
        case .io: luaopen_io
        case .os: luaopen_os
        case .string: luaopen_string
        case .math: luaopen_math
        case .utf8: luaopen_utf8
        case .debug: luaopen_debug
        }
    }

    // MARK: - Swift functions

    /// Pushes a Lua function that calls the boxed Swift function through the C trampoline.
    ///
    /// The box is retained by a userdata upvalue whose `__gc` releases it, so its lifetime
    /// follows Lua's collector (and ends at `lua_close` at the latest).
    func pushFunction(_ box: Unmanaged<AnyObject>) {
        let slot = pushUserdata(size: MemoryLayout<UnsafeMutableRawPointer?>.size)
        slot.storeBytes(of: box.toOpaque(), as: UnsafeMutableRawPointer?.self)
        if luaL_newmetatable(pointer, CLUA_BOX_METATABLE) != 0 {
            setField("__gc") { clua_pushcfunction(pointer, releaseBox) }
            setField("__metatable") { push(false) }
        }
        setMetatable(of: -2)
        lua_pushcclosure(pointer, clua_trampoline, 1)
    }

    /// Sets `table[name]` (raw) on the table at the top to the value `pushValue` pushes.
    func setField(_ name: String, _ pushValue: () -> Void) {
        push(name)
        pushValue()
        rawSet(table: -3)
    }

    // MARK: - Debug information

    /// The source and current line of the function `level` frames up, if it is a Lua function.
    func location(level: Int) -> (file: String, line: Int)? {
        var record = lua_Debug()
        guard lua_getstack(pointer, Int32(clamping: level), &record) != 0,
              lua_getinfo(pointer, "Sl", &record) != 0,
              record.currentline > 0
        else { return nil }
        return (Self.shortSource(of: record), Int(record.currentline))
    }

    /// `file:line:` of the Lua function `level` frames up, or "" when it is a C function (as
    /// `luaL_where`); a host chunk there (`=tabhost/*`) is passed over for the script code
    /// that called it.
    func scriptPosition(level: Int) -> String {
        clua_push_position(pointer, Int32(clamping: level), 1)
        defer { pop() }
        return string(at: -1) ?? ""
    }

    /// Where the script's function at `index` starts, as `file:line:` (line 1 for a main
    /// chunk), and whether it is a main chunk; nil for a C function or a host chunk.
    func start(ofFunctionAt index: Int32) -> (position: String, main: Bool)? {
        guard type(at: index) == .function else { return nil }
        pushCopy(of: index)
        var record = lua_Debug()
        guard lua_getinfo(pointer, ">S", &record) != 0, record.linedefined >= 0, let source = record.source,
              !String(cString: source).hasPrefix(LuaError.hostChunkPrefix), String(cString: record.what) != "C"
        else { return nil }
        return ("\(Self.shortSource(of: record)):\(max(1, record.linedefined)):", record.linedefined == 0)
    }

    /// The source and first line of the function at the top of the stack, which is popped;
    /// nil for a function not written in Lua.
    func definition() -> (file: String, line: Int)? {
        var record = lua_Debug()
        guard lua_getinfo(pointer, ">S", &record) != 0, record.linedefined > 0 else { return nil }
        return (Self.shortSource(of: record), Int(record.linedefined))
    }

    /// The chunk name as Lua shortens it for messages (`short_src`).
    private static func shortSource(of record: lua_Debug) -> String {
        withUnsafeBytes(of: record.short_src) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// `__gc` of the box userdata: releases the Swift object once (never raises).
private let releaseBox: lua_CFunction = { pointer in
    guard let slot = lua_touserdata(pointer, 1) else { return 0 }
    if let box = slot.load(as: UnsafeMutableRawPointer?.self) {
        slot.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        Unmanaged<AnyObject>.fromOpaque(box).release()
    }
    return 0
}

/// Lua's basic types (`lua_type`).
enum LuaType: Equatable {
    case none, `nil`, boolean, lightUserdata, number, string, table, function, userdata, thread

    init(code: Int32) {
        switch code {
        case LUA_TNIL: self = .nil
        case LUA_TBOOLEAN: self = .boolean
        case LUA_TLIGHTUSERDATA: self = .lightUserdata
        case LUA_TNUMBER: self = .number
        case LUA_TSTRING: self = .string
        case LUA_TTABLE: self = .table
        case LUA_TFUNCTION: self = .function
        case LUA_TUSERDATA: self = .userdata
        case LUA_TTHREAD: self = .thread
        default: self = .none
        }
    }

    /// The name Lua's `type()` gives.
    var name: String {
        switch self {
        case .none: "no value"
        case .nil: "nil"
        case .boolean: "boolean"
        case .lightUserdata, .userdata: "userdata"
        case .number: "number"
        case .string: "string"
        case .table: "table"
        case .function: "function"
        case .thread: "thread"
        }
    }
}

/// The status codes of `lua_pcall` and `lua_load`.
enum LuaStatus: Equatable {
    case ok, yield, runtime, syntax, memory, handler

    init(code: Int32) {
        switch code {
        case LUA_OK: self = .ok
        case LUA_YIELD: self = .yield
        case LUA_ERRSYNTAX: self = .syntax
        case LUA_ERRMEM: self = .memory
        case LUA_ERRERR: self = .handler
        default: self = .runtime
        }
    }
}
