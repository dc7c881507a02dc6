import LuaBridge

/// The Lua state the spec files of one directory share on one thread: the VM with its
/// libraries and the `tabhost` module, the compiled preludes (run again for each file, so
/// each gets a walk of its own), the functions the walk is given (its budgeted call, its line
/// reader, its assertions' C check, a debug library only it holds), and `reset`, which puts
/// the globals and the library tables back as they were made (making a state cost a small
/// file more than its tests).
final class SpecState {
    let vm: LuaVM
    let directory: String
    let busted: LuaFunction
    let app: LuaFunction
    let reset: LuaFunction
    /// The Lua states of the sandboxed apps the files open, reused from test to test.
    let states = ScriptStates()
    /// Settings entries: `call`, `line`, `assertionCheck` and, sandboxed, `debug`.
    let functions: [(key: LuaValue, value: LuaValue)]

    init(directory: String, options: SpecOptions) throws {
        vm = try LuaVM(limits: options.limits, sandbox: options.trusted ? .trusted(root: directory) : .sandboxed(root: directory))
        self.directory = directory
        TabhostModule.install(in: vm)
        guard case .function(let busted)? = try vm.call(try vm.compile(Array(BustedPrelude.source.utf8), chunkName: "=tabhost.busted",
                                                                       cache: .shared), []).first
        else { throw LuaError(.runtime, "tabhost: the spec prelude did not load") }
        self.busted = busted
        app = try vm.compile(Array(AppPrelude.source.utf8), chunkName: "=tabhost.app", cache: .shared)
        var functions: [(key: LuaValue, value: LuaValue)] = [
            (.string("call"), vm.budgetedCaller()), (.string("line"), vm.currentLineFunction()),
            (.string("assertionCheck"), vm.assertionCheckMaker()),
        ]
        if !options.trusted, let debug = try? vm.openDebugLibrary() { functions.append((.string("debug"), debug)) }
        self.functions = functions
        guard case .function(let reset)? = try vm.call(try vm.compile(Array(Self.resetter.utf8), chunkName: "=tabhost.reset",
                                                                     cache: .shared), []).first
        else { throw LuaError(.runtime, "tabhost: the spec state's reset did not load") }
        self.reset = reset
    }

    /// Keeps the globals, every table among them (the libraries, `tabhost`) and every table
    /// in those (`package.loaded`, `package.preload`) as they are now; returns the function
    /// that puts them back.
    private static let resetter = """
        local G, next, type, rawget, rawset, getmetatable, setmetatable, pcall =
          _G, next, type, rawget, rawset, getmetatable, setmetatable, pcall
        local function copy(t)
          local kept = {}
          for key, value in next, t do kept[key] = value end
          return kept
        end
        local globals, tables, meta = copy(G), {}, getmetatable(G)
        for _, value in next, G do
          if type(value) == "table" and value ~= G then tables[value] = copy(value) end
        end
        for _, kept in next, copy(tables) do
          for _, value in next, kept do
            if type(value) == "table" and value ~= G and not tables[value] then tables[value] = copy(value) end
          end
        end
        local function put(t, kept)
          for key in next, t do
            if kept[key] == nil then rawset(t, key, nil) end
          end
          for key, value in next, kept do
            if rawget(t, key) ~= value then rawset(t, key, value) end
          end
        end
        return function()
          pcall(setmetatable, G, meta)
          put(G, globals)
          for t, kept in next, tables do put(t, kept) end
        end
        """
}
