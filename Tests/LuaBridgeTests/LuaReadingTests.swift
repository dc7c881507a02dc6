import Testing
@testable import LuaBridge

/// How values are read into Swift (`LuaReading`, ValueReader): shared tables once, copies
/// bounded by the cap, tables kept by reference, and windows of what a screen shows.
@Suite struct LuaReadingTests {
    @Test func sharedTablesAreReadOnce() throws {
        let vm = try makeVM()
        // 2^30 paths: read per path, this would take all memory; read per table, it is instant.
        let values = try vm.run(source: "local t = { 'leaf' } for i = 1, 30 do t = { t, t } end return t", name: "d")
        var depth = 0
        var current = values.first ?? .nil
        while case .table(let table) = current, table.array.count == 2 {
            #expect(table.array[0] == table.array[1])
            depth += 1
            current = table.array[0]
        }
        #expect(depth == 30)
        #expect(luaError { try vm.run(source: "local t = {} t.t = t return t", name: "c") }?.message
            == "c:1: cannot convert a table that contains itself (in what the main chunk returned)")
    }

    @Test func aCopyMayTakeOnlyWhatTheCapAllows() throws {
        let vm = try makeVM(limits: LuaLimits(timeout: 5, memory: 8 << 20))
        let error = luaError { try vm.run(source: "local t = {} for i = 1, 200000 do t[i] = i end return t", name: "big") }
        #expect(error?.kind == .memory)
        #expect(error?.message == "big:1: not enough memory (limit 8 MiB) (in what the main chunk returned)")
        #expect(try vm.run(source: "local t = {} for i = 1, 1000 do t[i] = i end return #t", name: "small") == [.integer(1000)])
    }

    @Test func aSequenceReadingLeavesOtherKeysUnread() throws {
        let vm = try makeVM()
        let source = "return { 1, 2.5, 'three', true, { 5, x = 6 }, x = 7, [9] = 9 }"
        let function = try vm.compile(Array(source.utf8), chunkName: "=s")
        let read = try vm.call(function, [], reading: .sequences)
        let inner = LuaTable(array: [.integer(5)])
        #expect(read == [.table(LuaTable(array: [.integer(1), .number(2.5), .string("three"), .boolean(true), .table(inner)]))])
        let whole = try vm.call(function, [])
        guard case .table(let table)? = whole.first else { Issue.record("no table"); return }
        #expect(table["x"] == .integer(7) && table.array.count == 5)
    }

    @Test func tablesCanStayInLua() throws {
        let vm = try makeVM()
        let results = try vm.run(source: "local t = { 1 } t.me = t return 0, { state = t, other = { 2 } }", name: "r",
                                 reading: LuaReading(referencedFields: ["state"]))
        guard case .table(let outer) = results[1], case .object(let kept) = outer["state"] else { throw Failure("\(results)") }
        #expect(kept.typeName == "table")
        #expect(outer["other"] == .table(LuaTable(array: [.integer(2)])))
        vm.setGlobal("kept", outer["state"])
        #expect(try vm.run(source: "return kept.me == kept, kept[1]", name: "k") == [.boolean(true), .integer(1)])
        let borrowed = try vm.run(source: "return { 1 }", name: "b", reading: .references)
        guard case .object = borrowed[0] else { throw Failure("\(borrowed)") }
    }

    @Test func borrowedArgumentsAreReleasedAfterTheCall() throws {
        let vm = try makeVM()
        vm.setGlobal("look", vm.function(name: "look", reading: .references) { [unowned vm] arguments in
            [try vm.snapshot(arguments[0])]
        })
        var kept: LuaValue = .nil
        vm.setGlobal("keep", vm.function(name: "keep", reading: .references) { [unowned vm] arguments in
            kept = try vm.reference(arguments[0])
            return []
        })
        #expect(try vm.run(source: "return look({ 7 })[1]", name: "l") == [.integer(7)])
        _ = try vm.run(source: "keep({ 'mine' })", name: "k")
        vm.setGlobal("kept", kept)
        #expect(try vm.run(source: "collectgarbage = nil return kept[1]", name: "k") == [.string("mine")])
        vm.collectGarbage()
        let before = vm.memoryInUse
        _ = try vm.run(source: "for i = 1, 20000 do look({ i }) end", name: "many")
        vm.collectGarbage()
        #expect(vm.memoryInUse < before + (64 << 10))
    }

    @Test func aWindowKeepsWhatAScreenShows() {
        let window = LuaWindow(lines: 3, lineBytes: 4, elements: 2, entries: 1)
        func cut(_ text: String) -> String {
            String(decoding: Array(text.utf8).withUnsafeBytes { window.cut($0) }, as: UTF8.self)
        }
        #expect(cut("a\nb\nc\nd\ne") == "a\nb\nc\n")
        #expect(cut("abcdefgh\r\nxy\rz") == "abcd\r\nxy\rz")
        #expect(cut("ééé\n") == "éé\n")        // four bytes, cut at a character
        #expect(cut("\n\n\n\n\n") == "\n\n\n")
        #expect(window.keepsWhole(count: 3) && !window.keepsWhole(count: 5))
    }

    @Test func aWindowedReadCutsStringsAndSequences() throws {
        let vm = try makeVM()
        let page = LuaReading(window: LuaWindow(lines: 2, lineBytes: 8, elements: 3, entries: 2))
        let results = try vm.run(source: "return ('line\\n'):rep(1e6), ('x'):rep(1e6) .. '\\nsecond\\nthird', { 1, 2, 3, 4, 5 }, { a = 1 }",
                                 name: "w", reading: page)
        #expect(results[0] == .string("line\nline\n"))
        #expect(results[1] == .string("xxxxxxxx\nsecond\n"))
        #expect(results[2] == .table(LuaTable(array: [.integer(1), .integer(2), .integer(3)])))
        #expect(results[3] == .table(LuaTable(entries: [(.string("a"), .integer(1))])))
    }
}
