import Testing
@testable import TabHostKit
import LuaBridge

/// docs/safety.md, "Linear host work" and "The memory cap": what the host does on a script's
/// behalf stays within the cap and the budget, and a long session keeps only what is current.
@Suite struct HostBoundsTests {
    @Test func hostFunctionsRefuseResultsTheCapCannotHold() throws {
        let host = try load("""
            return {
              tabs = { { id = "a", title = "A" } },
              keys = {
                x = function(c) c:tab("a").title = select(2, pcall(tabhost.pad, "", 4e8)) end,
                y = function(c) c:tab("a").title = "[" .. tabhost.pad("ab", 5, "right") .. "]" end,
              },
            }
            """)
        host.press("x")
        #expect(host.container.items[0].title == "not enough memory (limit 256 MiB)")
        host.press("y")
        #expect(host.container.items[0].title == "[   ab]")
    }

    @Test func containerReturnsItsOwnTable() throws {
        let host = try load("""
            local t = { tabs = { { id = "a", title = "A" } } }
            t.tabs[1].title = tostring(tabhost.container(t) == t)
            return tabhost.container(t)
            """)
        #expect(host.container.items[0].title == "true")
    }

    @Test func aPageCostsOneScreen() throws {
        let host = try load("""
            return { tabs = {
              { id = "lines", title = "L", page = function() return ("row\\n"):rep(2e6) end },
              { id = "long", title = "W", page = function() return ("x"):rep(1e6) .. "\\nsecond\\n" end },
              { id = "table", title = "T", page = function() local t = {} for i = 1, 1e5 do t[i] = "r" .. i end return t end },
            } }
            """)
        #expect(host.pageRows(width: 10, height: 5).count == 5)
        host.activate("long")
        let rows = host.pageRows(width: 10, height: 5)
        #expect(rows.count == 2 && rows[1].map(\.text) == ["second"] && rows[0][0].text.utf8.count <= 10 * 16 + 64)
        host.activate("table")
        #expect(host.pageRows(width: 10, height: 5).count <= 2 * 10 + 16)
        #expect(host.errors == [])
    }

    @Test func tableErrorObjectsNameTheirPlace() throws {
        let host = try load("""
            return {
              tabs = { { id = "a", title = "A" } },
              keys = {
                x = function(c) error({ code = 42 }) end,
                y = function(c) error(setmetatable({}, { __tostring = function() return "custom" end })) end,
              },
            }
            """)
        host.press("x")
        host.press("y")
        #expect(host.errors.map(\.message) == ["test.lua:4: (error object is a table: {code = 42})", "test.lua:5: custom"])
    }

    // MARK: - A long session (point 10)

    /// A host whose key `x` runs `body` once; `press` it `count` times.
    private func repeated(_ body: String, count: Int) throws -> ScriptHost {
        let host = try load("""
            local n = 0
            return {
              tabs = { { id = "a", title = "A" } },
              keys = { x = function(c) n = n + 1 \(body) end },
            }
            """)
        for _ in 0..<count { host.press("x") }
        #expect(host.errors == [])
        return host
    }

    @Test func replacedStatesAreLetGo() throws {
        let host = try repeated("c.state = { n = n, list = { 1, 2, 3 } }", count: 1000)
        host.vm.collectGarbage()
        let settled = host.vm.memoryInUse
        for _ in 0..<5000 { host.press("x") }
        host.vm.collectGarbage()
        #expect(host.vm.memoryInUse < settled + (256 << 10))
    }

    @Test func functionsAndProxiesOfReplacedItemsAreLetGo() throws {
        let host = try repeated("""
            c:setTabs({ { id = "t" .. n, title = "T", action = function() end, page = function() return "p" end } })
            local item = c:tab("t" .. n)
            """, count: 3000)
        #expect(host.functions.count < 600)
        #expect(host.objects.items.count < 600)
        host.vm.collectGarbage()
        let settled = host.vm.memoryInUse
        for _ in 0..<3000 { host.press("x") }
        host.vm.collectGarbage()
        #expect(host.vm.memoryInUse < settled + (512 << 10))
    }

    @Test func collectingKeepsEveryFunctionTheModelHolds() throws {
        let host = try load("""
            local n = 0
            return {
              tabs = { { id = "a", title = "A" } },
              keys = { x = function(c) n = n + 1 c:setTabs({ { id = "t" .. n, title = "T", action = function() end } }) end },
              mouse = { middle = function(c, item) c:tab("t" .. n).title = "kept" end },
            }
            """)
        for _ in 0..<600 { host.press("x") }
        host.click(x: 3, y: 1, button: "middle")
        #expect(host.errors == [])
        #expect(host.container.items.map(\.title) == ["kept"])
    }

    @Test func insertsAndRemovesSettle() throws {
        let host = try repeated("c:insert({ id = 'i' .. n, title = 'I', action = function() end }) c:remove('i' .. n)", count: 3000)
        #expect(host.functions.count < 600)
        #expect(host.container.items.count == 1)
    }
}
