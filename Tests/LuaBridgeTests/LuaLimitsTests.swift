import Testing
@testable import LuaBridge

/// The time budget and the memory cap, and how they nest (LuaLimits, LuaVM+Limits).
@Suite struct LuaLimitsTests {
    let vm: LuaVM

    init() throws {
        vm = try makeVM(limits: LuaLimits(timeout: 0.2, memory: 8 << 20))
        vm.setGlobal("apply", vm.function(name: "apply") { [unowned vm] arguments in
            guard case .function(let function) = arguments.value(at: 0) else { throw Failure("function expected") }
            return try vm.call(function, Array(arguments.dropFirst()))
        })
    }

    /// Runs `source`, expects a timeout, and checks the VM is usable afterwards.
    private func expectTimeout(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let error = luaError({ try vm.run(source: source, name: "loop.lua") }, sourceLocation: sourceLocation)
        #expect(error?.kind == .timeout, sourceLocation: sourceLocation)
        #expect(error?.message.hasSuffix("script timed out after 200 ms") == true, sourceLocation: sourceLocation)
        #expect(try vm.run(source: "return 1 + 1", name: "after") == [.integer(2)], sourceLocation: sourceLocation)
    }

    @Test func sizesAreWrittenInBinaryUnits() {
        #expect(LuaLimits.size(256 << 20) == "256 MiB")
        #expect(LuaLimits.size(1 << 30) == "1 GiB")
        #expect(LuaLimits.size(3 << 10) == "3 KiB")
        #expect(LuaLimits.size(1500) == "1500 bytes")
        #expect(LuaLimits().timeout == 1 && LuaLimits().memory == 256 << 20)
    }

    @Test func anEndlessLoopTimesOutWhereItRuns() throws {
        let error = luaError { try vm.run(source: "local n = 0\nwhile true do n = n + 1 end", name: "loop.lua") }
        #expect(error?.kind == .timeout)
        #expect(error?.message == "loop.lua:2: script timed out after 200 ms")
        #expect(error?.line == 2)
    }

    @Test func pcallCannotSwallowTheTimeout() throws {
        try expectTimeout("while true do pcall(function() while true do end end) end")
        try expectTimeout("while true do xpcall(function() while true do end end, function(e) return e end) end")
    }

    @Test func aTimeoutInsideACoroutineFires() throws {
        try expectTimeout("coroutine.wrap(function() while true do end end)()")
        try expectTimeout("local co = coroutine.create(function() while true do end end)\nwhile true do coroutine.resume(co) end")
    }

    @Test func nestedCallsKeepTheEarliestDeadline() throws {
        vm.limits.timeout = 0.3
        vm.setGlobal("patient", vm.function(name: "patient") { [unowned vm] arguments in
            vm.limits.timeout = 30
            defer { vm.limits.timeout = 0.3 }
            guard case .function(let function) = arguments.value(at: 0) else { return [] }
            return try vm.call(function, [])
        })
        let start = LuaState.now()
        let error = luaError { try vm.run(source: "patient(function() while true do end end)", name: "n") }
        #expect(error?.kind == .timeout)
        #expect(error?.message.hasSuffix("script timed out after 300 ms") == true)
        #expect(LuaState.now() - start < 5)
    }

    @Test func aNestedCallDoesNotDisarmTheOuterDeadline() throws {
        try expectTimeout("apply(function() end)\nwhile true do end")
    }

    @Test func aShorterInnerBudgetLeavesTheOuterCallRunning() throws {
        vm.limits.timeout = 30
        vm.setGlobal("hurried", vm.function(name: "hurried") { [unowned vm] arguments in
            vm.limits.timeout = 0.05
            defer { vm.limits.timeout = 30 }
            guard case .function(let function) = arguments.value(at: 0) else { return [] }
            do { _ = try vm.call(function, []) } catch let error as LuaError { return [.string("\(error.kind)")] }
            return [.string("finished")]
        })
        let source = "local r = hurried(function() while true do end end)\nfor i = 1, 100000 do end\nreturn r"
        #expect(try vm.run(source: source, name: "h") == [.string("timeout")])
    }

    @Test func memoryBombsAreRejected() throws {
        for source in ["return string.rep('x', 1 << 30)", "local t = {} for i = 1, 1e9 do t[i] = i end", "local s = 'x' while true do s = s .. s end"] {
            let error = luaError { try vm.run(source: source, name: "bomb.lua") }
            #expect(error?.kind == .memory, "\(source)")
            // Lua runs no message handler for its own refusals: the place is the chunk's.
            #expect(error?.message == "bomb.lua:1: not enough memory (limit 8 MiB) in the main chunk")
            #expect(try vm.run(source: "return #string.rep('y', 1000)", name: "after") == [.integer(1000)])
        }
    }

    /// A refusal names the start of the function the host called; one that crossed a Swift
    /// function (a string error then, with a message handler) names the script's line.
    @Test func memoryRefusalsNameTheScriptsPlace() throws {
        let source = "\n\nreturn function()\n  local t = {}\n  for i = 1, 1e9 do t[i] = i end\nend"
        guard case .function(let bomb)? = try vm.run(source: source, name: "f.lua").first else { throw Failure("no function") }
        #expect(luaError { try vm.call(bomb, []) }?.message == "f.lua:3: not enough memory (limit 8 MiB) in the function that starts here")
        vm.setGlobal("nested", vm.function(name: "nested") { [unowned vm] _ in try vm.call(bomb, []) })
        let crossed = luaError { try vm.run(source: "local x\nnested()", name: "g.lua") }
        #expect(crossed?.kind == .memory)
        #expect(crossed?.message == "g.lua:2: not enough memory (limit 8 MiB)")
    }

    @Test func scriptsCanCatchMemoryErrors() throws {
        let results = try vm.run(source: "return pcall(string.rep, 'x', 1 << 30)", name: "c")
        #expect(results == [.boolean(false), .string("not enough memory")])
    }

    @Test func hostResultsCountTowardTheCap() throws {
        vm.setGlobal("big", vm.function(name: "big") { _ in [.string(String(repeating: "z", count: 9 << 20))] })
        let refused = luaError { try vm.run(source: "local s = big() return #s", name: "h") }
        #expect(refused?.kind == .memory)
        #expect(refused?.message == "h:1: not enough memory (limit 8 MiB)")
        vm.setGlobal("small", vm.function(name: "small") { _ in [.string(String(repeating: "z", count: 1 << 20))] })
        #expect(try vm.run(source: "return #small()", name: "h") == [.integer(1 << 20)])
        // Host data set outside a call is not refused, but counts toward the heap: once it
        // is collected, scripts allocate again.
        vm.setGlobal("huge", .string(String(repeating: "w", count: 12 << 20)))
        #expect(luaError { try vm.run(source: "return huge .. '!'", name: "g") }?.kind == .memory)
        vm.setGlobal("huge", .nil)
        #expect(try vm.run(source: "return ('x'):rep(3)", name: "g") == [.string("xxx")])
    }

    @Test func syntaxErrorsAreNotTimeoutsOrMemory() throws {
        let error = luaError { try vm.run(source: "x = ", name: "s") }
        #expect(error?.kind == .syntax)
    }

    @Test func noLimitsMeansNone() throws {
        let free = try makeVM(limits: .unlimited)
        #expect(try free.run(source: "return #string.rep('x', 32 << 20)", name: "u") == [.integer(32 << 20)])
    }
}
