import Testing
@testable import LuaBridge

/// Lua -> Swift and Swift -> Lua conversions (LuaValue+Read, LuaValue+Push).
@Suite struct LuaValueTests {
    let vm: LuaVM
    /// `function(...) return ... end`: sends values through Lua and back.
    let identity: LuaFunction

    init() throws {
        vm = try makeVM()
        guard case .function(let function)? = try vm.run(source: "return function(...) return ... end", name: "id").first
        else { throw Failure("no identity function") }
        identity = function
    }

    @Test func scalarsKeepIntegerAndFloatApart() throws {
        let values = try vm.run(source: "return 1, 1.0, 2^53, math.maxinteger, -0.0, 1/0, true, nil", name: "n")
        #expect(values == [
            .integer(1), .number(1), .number(9_007_199_254_740_992), .integer(.max),
            .number(-0.0), .number(.infinity), .boolean(true), .nil,
        ])
    }

    @Test func scalarsRoundTripFromSwift() throws {
        let values: [LuaValue] = [.integer(-7), .number(2.5), .integer(.min), .boolean(false), .nil, .string("")]
        #expect(try vm.call(identity, values) == values)
        let types = try vm.run(source: "return function(a, b) return math.type(a), math.type(b) end", name: "t")
        guard case .function(let mathType)? = types.first else { throw Failure("no function") }
        #expect(try vm.call(mathType, [.integer(3), .number(3)]) == [.string("integer"), .string("float")])
    }

    @Test func stringsKeepEmbeddedZerosAndUTF8() throws {
        let text = "a\0b héllo ✓ 🎉"
        #expect(try vm.call(identity, [.string(text)]) == [.string(text)])
        let lengths = try vm.run(source: "return #'a\\0b', 'h\\u{E9}', 'x\\0'", name: "s")
        #expect(lengths == [.integer(3), .string("hé"), .string("x\0")])
    }

    @Test func tablesSplitSequenceAndEntries() throws {
        let source = "return { 10, 20, nil, 40, b = 1, a = 2, [2.5] = 'f', [-1] = 'm', [true] = 't' }"
        guard case .table(let table)? = try vm.run(source: source, name: "t").first else { throw Failure("no table") }
        #expect(table.array == [.integer(10), .integer(20)])
        #expect(table.entries.map(\.key) == [
            .string("a"), .string("b"), .integer(-1), .number(2.5), .integer(4), .boolean(true),
        ])
        #expect(table["a"] == .integer(2))
    }

    @Test func nestedTablesRoundTrip() throws {
        let inner = LuaTable(array: [.string("x")], entries: [(.string("deep"), .table(LuaTable(array: [.integer(1)])))])
        let table = LuaTable(array: [.integer(1), .table(inner)], entries: [(.string("name"), .string("n")), (.integer(7), .boolean(true))])
        #expect(try vm.call(identity, [.table(table)]) == [.table(table)])
    }

    @Test func pushedTablesAreRealLuaTables() throws {
        let check = try vm.run(source: "return function(t) return #t, t.name, t[1], math.type(t[2]), t[3].k end", name: "c")
        guard case .function(let function)? = check.first else { throw Failure("no function") }
        let table = LuaTable(
            array: [.string("a"), .number(2), .table(LuaTable(entries: [(.string("k"), .string("v"))]))],
            entries: [(.string("name"), .string("n")), (.nil, .integer(1)), (.number(.nan), .integer(2))])
        #expect(try vm.call(function, [.table(table)]) == [.integer(3), .string("n"), .string("a"), .string("float"), .string("v")])
    }

    @Test func sharedSubtablesAreFineButCyclesAreErrors() throws {
        let shared = try vm.run(source: "local s = {1} return { s, s }", name: "s")
        let one = LuaValue.table(LuaTable(array: [.integer(1)]))
        #expect(shared == [.table(LuaTable(array: [one, one]))])
        let error = luaError { try vm.run(source: "local t = {} t.self = t return t", name: "c") }
        #expect(error?.kind == .runtime)
        #expect(error?.message == "c:1: cannot convert a table that contains itself (in what the main chunk returned)")
        #expect(try vm.run(source: "return 1", name: "ok") == [.integer(1)])
    }

    @Test func nestingIsLimitedTo64Levels() throws {
        let build = "local t = {} for i = 2, ... do t = { t } end return t"
        guard case .function(let nest)? = try vm.run(source: "return function(...) \(build) end", name: "n").first
        else { throw Failure("no function") }
        #expect(try vm.call(nest, [.integer(64)]).count == 1)
        let error = luaError { try vm.call(nest, [.integer(65)]) }
        #expect(error?.message == "n:1: cannot convert a table nested more than 64 levels deep (in what the function that starts here returned)")
    }

    @Test func functionsAndThreadsConvert() throws {
        let values = try vm.run(source: "return print, coroutine.create(print)", name: "f")
        guard case .function(let function)? = values.first else { throw Failure("no function") }
        #expect(function.generation == vm.generation)
        #expect(values[1] == .other(typeName: "thread"))
        #expect(values[1].typeName == "thread")
        #expect(try vm.call(identity, [.other(typeName: "thread")]) == [.nil])
    }

    @Test func userdataKeepsItsIdentity() throws {
        let trusted = try makeVM(trusted: true)
        let values = try trusted.run(source: "return io.stdout, function(f) return f == io.stdout end", name: "u")
        guard case .object(let reference) = values[0], case .function(let same) = values[1] else {
            throw Failure("unexpected \(values)")
        }
        #expect(reference.typeName == "userdata")
        #expect(try trusted.call(same, [values[0]]) == [.boolean(true)])
    }

    @Test func valuesOfAnotherVMAreStale() throws {
        let other = try makeVM()
        let error = luaError { try other.call(identity, []) }
        #expect(error?.kind == .runtime)
        #expect(error?.message == "a function of another Lua state (one from before a reload) cannot be used here")
        #expect(luaError { try other.call(identity, [.function(identity)]) }?.message.hasPrefix("a function of another Lua state") == true)
    }
}
