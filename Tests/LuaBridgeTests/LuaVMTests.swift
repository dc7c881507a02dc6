import Testing
@testable import LuaBridge

/// Running chunks, calling functions, globals and references (LuaVM).
@Suite struct LuaVMTests {
    @Test func generationsAreUnique() throws {
        let first = try makeVM(), second = try makeVM()
        #expect(first.generation != second.generation)
    }

    @Test func runReturnsEveryResult() throws {
        let vm = try makeVM()
        #expect(try vm.run(source: "return 1, 'two', nil, 4", name: "r") == [.integer(1), .string("two"), .nil, .integer(4)])
        #expect(try vm.run(source: "local x = 1", name: "r") == [])
    }

    @Test func runFileUsesThePathAsChunkName() throws {
        let directory = try TemporaryDirectory(["cfg.lua": "#!/usr/bin/env lua\nlocal a = 1\nerror('boom')\n"])
        let vm = try makeVM()
        let path = directory.path + "/cfg.lua"
        let error = luaError { try vm.run(file: path) }
        #expect(error?.message == "\(path):3: boom")
        #expect(error?.file == path)
        #expect(error?.line == 3)
    }

    @Test func missingFilesAreFileErrors() throws {
        let vm = try makeVM()
        let error = luaError { try vm.run(file: "/nonexistent/cfg.lua") }
        #expect(error?.kind == .file)
        #expect(error?.message == "cannot open /nonexistent/cfg.lua: No such file or directory")
        #expect(error?.file == "/nonexistent/cfg.lua")
    }

    /// Every state after the second loads a chunk from the bytecode kept for its very text
    /// (ChunkCache): same results, same error lines, and a changed text is compiled anew.
    @Test func aChunkLoadedAgainBehavesTheSameAndAChangedOneIsCompiledAgain() throws {
        let name = "cached-\(UInt32.random(in: 0...UInt32.max))"
        let source = "local t = { 1, 2 }\nlocal fail = false\nif fail then error('boom') end\nreturn #t"
        let failing = "local t = { 1, 2 }\nlocal fail = true\nif fail then error('boom') end\nreturn #t"
        for _ in 0..<3 { #expect(try makeVM().run(source: source, name: name) == [.integer(2)]) }
        for _ in 0..<3 { #expect(luaError { try makeVM().run(source: failing, name: name) }?.message == "\(name):3: boom") }
        for _ in 0..<3 { #expect(try makeVM().run(source: "return 'changed'", name: name) == [.string("changed")]) }
    }

    /// Snapshots hold millions of values: one stays 24 bytes (the reference case is boxed).
    @Test func aValueTakesTwentyFourBytes() {
        #expect(MemoryLayout<LuaValue>.stride == 24)
    }

    @Test func binaryChunksAreRefused() throws {
        let vm = try makeVM(trusted: true)
        let error = luaError { try vm.run(source: "\u{1B}LuaT\0", name: "bin") }
        #expect(error?.kind == .syntax)
        #expect(error?.message.hasSuffix("attempt to load a binary chunk (mode is 't')") == true)
    }

    @Test func callPassesArgumentsAndResults() throws {
        let vm = try makeVM()
        guard case .function(let add)? = try vm.run(source: "return function(a, b) return a + b, a .. b end", name: "f").first
        else { throw Failure("no function") }
        #expect(try vm.call(add, [.integer(2), .integer(3)]) == [.integer(5), .string("23")])
        let error = luaError { try vm.call(add, [.integer(2)]) }
        #expect(error?.message == "f:1: attempt to perform arithmetic on a nil value (local 'b')")
    }

    @Test func globalsAreSetRaw() throws {
        let vm = try makeVM()
        _ = try vm.run(source: "setmetatable(_G, { __newindex = function() error('no') end })", name: "g")
        vm.setGlobal("answer", .integer(42))
        #expect(try vm.run(source: "return answer", name: "g") == [.integer(42)])
        vm.setGlobal("stale", .function(LuaFunction(ref: 1, generation: vm.generation + 1000)))
        #expect(try vm.run(source: "return stale", name: "g") == [.nil])
    }

    @Test func referencesPushTheSameValue() throws {
        let vm = try makeVM()
        let table = LuaValue.table(LuaTable(entries: [(.string("k"), .integer(1))]))
        let shared = try vm.reference(table)
        guard case .object(let reference) = shared else { throw Failure("not an object") }
        #expect(reference.typeName == "table")
        vm.setGlobal("a", shared)
        vm.setGlobal("b", shared)
        vm.setGlobal("c", table)
        vm.setGlobal("d", table)
        #expect(try vm.run(source: "return a == b, c == d, a.k", name: "r") == [.boolean(true), .boolean(false), .integer(1)])
    }

    @Test func memoryInUseIsCounted() throws {
        let vm = try makeVM()
        #expect(vm.memoryInUse > 0)
        _ = try vm.run(source: "big = string.rep('x', 1 << 20)", name: "m")
        #expect(vm.memoryInUse > 1 << 20)
    }
}
