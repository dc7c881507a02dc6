import Testing
@testable import LuaBridge

/// Swift functions called from Lua, Lua called from them, and their lifetime (LuaVM+Functions).
@Suite struct LuaVMFunctionsTests {
    let vm: LuaVM

    init() throws {
        vm = try makeVM()
        vm.setGlobal("apply", vm.function(name: "apply") { [unowned vm] arguments in
            guard case .function(let function) = arguments.value(at: 0) else { throw Failure("function expected") }
            return try vm.call(function, Array(arguments.dropFirst()))
        })
    }

    @Test func swiftFunctionsReceiveAndReturnValues() throws {
        vm.setGlobal("sum", vm.function(name: "sum") { arguments in
            [.integer(arguments.reduce(0) { if case .integer(let n) = $1 { $0 + n } else { $0 } }), .string("done")]
        })
        #expect(try vm.run(source: "return sum(1, 2, 3)", name: "s") == [.integer(6), .string("done")])
        #expect(try vm.run(source: "return select('#', sum())", name: "s") == [.integer(2)])
    }

    @Test func luaCanBeCalledFromInsideSwiftFunctions() throws {
        #expect(try vm.run(source: "return apply(function(x) return x * 2 end, 21)", name: "r") == [.integer(42)])
        let deeper = "return apply(function(x) return apply(function(y) return y + 1 end, x) * 10 end, 4)"
        #expect(try vm.run(source: deeper, name: "r") == [.integer(50)])
    }

    @Test func reentrantCallsRunOnTheCallingCoroutine() throws {
        let source = """
            local co = coroutine.wrap(function()
              return apply(function() local _, isMain = coroutine.running() return isMain end)
            end)
            return co()
            """
        #expect(try vm.run(source: source, name: "co") == [.boolean(false)])
    }

    @Test func yieldingAcrossSwiftIsACleanError() throws {
        let source = """
            local co = coroutine.create(function() return apply(function() coroutine.yield(1) end) end)
            return coroutine.resume(co)
            """
        let results = try vm.run(source: source, name: "y")
        #expect(results.first == .boolean(false))
        guard case .string(let message) = results.value(at: 1) else { throw Failure("no message") }
        #expect(message.contains("attempt to yield across a C-call boundary"))
    }

    @Test func endlessRecursionThroughSwiftIsACleanError() throws {
        let error = luaError { try vm.run(source: "local function f(n) return apply(f, n + 1) end\nreturn f(1)", name: "deep") }
        #expect(error?.kind == .runtime)
        #expect(error?.message.contains("stack overflow") == true)
        #expect(try vm.run(source: "return 1", name: "after") == [.integer(1)])
    }

    @Test func aListFunctionReadsItsListInPlace() throws {
        var read: [String] = []
        vm.setGlobal("take", vm.listFunction(name: "take") { list in
            for position in 0...list.count {
                let integer = list.integer(at: position).map { "i\($0)" }, number = list.number(at: position).map { "n\($0)" }
                read.append([integer, number, try list.string(at: position).map { "s\($0)" }].compactMap { $0 }.joined(separator: ","))
            }
        })
        #expect(try vm.run(source: "return take({ 1, 2.5, 'x', false, '7', {} })", name: "l") == [])
        #expect(read == ["i1,n1.0", "n2.5", "sx", "", "s7", "", ""])
        let error = luaError { try vm.run(source: "take('x')", name: "l") }
        #expect(error?.message == "l:1: bad argument #1 to 'take' (table expected, got string)")
    }

    @Test func swiftErrorsAreCatchableAndDefersRun() throws {
        var deferred = 0
        vm.setGlobal("fail", vm.function(name: "fail") { _ in
            defer { deferred += 1 }
            throw Failure("nope")
        })
        let source = "local a, b = pcall(fail)\nlocal c, d = pcall(function() fail() end)\nreturn a, b, c, d"
        #expect(try vm.run(source: source, name: "p.lua") == [.boolean(false), .string("nope"), .boolean(false), .string("p.lua:2: nope")])
        #expect(deferred == 2)
        let uncaught = luaError { try vm.run(source: "\nfail()", name: "u.lua") }
        #expect(uncaught?.message == "u.lua:2: nope")
        #expect(uncaught?.traceback.contains("u.lua:2") == true)
    }

    @Test func luaErrorsPassThroughSwiftUnchanged() throws {
        let source = "return pcall(apply, function() error('inner') end)"
        #expect(try vm.run(source: source, name: "outer.lua") == [.boolean(false), .string("outer.lua:1: inner")])
    }

    @Test func unconvertibleArgumentsNameTheFunction() throws {
        vm.setGlobal("take", vm.function(name: "take") { _ in [] })
        let error = luaError { try vm.run(source: "local t = {} t[1] = t\ntake(1, t)", name: "a.lua") }
        #expect(error?.message == "a.lua:2: bad argument #2 to 'take' (cannot convert a table that contains itself)")
    }

    @Test func aReplacedUpvalueIsAnErrorNotACrash() throws {
        let trusted = try makeVM(trusted: true)
        trusted.setGlobal("f", trusted.function(name: "f") { _ in [.integer(1)] })
        let source = "debug.setupvalue(f, 1, io.stdout)\nreturn pcall(f)"
        #expect(try trusted.run(source: source, name: "t")
            == [.boolean(false), .string("a host function lost its Swift closure (its upvalue was replaced)")])
    }

    @Test func callerLocationIsTheLuaCaller() throws {
        var locations: [String] = []
        vm.setGlobal("here", vm.function(name: "here") { [unowned vm] _ in
            let location = vm.callerLocation()
            locations.append(location.map { "\($0.file):\($0.line)" } ?? "none")
            return []
        })
        _ = try vm.run(source: "local a = 1\n\nhere()\npcall(here)", name: "loc.lua")
        #expect(locations == ["loc.lua:3", "none"])
        #expect(vm.callerLocation() == nil)
    }

    @Test func capturedObjectsAreFreedWhenTheVMCloses() throws {
        final class Token {}
        weak var weakToken: Token?
        do {
            let local = try makeVM()
            let token = Token()
            weakToken = token
            local.setGlobal("f", local.function(name: "f") { _ in _ = token; return [] })
            _ = try local.run(source: "f()", name: "f")
        }
        #expect(weakToken == nil)
    }

    @Test func collectedFunctionsReleaseTheirClosures() throws {
        final class Token {}
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            let function = vm.function(name: "f") { _ in _ = token; return [] }
            vm.release(function)
        }
        #expect(weakToken != nil) // still in the Lua heap until a collection
        vm.collectGarbage()
        #expect(weakToken == nil)
    }
}

/// Where a script's functions are defined, for messages about what they returned.
@Suite struct LuaVMDefinitionTests {
    @Test func aLuaFunctionKnowsItsFileAndLine() throws {
        let vm = try LuaVM(sandbox: .sandboxed(root: "/tmp"))
        let results = try vm.run(source: "local x = 1\n\nreturn function() end, string.len", name: "defs.lua")
        guard case .function(let lua) = results[0], case .function(let builtin) = results[1] else {
            Issue.record("expected two functions")
            return
        }
        #expect(vm.definition(of: lua)! == ("defs.lua", 3))
        #expect(vm.definition(of: builtin) == nil)
        let other = try LuaVM(sandbox: .sandboxed(root: "/tmp"))
        #expect(other.definition(of: lua) == nil)
    }
}
