import TabHostKit
import LuaBridge

/// The Lua state the spec files of one directory share on one thread: the VM with its
/// libraries and the `tabhost` module, the functions the runner's Lua returns (`Lua/busted.lua`
/// and `Lua/app.lua`, run again for each file, so each gets a walk and app proxies of its
/// own), the functions the walk is given (its budgeted call, its line reader, a debug library
/// only it holds), the environments luassert's modules are compiled with (the state's, as
/// luassert is: the first file loads it and the state's later files use that load, as busted's
/// files use the one it loads at its start), and `reset` (`Lua/reset.lua`), which puts the
/// globals, the library tables, their metatables and the basic types' metatables back as they
/// were made (making a state cost a small file more than its tests).
final class SpecState {
    let vm: LuaVM
    let directory: String
    /// What the runner's Lua files return: the walk's maker, the app proxies' and the reset.
    let lua: (busted: LuaFunction, app: LuaFunction, reset: LuaFunction)
    /// The Lua states of the sandboxed apps the files open, reused from test to test.
    let states = ScriptStates()
    /// Settings entries: `call`, `line`, `putBack` and, sandboxed, `debug`.
    let functions: [(key: LuaValue, value: LuaValue)]
    /// The environments of luassert's modules and of `luassert.assert` (the prelude fills them
    /// at each file's start), held for the state's life.
    let libraryEnvironment: LuaValue, assertEnvironment: LuaValue

    init(directory: String, options: SpecOptions) throws {
        vm = try LuaVM(limits: options.limits, sandbox: options.trusted ? .trusted(root: directory) : .sandboxed(root: directory))
        self.directory = directory
        TabhostModule.install(in: vm)
        // Specs make much short-lived garbage; collecting at four times the live heap rather
        // than twice does a fraction of the marking (2% of the bench suite's instructions).
        vm.setCollectorPause(400)
        libraryEnvironment = try vm.reference(.table(LuaTable()))
        assertEnvironment = try vm.reference(.table(LuaTable()))
        guard case .function(let busted)? = try vm.call(try vm.compile(Array(TabHostTestingLua.busted.utf8), chunkName: "=tabhost/busted.lua",
                                                                       cache: .shared), []).first
        else { throw LuaError(.runtime, "tabhost: the spec prelude did not load") }
        guard case .function(let app)? = try vm.call(try vm.compile(Array(TabHostTestingLua.app.utf8), chunkName: "=tabhost/app.lua",
                                                                    cache: .shared), []).first
        else { throw LuaError(.runtime, "tabhost: the app prelude did not load") }
        let putBack = LuaSnapshot.putBack(in: vm)
        var functions: [(key: LuaValue, value: LuaValue)] = [
            (.string("call"), vm.budgetedCaller()), (.string("line"), vm.currentLineFunction()),
            (.string("putBack"), putBack), (.string("endLoad"), vm.endLoadFunction()),
            (.string("keepCaller"), vm.keepCallerFunction()),
        ]
        let debug = options.trusted ? nil : try? vm.openDebugLibrary()
        if let debug { functions.append((.string("debug"), debug)) }
        self.functions = functions
        let resetter = try vm.compile(Array(TabHostTestingLua.reset.utf8), chunkName: "=tabhost/reset.lua", cache: .shared)
        guard case .function(let reset)? = try vm.call(resetter, [putBack, debug ?? .nil, LuaSnapshot.copier(in: vm)]).first
        else { throw LuaError(.runtime, "tabhost: the spec state's reset did not load") }
        lua = (busted, app, reset)
    }
}
