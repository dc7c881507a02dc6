import LuaBridge

/// The Lua state the spec files of one directory share on one thread: the VM with its
/// libraries and the `tabhost` module, the functions the preludes return (run again for each
/// file, so each gets a walk and app proxies of its own), the functions the walk is given
/// (its budgeted call, its line reader, a debug library only it holds), and `reset`, which puts the globals, the library tables, their
/// metatables and the basic types' metatables back as they were made (making a state cost a
/// small file more than its tests).
final class SpecState {
    let vm: LuaVM
    let directory: String
    let busted: LuaFunction
    let app: LuaFunction
    let reset: LuaFunction
    /// The Lua states of the sandboxed apps the files open, reused from test to test.
    let states = ScriptStates()
    /// Settings entries: `call`, `line`, `putBack` and, sandboxed, `debug`.
    let functions: [(key: LuaValue, value: LuaValue)]

    init(directory: String, options: SpecOptions) throws {
        vm = try LuaVM(limits: options.limits, sandbox: options.trusted ? .trusted(root: directory) : .sandboxed(root: directory))
        self.directory = directory
        TabhostModule.install(in: vm)
        // Specs make much short-lived garbage; collecting at four times the live heap rather
        // than twice does a fraction of the marking (2% of the bench suite's instructions).
        vm.setCollectorPause(400)
        guard case .function(let busted)? = try vm.call(try vm.compile(Array(BustedPrelude.source.utf8), chunkName: "=tabhost.busted",
                                                                       cache: .shared), []).first
        else { throw LuaError(.runtime, "tabhost: the spec prelude did not load") }
        self.busted = busted
        guard case .function(let app)? = try vm.call(try vm.compile(Array(AppPrelude.source.utf8), chunkName: "=tabhost.app",
                                                                    cache: .shared), []).first
        else { throw LuaError(.runtime, "tabhost: the app prelude did not load") }
        self.app = app
        let putBack = LuaSnapshot.putBack(in: vm)
        var functions: [(key: LuaValue, value: LuaValue)] = [
            (.string("call"), vm.budgetedCaller()), (.string("line"), vm.currentLineFunction()),
            (.string("putBack"), putBack), (.string("endLoad"), vm.endLoadFunction()),
            (.string("keepCaller"), vm.keepCallerFunction()),
        ]
        let debug = options.trusted ? nil : try? vm.openDebugLibrary()
        if let debug { functions.append((.string("debug"), debug)) }
        self.functions = functions
        let resetter = try vm.compile(Array(Self.resetter.utf8), chunkName: "=tabhost.reset", cache: .shared)
        guard case .function(let reset)? = try vm.call(resetter, [putBack, debug ?? .nil, LuaSnapshot.copier(in: vm)]).first
        else { throw LuaError(.runtime, "tabhost: the spec state's reset did not load") }
        self.reset = reset
    }

    /// Keeps the globals, every table among them (the libraries, `tabhost`) and every table
    /// in those (`package.loaded`, `package.preload`), the basic types' metatables (the
    /// string metatable among the tables) and the metatable of each of those tables, as they
    /// are now; returns the function that puts them all back, raw (snapshot.c's `putBack` and
    /// `copy`, and the debug library the host opened, or the trusted state's own).
    private static let resetter = """
        local putBack, debug, copyOf = ...
        debug = debug or _G.debug
        local G, next, type = _G, next, type
        local getmetatable, setmetatable = debug.getmetatable, debug.setmetatable
        local kept, metas, sizes = {}, {}, {}
        local function keep(t)
          if type(t) ~= "table" or kept[t] then return end
          local copy, size = copyOf(t)
          kept[t], metas[t], sizes[t] = copy, getmetatable(t) or false, size
        end
        local samples = { "", 0, true, print }  -- and nil, below
        local basic = { [0] = getmetatable(nil) or false }
        for index, sample in next, samples do
          basic[index] = getmetatable(sample) or false
          keep(basic[index])
        end
        keep(G)
        for _, value in next, G do keep(value) end
        local outer = {}
        for t in next, kept do outer[#outer + 1] = t end
        for _, t in next, outer do
          for _, value in next, kept[t] do keep(value) end
        end
        return function()
          if getmetatable(nil) ~= (basic[0] or nil) then setmetatable(nil, basic[0] or nil) end
          for index, sample in next, samples do
            if getmetatable(sample) ~= (basic[index] or nil) then setmetatable(sample, basic[index] or nil) end
          end
          putBack(kept, metas, sizes)
        end
        """
}
