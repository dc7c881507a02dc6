import Testing
@testable import LuaBridge

/// `require` in the sandbox and in trusted mode (Sandbox, Lua/sandbox.lua).
@Suite struct SandboxRequireTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory([
            "main.lua": "local util = require 'lib.util'\nreturn util.value, require('lib.util') == util, (require 'pkg')",
            "lib/util.lua": "return { value = 42 }",
            "pkg/init.lua": "local name, path = ...\nreturn name .. ' from ' .. path:match('[^/]*/[^/]*$')",
            "bad.lua": "return +",
            "boom.lua": "local x = 1\nerror('boom')",
            "cycle/a.lua": "local b = require 'cycle.b'\nreturn b",
            "cycle/b.lua": "local a = require 'cycle.a'\nreturn a",
            "nothing.lua": "x_loaded = (x_loaded or 0) + 1",
        ])
    }

    private func sandboxed() throws -> LuaVM { try makeVM(root: directory.path) }

    @Test func modulesUnderTheRootLoadAndAreRecorded() throws {
        let vm = try sandboxed()
        let results = try vm.run(file: directory.path + "/main.lua")
        #expect(results == [.integer(42), .boolean(true), .string("pkg from pkg/init.lua")])
        #expect(vm.requiredFiles == [directory.path + "/lib/util.lua", directory.path + "/pkg/init.lua"])
    }

    @Test func modulesRunOnce() throws {
        let vm = try sandboxed()
        let source = "require 'nothing' local loaded = require 'nothing' return loaded, x_loaded"
        #expect(try vm.run(source: source, name: "once") == [.boolean(true), .integer(1)])
    }

    @Test func pathsOutsideTheRootAreRefused() throws {
        let vm = try sandboxed()
        for name in ["../x", "/etc/passwd", ".hidden", "a..b"] {
            let error = luaError { try vm.run(source: "\nrequire '\(name)'", name: "r.lua") }
            #expect(error?.message == "r.lua:2: module '\(name)' is outside the script's directory "
                + "(the sandbox only loads dotted module names under it; run with --trust)")
        }
        #expect(vm.requiredFiles.isEmpty)
    }

    @Test func missingModulesListWhatWasTried() throws {
        let vm = try sandboxed()
        let error = luaError { try vm.run(source: "require 'nope.deep'", name: "r.lua") }
        let root = directory.path
        #expect(error?.message == "r.lua:1: module 'nope.deep' not found:\n\tno file '\(root)/nope/deep.lua'\n\tno file '\(root)/nope/deep/init.lua'" + ModuleResolver.sandboxHint)
        #expect(vm.searchedFiles == [root + "/nope/deep.lua", root + "/nope/deep/init.lua"])
        #expect(vm.requiredFiles.isEmpty)
    }

    @Test func onlyModulesNotFoundCountAsSearched() throws {
        let vm = try sandboxed()
        _ = luaError { try vm.run(source: "require '../x'", name: "r.lua") }
        _ = luaError { try vm.run(source: "require 'bad'", name: "r.lua") }
        #expect(try vm.run(source: "return pcall(require, 'gone')", name: "r.lua").first == .boolean(false))
        #expect(vm.searchedFiles == [directory.path + "/gone.lua", directory.path + "/gone/init.lua"])
    }

    @Test func trustedRequireRecordsTheRootsFilesItLookedForInVain() throws {
        let vm = try makeVM(trusted: true, root: directory.path)
        _ = luaError { try vm.run(source: "require 'gone'", name: "t") }
        #expect(vm.searchedFiles == [directory.path + "/gone.lua", directory.path + "/gone/init.lua"])
    }

    @Test func moduleErrorsNameTheModuleFile() throws {
        let vm = try sandboxed()
        let syntax = luaError { try vm.run(source: "require 'bad'", name: "r.lua") }
        #expect(syntax?.message == "\(directory.path)/bad.lua:1: unexpected symbol near '+'")
        let runtime = luaError { try vm.run(source: "require 'boom'", name: "r.lua") }
        #expect(runtime?.message == "\(directory.path)/boom.lua:2: boom")
        #expect(vm.requiredFiles == [directory.path + "/bad.lua", directory.path + "/boom.lua"])
    }

    @Test func requireLoopsAreReported() throws {
        let vm = try sandboxed()
        let error = luaError { try vm.run(source: "require 'cycle.a'", name: "r.lua") }
        #expect(error?.message == "\(directory.path)/cycle/b.lua:1: require loop: module 'cycle.a' is required again "
            + "while it loads (cycle.a -> cycle.b -> cycle.a)")
    }

    /// `return require "m"` is a tail call: the script's line stays on the stack all the same
    /// (require is a C function), so no error names the host's `tabhost/sandbox.lua`.
    @Test(arguments: [false, true])
    func aModuleThatRequiresItselfInATailCallNamesItsLine(trusted: Bool) throws {
        let directory = try TemporaryDirectory([
            "selfish.lua": "local m = {}\nreturn require('selfish')",
            "main.lua": "return require('selfish')",
        ])
        let vm = try makeVM(trusted: trusted, root: directory.path)
        let error = luaError { try vm.run(file: directory.path + "/main.lua") }
        #expect(error?.message == "\(directory.path)/selfish.lua:2: require loop: module 'selfish' is required again "
            + "while it loads (selfish -> selfish)")
        #expect(error?.traceback.contains("tabhost/") == false, "\(error?.traceback ?? "")")
        let missing = luaError { try vm.run(source: "\nreturn require('absent')", name: "t.lua") }
        #expect(missing?.file == "t.lua" && missing?.line == 2, "\(missing?.message ?? "")")
    }

    /// Errors deep in nested requires name the module's own line; a module missing in a tail
    /// call names the line of the module that asked for it.
    @Test(arguments: [false, true])
    func nestedRequiresNameTheModulesLines(trusted: Bool) throws {
        let directory = try TemporaryDirectory([
            "outer.lua": "return require('middle')",
            "middle.lua": "local x = require('inner')\nreturn x",
            "inner.lua": "local y = 1\n\nerror('inner fails', 0)",
            "asks.lua": "local z = 1\nreturn require('absent')",
        ])
        let vm = try makeVM(trusted: trusted, root: directory.path)
        #expect(luaError { try vm.run(source: "require 'outer'", name: "r.lua") }?.message == "\(directory.path)/inner.lua:3: inner fails")
        let missing = luaError { try vm.run(source: "require 'asks'", name: "r.lua") }
        #expect(missing?.file == directory.path + "/asks.lua" && missing?.line == 2, "\(missing?.message ?? "")")
    }

    /// `require` is a C function that lets a module yield while it loads, as the sandbox's
    /// Lua `require` did (Lua's own, under --trust, does not).
    @Test func aModuleMayYieldWhileItLoads() throws {
        let directory = try TemporaryDirectory(["pausing.lua": "local first = coroutine.yield('paused')\nreturn { got = first }"])
        let vm = try makeVM(root: directory.path)
        let source = """
            local co = coroutine.wrap(function() return require('pausing') end)
            local paused = co()
            return paused, co('resumed').got, require('pausing').got
            """
        #expect(try vm.run(source: source, name: "y.lua") == [.string("paused"), .string("resumed"), .string("resumed")])
    }

    /// Loads in two coroutines that end out of order each end their own module.
    @Test func loadsInCoroutinesEndTheirOwnModule() throws {
        let directory = try TemporaryDirectory([
            "slow.lua": "coroutine.yield()\nreturn 'slow'",
            "other.lua": "coroutine.yield()\nreturn 'other'",
        ])
        let vm = try makeVM(root: directory.path)
        let source = """
            local a = coroutine.wrap(function() return require('slow') end)
            local b = coroutine.wrap(function() return require('other') end)
            a() b()
            local first = a()
            local ok, again = pcall(require, 'other')
            return first, ok, again, (b())
            """
        let results = try vm.run(source: source, name: "c.lua")
        #expect(results.count == 4)
        #expect(results.first == .string("slow") && results.last == .string("other"))
        #expect(results.dropFirst().first == .boolean(false))
        guard case .string(let again)? = results.dropFirst(2).first else { throw Failure("no message: \(results)") }
        #expect(again.hasSuffix("require loop: module 'other' is required again while it loads (other -> other)"), "\(again)")
    }

    /// A module whose load failed is not loading any more: required again, it is tried again
    /// (as Lua's own require does), not reported as a loop.
    @Test(arguments: [false, true])
    func aFailedModuleIsTriedAgain(trusted: Bool) throws {
        let vm = try makeVM(trusted: trusted, root: directory.path)
        let source = "local ok, first = pcall(require, 'boom')\nlocal _, second = pcall(require, 'boom')\nreturn first, second"
        let results = try vm.run(source: source, name: "again.lua")
        #expect(results == [.string("\(directory.path)/boom.lua:2: boom"), .string("\(directory.path)/boom.lua:2: boom")])
    }

    @Test func preloadedModulesComeFirst() throws {
        let vm = try sandboxed()
        vm.preload("lib.util", .table(LuaTable(entries: [(.string("value"), .string("preloaded"))])))
        vm.preload("tabhost", .string("module"))
        let source = "return require('lib.util').value, require 'tabhost', require('lib.util') == require('lib.util')"
        #expect(try vm.run(source: source, name: "p") == [.string("preloaded"), .string("module"), .boolean(true)])
        #expect(vm.requiredFiles.isEmpty)
    }

    @Test func theStandardLibrariesCanBeRequired() throws {
        let vm = try sandboxed()
        #expect(try vm.run(source: "return require 'string' == string, require 'os' == os", name: "s") == [.boolean(true), .boolean(true)])
        #expect(luaError { try vm.run(source: "require(42)", name: "s") }?.message == "s:1: bad argument #1 to 'require' (string expected, got number)")
    }

    @Test func symbolicLinksCannotLeaveTheRoot() throws {
        let outside = try TemporaryDirectory(["secret.lua": "return 'secret'"])
        directory.link("escape.lua", to: outside.path + "/secret.lua")
        let vm = try sandboxed()
        let error = luaError { try vm.run(source: "require 'escape'", name: "r.lua") }
        #expect(error?.message == "r.lua:1: module 'escape' resolves to a file outside the script's directory")
    }

    @Test func trustedRequireSearchesTheRootFirstAndRecords() throws {
        let vm = try makeVM(trusted: true, root: directory.path)
        vm.preload("tabhost", .string("module"))
        let results = try vm.run(source: "return require('lib.util').value, (require 'tabhost')", name: "t")
        #expect(results == [.integer(42), .string("module")])
        #expect(vm.requiredFiles == [directory.path + "/lib/util.lua"])
    }
}
