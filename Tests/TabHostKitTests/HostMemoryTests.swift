import Testing
@testable import TabHostKit
import LuaBridge

/// The cap covers what the host holds for a script (docs/safety.md "The memory
/// cap"): the decoded model, charged as it is made, and the apps a spec opens, charged to the
/// spec's account.
@Suite struct HostMemoryTests {
    /// A container nested `levels` deep, each level's page shared by two items.
    private static func dag(levels: Int) -> String {
        """
        local c = { tabs = { { id = "x", title = "X", page = "leaf" } } }
        for _ = 1, \(levels) do c = { tabs = { { id = "a", title = "A", page = c }, { id = "b", title = "B", page = c } } } end
        return c
        """
    }

    @Test func nestedContainersSharedAsADagEndAtTheCapWithTheirPlace() {
        let options = HostOptions(limits: LuaLimits(timeout: 30, memory: 8 << 20))
        do {
            _ = try Session(source: Self.dag(levels: 16), name: "dag.lua", options: options)
            Issue.record("2^16 containers decoded under an 8 MiB cap")
        } catch {
            let text = error.description
            #expect(text.hasPrefix("dag.lua:2: tabs[1].page.tabs[1].page"))
            #expect(text.contains("not enough memory (limit 8 MiB)"))
        }
    }

    @Test func theSameDagLoadsUnderALargerCap() throws {
        // Six levels: 64 leaves, well within the cap.
        let session = try Session(source: Self.dag(levels: 6), name: "dag.lua", options: HostOptions(limits: LuaLimits(timeout: 30, memory: 8 << 20)))
        #expect(session.host.vm.account.charged > session.host.vm.memoryInUse + ScriptHost.baseCost)
    }

    @Test func aPageSharedByManyItemsIsChargedForEach() {
        let source = """
            local rows = {}
            for i = 1, 4096 do rows[i] = ("x"):rep(100) end
            local tabs = {}
            for i = 1, 1000 do tabs[i] = { id = "t" .. i, title = "T", page = rows } end
            return { tabs = tabs }
            """
        do {
            _ = try Session(source: source, name: "rows.lua", options: HostOptions(limits: LuaLimits(timeout: 30, memory: 16 << 20)))
            Issue.record("a 4,096-row page decoded for 1,000 items under a 16 MiB cap")
        } catch {
            #expect(error.description.contains("rows.lua:5: tabs["))
            #expect(error.description.contains("not enough memory (limit 16 MiB)"))
        }
    }

    @Test func anAppIsChargedToItsParentUntilItIsDone() throws {
        let parent = try LuaVM(limits: LuaLimits(timeout: 5, memory: 64 << 20), sandbox: .sandboxed(root: "."))
        let before = parent.account.charged
        var options = HostOptions(limits: LuaLimits(timeout: 5, memory: 64 << 20))
        options.memoryParent = parent.account
        options.states = ScriptStates()
        var session: Session? = try Session(source: "return { tabs = { { id = 'a', title = 'A' } } }", name: "app.lua", options: options)
        let charged = parent.account.charged - before
        #expect(charged >= ScriptHost.baseCost + session!.host.vm.memoryInUse)
        session?.finish()  // the state goes back to the pool, charged to no one
        #expect(parent.account.charged == before)
        session = nil
        #expect(parent.account.charged == before)
    }

    @Test func editsMoveTheChargeAndALongSessionDoesNotCreep() throws {
        let host = try load("""
            local n = 0
            return {
              tabs = { { id = "a", title = "A" } },
              keys = {
                s = function(c)
                  n = n + 1
                  local tabs = {}
                  for i = 1, 50 do tabs[i] = { id = "s" .. n .. "_" .. i, title = ("t"):rep(40), page = { { "row" }, { "row" } } } end
                  tabs[51] = { id = "nest" .. n, title = "N", page = { tabs = { { id = "x", title = ("x"):rep(30) } } } }
                  c:setTabs(tabs)
                end,
                i = function(c) n = n + 1 c:insert({ id = "i" .. n, title = ("i"):rep(100) }) c:remove("i" .. n) end,
                f = function(c) c.selected.title = ("f"):rep(1000 + n % 7) n = n + 1 end,
              },
            }
            """)
        host.press("s")
        let settled = host.vm.account.charged - host.vm.memoryInUse
        for key: Key in ["s", "i", "f"] {
            for _ in 0..<300 { host.press(key) }
        }
        #expect(host.errors == [])
        host.press("s")
        let charged = host.vm.account.charged - host.vm.memoryInUse
        #expect(abs(charged - settled) < 16 << 10)
    }

    @Test func insertsPastTheCapAreTheMemoryError() throws {
        let host = try ScriptHost(source: """
            return { tabs = { { id = "a", title = "A" } }, keys = { x = function(c)
              for i = 1, 100 do c:insert({ id = "n" .. i, title = ("y"):rep(1 << 18) }) end
            end } }
            """, name: "big.lua", root: "/tmp", options: HostOptions(limits: LuaLimits(timeout: 30, memory: 4 << 20)))
        host.press("x")
        #expect(host.errors.first?.message.contains("not enough memory (limit 4 MiB)") == true)
        #expect(host.container.items.count < 16)
    }
}
