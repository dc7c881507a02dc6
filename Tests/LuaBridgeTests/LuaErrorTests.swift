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
    }

    /// A message with no place (`error(x, 0)`, a host function's own error) is placed at the
    /// script's line that raised it: the user can always open what an error names.
    @Test func messagesWithoutAPlaceGetTheScriptsLine() throws {
        let bare = luaError { try vm.run(source: "local x = 1\nerror('plain', 0)", name: "cfg.lua") }
        #expect(bare?.message == "cfg.lua:2: plain")
        #expect(bare?.file == "cfg.lua" && bare?.line == 2)
        let nested = "local function f()\n  error('deep', 0)\nend\nlocal function g() f() end\ng()"
        #expect(luaError { try vm.run(source: nested, name: "n.lua") }?.message == "n.lua:2: deep")
        // error(msg, 2) keeps pointing at the caller, and an explicit place is kept as it is.
        let caller = "local function check(v) if not v then error('bad value', 2) end end\n\ncheck(false)"
        #expect(luaError { try vm.run(source: caller, name: "c.lua") }?.message == "c.lua:3: bad value")
        #expect(luaError { try vm.run(source: "error('other.lua:7: kept', 0)", name: "k.lua") }?.message == "other.lua:7: kept")
        // A LuaError a Swift function throws keeps its text; the host places it at its caller.
        vm.setGlobal("fail", vm.function(name: "fail") { _ in throw LuaError(.runtime, "host says no") })
        #expect(luaError { try vm.run(source: "\n\nfail()", name: "h.lua") }?.message == "h.lua:3: host says no")
        // Caught by the script, the message is Lua's own (no place is added inside Lua).
        #expect(try vm.run(source: "return select(2, pcall(error, 'raw', 0))", name: "p.lua") == [.string("raw")])
        // A string error of several lines is placed once, before its first line.
        #expect(luaError { try vm.run(source: "error('a\\nb', 0)", name: "m.lua") }?.message == "m.lua:1: a\nb")
    }

    /// A huge message is cut at the boundary (the host copies and scans messages), at a
    /// character's start, with its length: a 10^8-byte one costs what 256 KiB does.
    @Test func hugeMessagesAreCutWithTheirLength() throws {
        let plain = luaError { try vm.run(source: "error(('x'):rep(300000), 0)", name: "h.lua") }?.message ?? ""
        #expect(plain.hasPrefix("h.lua:1: xxx") && plain.hasSuffix("x... (cut: 300000 bytes)"))
        #expect(plain.utf8.count < LuaVM.messageLimit + 64)
        let wide = luaError { try vm.run(source: "error(('\u{E9}'):rep(200000))", name: "w.lua") }?.message ?? ""
        #expect(wide.hasSuffix("\u{E9}... (cut: 400009 bytes)") && !wide.contains("\u{FFFD}"), "\(wide.suffix(40))")
        let shown = "error(setmetatable({}, { __tostring = function() return ('y'):rep(1 << 20) end }))"
        #expect(luaError { try vm.run(source: shown, name: "t.lua") }?.message.hasSuffix("y... (cut: 1048576 bytes)") == true)
    }

    @Test func hostChunkPlacesGiveWayToTheScripts() {
        #expect(LuaVM.placed("x", at: "a.lua:3:") == "a.lua:3: x")
        #expect(LuaVM.placed("tabhost/sandbox.lua:77: loop", at: "a.lua:3:") == "a.lua:3: loop")
        #expect(LuaVM.placed("tabhost/busted.lua:462: boom", at: "s_spec.lua:9:") == "s_spec.lua:9: boom")
        #expect(LuaVM.placed("b.lua:1: x", at: "a.lua:3:") == "b.lua:1: x")
        #expect(LuaVM.placed("x", at: "") == "x")
        // With no script code on the stack, no place of the host's is added, nor kept.
        #expect(LuaVM.placed("x", at: "tabhost/sandbox.lua:12:") == "x")
        #expect(LuaVM.placed("tabhost/app.lua:3: x", at: "tabhost/app.lua:3:") == "x")
        #expect(LuaVM.placed("tabhost/busted.lua:9: x", at: "") == "x")
        // A user file that only looks like the host's keeps its place.
        #expect(LuaVM.placed("tabhost.lua:2: x", at: "a.lua:3:") == "tabhost.lua:2: x")
    }

    /// A timeout raised with no script code on the stack names no place rather than the host's.
    @Test func aTimeoutInTheHostsOwnChunkNamesNoHostPlace() throws {
        let quick = try makeVM(limits: LuaLimits(timeout: 0.05))
        let error = luaError { try quick.run(source: "while true do end", name: "tabhost/sandbox.lua") }
        #expect(error?.kind == .timeout)
        #expect(error?.message == "script timed out after 50 ms")
        let script = luaError { try quick.run(source: "\nwhile true do end", name: "s.lua") }
        #expect(script?.message == "s.lua:2: script timed out after 50 ms")
    }

    @Test func tracebacksLeaveOutTheHostsFrames() {
        let traceback = """
            stack traceback:
            \t[C]: in upvalue 'error'
            \ttabhost/sandbox.lua:26: in upvalue 'begin'
            \ttabhost/sandbox.lua:99: in function <tabhost/sandbox.lua:93>
            \t[C]: in global 'require'
            \tm.lua:1: in local 'chunk'
            \t[C]: in global 'require'
            \tapp.lua:4: in function <app.lua:4>
            """
        #expect(LuaError.withoutHostFrames(traceback) == """
            stack traceback:
            \t[C]: in global 'require'
            \tm.lua:1: in local 'chunk'
            \t[C]: in global 'require'
            \tapp.lua:4: in function <app.lua:4>
            """)
        let plain = "stack traceback:\n\t[C]: in function 'error'\n\tapp.lua:2: in main chunk"
        #expect(LuaError.withoutHostFrames(plain) == plain)
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
