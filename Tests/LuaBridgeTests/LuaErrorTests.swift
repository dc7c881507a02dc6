import Testing
@testable import LuaBridge

/// Error messages, kinds, locations and tracebacks (LuaError, LuaVM+Calls).
@Suite struct LuaErrorTests {
    let vm: LuaVM

    init() throws { vm = try makeVM() }

    @Test func locationIsParsedFromTheMessage() {
        #expect(LuaError.location(in: "cfg.lua:3: boom")! == ("cfg.lua", 3))
        #expect(LuaError.location(in: "dir/a b.lua:120: x: y")! == ("dir/a b.lua", 120))
        #expect(LuaError.location(in: #"[string "a:1: b"]:2: c"#)! == (#"[string "a:1: b"]"#, 2))
        #expect(LuaError.location(in: "not enough memory") == nil)
        #expect(LuaError.location(in: ":3: no name") == nil)
        #expect(LuaError.location(in: "a.lua:x: y") == nil)
        let error = LuaError(.runtime, "m.lua:9: boom", traceback: "stack traceback:")
        #expect(error.file == "m.lua" && error.line == 9)
        #expect(error.description == "m.lua:9: boom")
        #expect(error.report == "m.lua:9: boom\nstack traceback:")
    }

    @Test func runtimeErrorsNameFileAndLineWithATraceback() throws {
        let error = luaError { try vm.run(source: "local x = nil\nreturn x.y", name: "cfg.lua") }
        #expect(error?.kind == .runtime)
        #expect(error?.message == "cfg.lua:2: attempt to index a nil value (local 'x')")
        #expect(error?.file == "cfg.lua")
        #expect(error?.line == 2)
        #expect(error?.traceback.hasPrefix("stack traceback:") == true)
        #expect(error?.traceback.contains("cfg.lua:2: in main chunk") == true)
    }

    @Test func errorCallsKeepLuaFormatting() throws {
        #expect(luaError { try vm.run(source: "\n\nerror('boom')", name: "cfg.lua") }?.message == "cfg.lua:3: boom")
        let bare = luaError { try vm.run(source: "error('plain', 0)", name: "cfg.lua") }
        #expect(bare?.message == "plain")
        #expect(bare?.file == nil)
    }

    @Test func syntaxErrorsHaveTheirOwnKind() throws {
        let error = luaError { try vm.run(source: "local a =\nreturn +", name: "bad.lua") }
        #expect(error?.kind == .syntax)
        #expect(error?.message == "bad.lua:2: unexpected symbol near 'return'")
        #expect(error?.line == 2)
        #expect(error?.traceback == "")
    }

    /// Like `lua.c` (through `__tostring`, numbers as text), placed where they were raised.
    @Test func nonStringErrorObjectsNameTheirPlace() throws {
        func message(_ source: String) -> String? { luaError { try vm.run(source: source, name: "e") }?.message }
        #expect(message("error({})") == "e:1: (error object is a table: {})")
        #expect(message("error()") == "e:1: (error object is a nil value)")
        #expect(message("error(42)") == "e:1: 42")
        #expect(message("error(1.5)") == "e:1: 1.5")
        #expect(message("error(setmetatable({}, { __tostring = function() return 'custom' end }))") == "e:1: custom")
        #expect(message("error(setmetatable({}, { __tostring = function() return 'x.lua:3: placed' end }))") == "x.lua:3: placed")
        #expect(message("error(setmetatable({}, { __tostring = function() error('no') end }))") == "e:1: (error object is a table: {})")
        #expect(message("local function f() error({ code = 42 }) end\nlocal function g() f() end\ng()")
            == "e:1: (error object is a table: {code = 42})")
        #expect(message("error({ 'bad\\27[2J', { 1 } })") == "e:1: (error object is a table: {[1] = \"bad\\27[2J\", [2] = {...}})")
        let quick = try makeVM(limits: LuaLimits(timeout: 0.2))
        let looping = "error(setmetatable({}, { __tostring = function() while true do end end }))"
        // The budget stops the __tostring; the error is still reported, in its short form.
        #expect(luaError { try quick.run(source: looping, name: "e") }?.message == "e:1: (error object is a table: {})")
    }

    @Test func replacingTostringDoesNotChangeReports() throws {
        let source = "tostring = function() return 'fake' end\nerror(setmetatable({}, { __tostring = function() return 'real' end }))"
        #expect(luaError { try vm.run(source: source, name: "t") }?.message == "t:2: real")
    }

    @Test func theStateStaysUsableAfterErrors() throws {
        _ = luaError { try vm.run(source: "error('x')", name: "a") }
        _ = luaError { try vm.run(source: "return +", name: "b") }
        #expect(try vm.run(source: "return 1 + 1", name: "c") == [.integer(2)])
    }
}
