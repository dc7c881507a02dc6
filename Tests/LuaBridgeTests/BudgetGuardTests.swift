import Testing
@testable import LuaBridge

/// Everything a script can make Lua run stops at the time budget (docs/safety.md, "The time
/// budget"): message handlers, finalizers, `__close` handlers, and the C library's long loops
/// (CLuaShim's guards.c, strings.c, tables.c). Each case hangs without its guard.
@Suite struct BudgetGuardTests {
    /// A VM with a 200 ms budget and no memory cap (so only the budget can stop a loop).
    private func vm(trusted: Bool = false) throws -> LuaVM {
        try makeVM(limits: LuaLimits(timeout: 0.2, memory: 0), trusted: trusted)
    }

    /// Runs `source` and expects it to time out at `line` of `h.lua`; the VM still works.
    private func expectTimeout(_ source: String, line: Int, trusted: Bool = false,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let vm = try vm(trusted: trusted)
        let error = luaError({ try vm.run(source: source, name: "h.lua") }, sourceLocation: sourceLocation)
        #expect(error?.kind == .timeout, "\(error?.message ?? "")", sourceLocation: sourceLocation)
        #expect(error?.message.hasSuffix("script timed out after 200 ms") == true, sourceLocation: sourceLocation)
        #expect(error?.line == line, "\(error?.message ?? "")", sourceLocation: sourceLocation)
        #expect(try vm.run(source: "return 1 + 1", name: "after") == [.integer(2)], sourceLocation: sourceLocation)
    }

    // MARK: - Handlers

    @Test(arguments: [false, true])
    func aLoopingXpcallHandlerIsStopped(trusted: Bool) throws {
        try expectTimeout("xpcall(error, function() while true do end end)", line: 1, trusted: trusted)
        try expectTimeout("local n = 0\nxpcall(function() while true do end end, function(e) while true do n = n + 1 end end)",
                          line: 2, trusted: trusted)
    }

    @Test func xpcallHandlersStillSeeTheErrorsStack() throws {
        let vm = try vm(trusted: true)
        let source = "local function inner() error('boom') end\nlocal ok, tb = xpcall(inner, debug.traceback)\nreturn tb"
        guard case .string(let traceback)? = try vm.run(source: source, name: "tb.lua").first else {
            Issue.record("no traceback")
            return
        }
        // As lua5.4 prints it for the same chunk (the frames under the main chunk differ).
        #expect(traceback.hasPrefix("""
            tb.lua:1: boom
            stack traceback:
            \t[C]: in function 'error'
            \ttb.lua:1: in function <tb.lua:1>
            \t[C]: in function 'xpcall'
            \ttb.lua:2: in main chunk
            """))
        let results = try vm.run(source: "return xpcall(function(...) return ... end, print, 1, 2)", name: "x")
        #expect(results == [.boolean(true), .integer(1), .integer(2)])
        #expect(try vm.run(source: "return select(2, xpcall(error, function(e) return 'h:' .. e end, 'm'))", name: "x")
            == [.string("h:m")])
        #expect(luaError { try vm.run(source: "xpcall(print)", name: "x.lua") }?.message
            == "x.lua:1: bad argument #2 to 'xpcall' (function expected, got no value)")
    }

    // MARK: - Finalizers

    @Test func theSandboxRefusesFinalizers() throws {
        let vm = try vm()
        let error = luaError { try vm.run(source: "setmetatable({}, { __gc = function() end })", name: "g.lua") }
        #expect(error?.message == "g.lua:1: __gc metamethods are not available in the sandbox (run with --trust)")
        // A __gc added later is never called: Lua only finalizes what had one when it was set.
        let late = "local mt = {}\nsetmetatable({}, mt)\nmt.__gc = function() while true do end end\n"
            + "for i = 1, 200000 do local t = { i } end\nreturn 'done'"
        #expect(try vm.run(source: late, name: "g.lua") == [.string("done")])
        #expect(try vm.run(source: "return getmetatable(setmetatable({}, { __index = {} })) ~= nil", name: "g") == [.boolean(true)])
    }

    @Test func trustedFinalizersRunUnderTheBudget() throws {
        try expectTimeout("setmetatable({}, { __gc = function() while true do end end })\ncollectgarbage()\nwhile true do end",
                          line: 3, trusted: true)
        let vm = try vm(trusted: true)
        let source = "ran = false\nsetmetatable({}, { __gc = function() ran = true end })\ncollectgarbage()\nreturn ran"
        #expect(try vm.run(source: source, name: "f") == [.boolean(true)])
    }

    /// Class libraries (middleclass) copy a class's metamethods into each subclass's metatable,
    /// after the class's first instance got the host's `__gc`: the copy finalizes too.
    @Test func aFinalizerCopiedToAnotherMetatableStillRuns() throws {
        let vm = try vm(trusted: true)
        let source = """
            local finalized = {}
            local class = { __gc = function(o) finalized[#finalized + 1] = o.name end }
            local first = setmetatable({ name = "first" }, class)
            local subclass = {}
            for k, v in pairs(class) do subclass[k] = v end
            local second = setmetatable({ name = "second" }, subclass)
            second = nil
            collectgarbage()
            return table.concat(finalized, " "), first.name
            """
        #expect(try vm.run(source: source, name: "f") == [.string("second"), .string("first")])
    }

    @Test func closingAStateBoundsItsFinalizers() throws {
        var vm: LuaVM? = try self.vm(trusted: true)
        _ = try vm?.run(source: "keep = setmetatable({}, { __gc = function() while true do end end })", name: "k")
        vm = nil  // lua_close runs the finalizer: the budget stops it
        #expect(vm == nil)
    }

    // MARK: - Coroutines

    private static let loopingClose = "setmetatable({}, { __close = function() while true do end end })"

    @Test func aCoroutineStoppedByTheBudgetIsNotClosedWithHooksOff() throws {
        let vm = try vm()
        let start = "co = coroutine.create(function() local x <close> = \(Self.loopingClose) while true do end end)\n"
            + "return coroutine.resume(co)"
        let resumed = try vm.run(source: start, name: "c.lua")
        #expect(resumed.first == .boolean(false))
        let closed = try vm.run(source: "return coroutine.close(co)", name: "c.lua")
        #expect(closed == [.boolean(false), .string(
            "a coroutine stopped by the time budget cannot be closed (its to-be-closed variables stay open)")])
        try expectTimeout("coroutine.wrap(function() local x <close> = \(Self.loopingClose) while true do end end)()", line: 1)
    }

    @Test func closeHandlersOfOrdinaryErrorsRunUnderTheBudget() throws {
        // Closed with hooks on: the budget stops the handler, `pcall` catches that, the loop after it times out.
        try expectTimeout("pcall(coroutine.wrap(function() local x <close> = \(Self.loopingClose) error('e') end))\nwhile true do end",
                          line: 2)
        let vm = try vm()
        let source = """
            local log = {}
            local function closer(name) return setmetatable({}, { __close = function() log[#log + 1] = name end }) end
            local co = coroutine.create(function() local a <close> = closer('yielded') coroutine.yield() end)
            coroutine.resume(co)
            local closedOk = coroutine.close(co)
            local ok, e = pcall(coroutine.wrap(function() local b <close> = closer('failed') error('boom') end))
            return closedOk, table.concat(log, ','), e, coroutine.status(co)
            """
        #expect(try vm.run(source: source, name: "w.lua") == [
            .boolean(true), .string("yielded,failed"), .string("w.lua:6: boom"), .string("dead"),
        ])
        #expect(luaError { try vm.run(source: "coroutine.close(coroutine.running())", name: "r.lua") }?.message
            == "r.lua:1: cannot close a running coroutine")
    }

    // MARK: - The C library

    /// Runs `operation` (one call into the C library) in a coroutine of a fresh VM and expects
    /// the call itself to raise the timeout: the coroutine dies of it and the main chunk, whose
    /// own hook has not come round yet, returns what `resume` said. A call that ran to its end
    /// instead would let `resume` return true.
    private func expectStoppedInside(_ operation: String, setup: String = "",
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let vm = try vm()
        let source = setup + "\nreturn coroutine.resume(coroutine.create(function() \(operation) end))"
        #expect(try vm.run(source: source, name: "h.lua")
            == [.boolean(false), .string("h.lua:2: script timed out after 200 ms")], sourceLocation: sourceLocation)
        #expect(try vm.run(source: "return 1 + 1", name: "after") == [.integer(2)], sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "string.find(('a'):rep(5000), '.-.-.-b')",
        "string.match(('a'):rep(5000), '(.-)(.-)(.-)b')",
        "for w in string.gmatch(('a'):rep(5000), '.-.-.-b') do end",
        "string.gsub(('a'):rep(5000), '.-.-.-b', '')",
        "string.find(('a'):rep(1 << 20), ('a'):rep(1 << 19) .. 'b', 1, true)",
    ])
    func patternSearchesAreStopped(operation: String) throws {
        try expectStoppedInside(operation)
    }

    @Test(arguments: [
        "table.move({}, 1, math.maxinteger - 1, 2)",
        "table.insert(setmetatable({}, { __len = function() return 1 << 50 end }), 1, 'x')",
        "table.remove(setmetatable({}, { __len = function() return 1 << 50 end }), 1)",
        "table.concat(setmetatable({}, { __index = rawlen }), '', 1, 1 << 40)",
    ])
    func tableLoopsAreStopped(operation: String) throws {
        try expectStoppedInside(operation)
    }

    @Test func aLongSortIsStopped() throws {
        try expectStoppedInside("table.sort(t)", setup: "local t = {} for i = 1, 1 << 20 do t[i] = (i * 7919) % 1000003 end")
    }

    @Test func hugeChunksAreCompiledUnderTheBudget() throws {
        // `load` returns the timeout as its error; the coroutine's next instruction raises it.
        try expectStoppedInside("local f = load(s) return f", setup: "local s = ('a = 1\\n'):rep(1 << 22)")
        let vm = try vm()
        #expect(try vm.run(source: "return load(('x = 1\\n'):rep(3) .. 'return x')()", name: "l") == [.integer(1)])
        #expect(try vm.run(source: "local n = 0\nload(function() n = n + 1 if n < 4 then return 'x = ' .. n .. ' ' end end)()\nreturn x",
                           name: "l") == [.integer(3)])
        #expect(try vm.run(source: "return load('syntax error here')", name: "l")
            == [.nil, .string("[string \"syntax error here\"]:1: syntax error near 'error'")])
        #expect(try vm.run(source: "return load(function() return {} end)", name: "l.lua")
            == [.nil, .string("l.lua:1: reader function must return a string")])
    }

    @Test func theHostsOwnCompileOfAHugeScriptIsCutAtTheBudget() throws {
        // A function never called: only its compile takes time (about 0.7 s unmetered).
        let source = "local function never()\n" + String(repeating: "a = 1\n", count: 1 << 22) + "end\nreturn 1"
        let vm = try vm()
        let error = luaError { try vm.run(source: source, name: "big.lua") }
        #expect(error?.kind == .timeout)
        // Named at the line the parser had reached, somewhere in the body.
        #expect(error?.file == "big.lua" && (2...(1 << 22)).contains(error?.line ?? 0), "\(error?.message ?? "")")
        #expect(error?.message.hasSuffix(": script timed out after 200 ms") == true)
        #expect(try vm.run(source: "return 1 + 1", name: "after") == [.integer(2)])
    }

    @Test(arguments: [false, true])
    func aHugeModuleStopsAtTheBudgetNamingTheScriptsPlace(trusted: Bool) throws {
        // 6 MiB, some 0.2 s to compile: past a 50 ms budget, and far from the watchdog's 2 s
        // (Lua's own searcher, under --trust, compiles it whole).
        let body = "local function never()\n" + String(repeating: "a = 1\n", count: 1 << 20) + "end\n"
        let directory = try TemporaryDirectory(["huge.lua": body])
        let vm = try makeVM(limits: LuaLimits(timeout: 0.05, memory: 0), trusted: trusted, root: directory.path)
        let error = luaError { try vm.run(source: "\nrequire 'huge'", name: "r.lua") }
        #expect(error?.kind == .timeout, "\(error?.message ?? "")")
        // Sandboxed, the host compiles the module under the budget: cut inside it. Trusted,
        // Lua's own searcher compiles it whole, and the budget stops the script right after,
        // in script code (its `require`, or the module's first line when the deadline's alarm
        // rang before the compile ended), never in the host's own code (`tabhost/sandbox.lua`).
        let module = directory.path + "/huge.lua"
        if trusted {
            #expect((error?.file == "r.lua" && error?.line == 2) || (error?.file == module && error?.line == 1), "\(error?.message ?? "")")
        } else {
            #expect(error?.file == module && (error?.line ?? 0) > 1, "\(error?.message ?? "")")
        }
    }

    @Test func sortSortsAndComplainsAsLuaDoes() throws {
        let vm = try vm()
        let source = """
            local t = {} for i = 1, 500 do t[i] = (i * 7919) % 1009 end
            table.sort(t)
            for i = 2, #t do assert(t[i - 1] <= t[i]) end
            local d = { 'b', 'c', 'a' } table.sort(d, function(a, b) return a > b end)
            return table.concat(d), pcall(table.sort, { 1, 'x' })
            """
        #expect(try vm.run(source: source, name: "s") == [.string("cba"), .boolean(false), .string("attempt to compare number with string")])
    }
}
