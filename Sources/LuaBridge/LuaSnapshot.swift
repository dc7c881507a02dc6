/// What a Lua state holds at one moment, and `restore()`, which puts it back: for a host that
/// runs one script after another in the same state (a spec thread's apps) instead of making a
/// state for each (opening the libraries and the sandbox is most of what a small script costs).
///
/// Taken when made: the registry's entries, and every table a script can reach: those
/// reachable from the globals and the basic types' metatables (through tables' keys, values
/// and metatables, functions' upvalues and userdata's metatables), each with its entries
/// and its metatable, and the basic types' metatables themselves. `restore` puts all of them
/// back, so the globals, the libraries, the sandbox's `require` cache, the string metatable
/// and the registry (every registry reference made since is released with it) are as they
/// were; then it collects garbage, so the next script starts with the heap of a new state.
///
/// Only for sandboxed states, where nothing else can change: a script has no debug library
/// (to set upvalues, hooks or the metatables of other types) and no finalizers (the
/// sandbox's `setmetatable` refuses `__gc`, so the collection runs no script code). Not
/// restored: the heap's layout (tables the last script grew stay grown), and so when the
/// collector runs next. The Swift side of the VM is the caller's: `restore` also forgets the
/// files `require` recorded, and the caller sets `limits`, `output` and `label` for the next use.
package final class LuaSnapshot {
    private let vm: LuaVM
    private let restorer: LuaFunction

    /// Takes the snapshot of `vm`, a sandboxed state, as it is now.
    package init(of vm: LuaVM) throws {
        guard !vm.sandbox.isTrusted else { throw LuaError(.runtime, "tabhost: only a sandboxed state can be reused") }
        self.vm = vm
        let chunk = try vm.compile(Array(LuaBridgeLua.snapshot.utf8), chunkName: "=tabhost/snapshot.lua", cache: .shared)
        guard case .function(let restorer)? = try vm.call(chunk, [try vm.openDebugLibrary(), Self.putBack(in: vm)]).first else {
            throw LuaError(.runtime, "tabhost: the state snapshot did not load")
        }
        self.restorer = restorer
        _ = try vm.call(restorer, [])  // the first call takes the snapshot (the registry now holds `restorer`)
    }

    /// `putBack(kept, metas, sizes)` (snapshot.c), for a host that keeps copies of its own:
    /// each table that is a key of `kept` gets back the entries of its copy there (`sizes`
    /// says how many) and the metatable `metas` names for it (false: none), all raw.
    package static func putBack(in vm: LuaVM) -> LuaValue {
        vm.hostOperation { state in
            state.pushSnapshotRestorer()
            return LuaValue.function(LuaFunction(ref: state.ref(), generation: vm.generation))
        }
    }

    /// `copy(t)` (snapshot.c): a new table with `t`'s entries, read raw, and how many, for the
    /// copies `putBack` is given.
    package static func copier(in vm: LuaVM) -> LuaValue {
        vm.hostOperation { state in
            state.pushSnapshotCopier()
            return LuaValue.function(LuaFunction(ref: state.ref(), generation: vm.generation))
        }
    }

    /// Puts the state back as it was taken, then collects garbage; false when that failed (an
    /// error, the time budget, the memory cap) or when a call since hit a limit
    /// (`LuaVM.hitLimit`): do not use the state again then.
    package func restore() -> Bool {
        vm.requiredFiles = []
        vm.searchedFiles = []
        guard !vm.hitLimit, (try? vm.call(restorer, [])) != nil else { return false }
        vm.collectGarbage()
        return !vm.hitLimit
    }
}
