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
/// `setmetatable` is replaced by one that behaves the same and notes when a table is given
/// a finalizer (`__gc`): then `restore` puts the tables back again after the finalizers ran,
/// and collects again, until the finalizers leave nothing changed and no new finalizer.
///
/// Not restored: upvalues themselves (only the tables they hold: a script without the debug
/// library cannot set another function's upvalues, and the state's own functions never set
/// theirs), hooks (the same), and the heap's layout (tables the last script grew stay grown).
/// The Swift side of the VM is the caller's: `restore` also forgets the files `require`
/// recorded, and the caller sets `limits`, `output` and `label` for the next use.
public final class LuaSnapshot {
    private let vm: LuaVM
    private let restorer: LuaFunction
    /// Collections `restore` tries before it gives up (finalizers that keep making garbage
    /// with finalizers).
    static let collections = 4

    /// Takes the snapshot of `vm` as it is now (a sandboxed state: with the debug library, a
    /// script could change what no snapshot restores).
    public init(of vm: LuaVM) throws {
        guard !vm.sandbox.isTrusted else { throw LuaError(.runtime, "tabhost: only a sandboxed state can be reused") }
        self.vm = vm
        let chunk = try vm.compile(Array(Self.source.utf8), chunkName: "=tabhost.snapshot", cache: .shared)
        let helpers = vm.hostOperation { state in
            [Self.function(state.pushSnapshotRestorer, on: state, of: vm), Self.function(state.pushFinalizerWatch, on: state, of: vm)]
        }
        guard case .function(let restorer)? = try vm.call(chunk, [try vm.openDebugLibrary()] + helpers).first else {
            throw LuaError(.runtime, "tabhost: the state snapshot did not load")
        }
        self.restorer = restorer
        _ = try vm.call(restorer, [])  // the first call takes the snapshot (the registry now holds `restorer`)
    }

    private static func function(_ push: () -> Void, on state: LuaState, of vm: LuaVM) -> LuaValue {
        push()
        return .function(LuaFunction(ref: state.ref(), generation: vm.generation))
    }

    /// Puts the state back as it was taken; false when that failed (an error, the time
    /// budget or the memory cap, finalizers that keep making objects with finalizers) or
    /// when a call since hit a limit (`LuaVM.hitLimit`): do not use the state again then.
    ///
    /// One collection follows, so the next script starts with the heap (and the memory cap's
    /// room) of a new state; when a script gave a table a finalizer, the tables are put back
    /// again after the finalizers ran, until a collection leaves nothing changed.
    public func restore() -> Bool {
        vm.requiredFiles = []
        vm.searchedFiles = []
        guard !vm.hitLimit, var finalizers = putBack()?.finalizers else { return false }
        vm.collectGarbage()
        for _ in 0..<Self.collections where finalizers {
            guard let (changed, more) = putBack() else { return false }
            if !changed && !more { return !vm.hitLimit }
            finalizers = true
            vm.collectGarbage()
        }
        return !finalizers && !vm.hitLimit
    }

    /// One call of the restorer: whether a table had changed, and whether a finalizer was set.
    private func putBack() -> (changed: Bool, finalizers: Bool)? {
        guard !vm.hitLimit, let results = try? vm.call(restorer, []), results.count == 2,
              case .boolean(let changed) = results[0], case .boolean(let finalizers) = results[1] else { return nil }
        return (changed, finalizers)
    }

    /// Called with a debug library the host keeps to itself and the C helpers (snapshot.c);
    /// puts the watched `setmetatable` in place and returns `restore`, whose first call takes
    /// the snapshot and whose later calls put it back, returning whether anything had changed
    /// and whether a finalizer was set since.
    private static let source = """
        local debug, putBack, watch = ...
        local getregistry, getmetatable, setmetatable, getupvalue =
          debug.getregistry, debug.getmetatable, debug.setmetatable, debug.getupvalue
        local next, type, rawequal, rawset = next, type, rawequal, rawset
        local registry = getregistry()
        local marks = { finalizers = false }
        rawset(registry[2], "setmetatable", watch(marks))
        local samples = { "", 0, true, print, registry[1] } -- and nil, below
        local kept, metas, sizes, basic, seen = {}, {}, {}, {}, {}
        local restore

        local function visit(value)
          local kind = type(value)
          if kind == "table" then
            if kept[value] then return end
            local copy, size = {}, 0
            kept[value] = copy
            metas[value] = getmetatable(value) or false
            for key, entry in next, value do
              copy[key], size = entry, size + 1
              visit(key)
              visit(entry)
            end
            sizes[value] = size
            visit(metas[value])
          elseif (kind == "function" or kind == "userdata") and not seen[value] and value ~= restore then
            seen[value] = true
            if kind == "userdata" then return visit(getmetatable(value)) end
            for index = 1, 255 do
              local name, up = getupvalue(value, index)
              if name == nil then break end
              visit(up)
            end
          end
        end

        local function settle(value, meta)
          if rawequal(getmetatable(value), meta or nil) then return false end
          setmetatable(value, meta or nil)
          return true
        end

        restore = function()
          if seen then
            local copy, size = {}, 0 -- the registry's own entries (references, the libraries' keys)
            for key, entry in next, registry do copy[key], size = entry, size + 1 end
            kept[registry], metas[registry], sizes[registry] = copy, getmetatable(registry) or false, size
            visit(registry[2])
            basic[1] = getmetatable(nil) or false
            for index, sample in next, samples do
              visit(getmetatable(sample))
              basic[index + 1] = getmetatable(sample) or false
            end
            seen = nil
            return
          end
          local finalizers = marks.finalizers
          local changed = settle(nil, basic[1])
          for index, sample in next, samples do changed = settle(sample, basic[index + 1]) or changed end
          changed = putBack(kept, metas, sizes) or changed
          return changed, finalizers
        end
        return restore
        """
}
