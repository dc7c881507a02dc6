import Testing
@testable import LuaBridge

/// Host objects as userdata proxies (LuaVM+Objects).
@Suite struct LuaVMObjectsTests {
    /// The fields of the proxy, in insertion order.
    final class Store {
        var keys: [String] = []
        var values: [String: LuaValue] = [:]

        func get(_ key: LuaValue) throws -> LuaValue {
            guard case .string(let name) = key else { throw Failure("field names are strings, got \(key.typeName)") }
            return values[name] ?? .nil
        }

        func set(_ key: LuaValue, _ value: LuaValue) throws {
            guard case .string(let name) = key else { throw Failure("field names are strings") }
            guard name != "locked" else { throw Failure("locked is read-only") }
            if values[name] == nil { keys.append(name) }
            values[name] = value
        }

        var entries: [(key: LuaValue, value: LuaValue)] {
            keys.compactMap { key in values[key].map { (.string(key), $0) } }
        }
    }

    let vm: LuaVM
    let store = Store()
    let proxy: LuaValue

    init() throws {
        vm = try makeVM()
        let store = self.store
        proxy = vm.object(
            get: store.get, set: store.set, name: "store",
            length: { store.keys.count }, iterate: { store.entries })
        vm.setGlobal("store", proxy)
    }

    @Test func fieldsGoThroughSwift() throws {
        let results = try vm.run(source: "store.a = 1\nstore.b = 'x'\nreturn store.a, store.b, store.c, #store", name: "o")
        #expect(results == [.integer(1), .string("x"), .nil, .integer(2)])
        #expect(store.values["b"] == .string("x"))
    }

    @Test func pairsIteratesTheEntries() throws {
        store.keys = ["one", "two"]
        store.values = ["one": .integer(1), "two": .integer(2)]
        let source = """
            local seen = {}
            for k, v in pairs(store) do
              for k2 in pairs(store) do seen[#seen + 1] = k .. k2 end
              seen[#seen + 1] = k .. '=' .. v
            end
            return table.concat(seen, ',')
            """
        #expect(try vm.run(source: source, name: "p") == [.string("oneone,onetwo,one=1,twoone,twotwo,two=2")])
    }

    @Test func theMetatableIsProtected() throws {
        let source = "return tostring(store), type(store), getmetatable(store), pcall(setmetatable, store, {})"
        let results = try vm.run(source: source, name: "m")
        #expect(Array(results.prefix(4)) == [.string("store"), .string("userdata"), .boolean(false), .boolean(false)])
    }

    @Test func errorsCarryTheScriptPosition() throws {
        #expect(luaError { try vm.run(source: "\nstore.locked = 1", name: "e.lua") }?.message == "e.lua:2: locked is read-only")
        #expect(luaError { try vm.run(source: "return store[1]", name: "e.lua") }?.message == "e.lua:1: field names are strings, got number")
        #expect(try vm.run(source: "return pcall(function() store.locked = 1 end)", name: "p.lua")
            == [.boolean(false), .string("p.lua:1: locked is read-only")])
    }

    @Test func proxiesComeBackAsTheSameReference() throws {
        #expect(try vm.run(source: "return store", name: "r") == [proxy])
        guard case .function(let same)? = try vm.run(source: "return function(o) return o == store end", name: "s").first
        else { throw Failure("no function") }
        #expect(try vm.call(same, [proxy]) == [.boolean(true)])
    }

    @Test func releasedProxiesGetNewReferences() throws {
        _ = try vm.run(source: "kept = store", name: "k")
        vm.release(proxy)
        let again = try vm.run(source: "return kept, function(o) return o == kept end", name: "k")
        guard case .object = again[0], case .function(let isKept) = again[1] else { throw Failure("\(again)") }
        #expect(try vm.call(isKept, [again[0]]) == [.boolean(true)])
        #expect(try vm.run(source: "kept.z = 3 return kept.z", name: "k") == [.integer(3)])
    }

    @Test func objectsWithoutLengthOrIterationUseTheDefaults() throws {
        let plain = vm.object(get: { _ in .integer(7) }, set: { _, _ in }, name: "plain")
        vm.setGlobal("plain", plain)
        #expect(try vm.run(source: "return plain.anything, tostring(plain)", name: "d") == [.integer(7), .string("plain")])
        #expect(luaError { try vm.run(source: "return #plain", name: "d") }?.message == "d:1: attempt to get length of a plain value (global 'plain')")
    }

    @Test func aReferencedTableIsSharedAndSnapshotsCarryItsData() throws {
        let shared = try vm.reference(.table(LuaTable(entries: [(.string("n"), .integer(1))])))
        vm.setGlobal("shared", shared)
        _ = try vm.run(source: "shared.n = shared.n + 1; shared.list = { 'a', 'b' }", name: "s")
        let copy = try vm.snapshot(shared)
        guard case .table(let table) = copy else { throw Failure("\(copy)") }
        #expect(table["n"] == .integer(2))
        #expect(table["list"] == .table(LuaTable(array: [.string("a"), .string("b")])))
        #expect(try vm.snapshot(.integer(3)) == .integer(3))
    }
}
