import Testing
@testable import LuaBridge

/// `LuaVM.transfer`: plain data crosses state to state whole, sharing and cycles included;
/// what cannot cross is named by path.
@Suite struct LuaTransferTests {
    let from: LuaVM, to: LuaVM

    init() throws {
        from = try makeVM()
        to = try makeVM()
    }

    /// Runs `source` in `from` and transfers what it returns to `to` as global `t`; returns
    /// what was dropped.
    private func carry(_ source: String, object: (LuaReference) -> TransferredObject = { _ in .dropped("a userdata value") })
        throws -> [DroppedValue] {
        let value = try from.run(source: source, name: "from", reading: .references).first ?? .nil
        let (copy, dropped) = from.transfer(value, to: to, root: "state", object: object)
        to.setGlobal("t", copy)
        return dropped
    }

    @Test func plainValuesCrossWhole() throws {
        #expect(try carry("return { 1, 2.5, 'x\\0y', true, n = { deep = { deeper = 'z' } }, [10] = 'ten', [false] = 0 }") == [])
        #expect(try to.run(source: "return t[1], t[2], t[3], t[4], t.n.deep.deeper, t[10], t[false], #t", name: "to") == [
            .integer(1), .number(2.5), .string("x\0y"), .boolean(true), .string("z"), .string("ten"), .integer(0), .integer(4),
        ])
    }

    @Test func sharedTablesAndCyclesKeepTheirShape() throws {
        let source = """
            local shared = { v = 1 }
            local t = { a = shared, b = shared, list = { shared } }
            t.self = t
            local key = {}
            t[key] = 'by table'
            t.key = key
            return t
            """
        #expect(try carry(source) == [])
        #expect(try to.run(source: "return t.a == t.b, t.list[1] == t.a, t.self == t, t[t.key], t.a.v", name: "to") == [
            .boolean(true), .boolean(true), .boolean(true), .string("by table"), .integer(1),
        ])
    }

    @Test func aDoublingTableCrossesInLinearTime() throws {
        // 2^40 paths, 41 tables: a copy per path would never finish.
        #expect(try carry("local t = {} for i = 1, 40 do t = { t, t } end return t") == [])
        #expect(try to.run(source: "local n, x = 0, t while x[1] do assert(x[1] == x[2]) n = n + 1 x = x[1] end return n", name: "to")
            == [.integer(40)])
    }

    @Test func aLongChainCrossesWithoutRecursion() throws {
        #expect(try carry("local t = {} for i = 1, 200000 do t = { next = t } end return t") == [])
        #expect(try to.run(source: "local n, x = 0, t while x.next do n = n + 1 x = x.next end return n", name: "to") == [.integer(200000)])
    }

    @Test func whatCannotCrossIsNamedOncePerPath() throws {
        let source = """
            local f = function() end
            return setmetatable({ f = f, again = f, co = coroutine.create(f), list = { 1, f, 3 },
              ["a b"] = f, [f] = 'by function', nested = setmetatable({}, {}) }, { __index = {} })
            """
        let dropped = try carry(source).map { "\($0.path): \($0.what)" }.sorted()
        #expect(dropped == [
            "state.again: a function", "state.co: a coroutine", "state.f: a function",
            "state.list[2]: a function", "state.nested: its metatable", "state: its metatable", "state[\"a b\"]: a function",
            "state[function] (a key): a function",
        ])
        #expect(try to.run(source: "return t.list[1], t.list[2], t.list[3], getmetatable(t), type(t.nested)", name: "to")
            == [.integer(1), .nil, .integer(3), .nil, .string("table")])
    }

    @Test func userdataCrossesAsTheHostSays() throws {
        let item = to.object(get: { _ in .string("new item") }, set: { _, _ in }, name: "item")
        let proxy = from.object(get: { _ in .nil }, set: { _, _ in }, name: "old item")
        guard case .object(let old) = proxy else { throw Failure("not an object") }
        from.setGlobal("proxy", proxy)
        let dropped = try carry("return { kept = proxy, other = proxy }") { reference in
            reference == old ? .value(item) : .dropped("something else")
        }
        #expect(dropped == [])
        #expect(try to.run(source: "return t.kept.anything, t.kept == t.other", name: "to") == [.string("new item"), .boolean(true)])
        #expect(try carry("return { gone = proxy }") { _ in .dropped("the item 'x'") } == [DroppedValue(path: "state.gone", what: "the item 'x'")])
    }

    @Test func scalarsAndDroppedRootsComeBackPlain() throws {
        #expect(from.transfer(.string("s"), to: to, root: "state").value == .string("s"))
        let function = try from.run(source: "return function() end", name: "f")[0]
        let (value, dropped) = from.transfer(function, to: to, root: "state")
        #expect(value == .nil && dropped == [DroppedValue(path: "state", what: "a function")])
    }
}
