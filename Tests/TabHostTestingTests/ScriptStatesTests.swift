import LuaBridge
import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// A spec thread's sandboxed apps reuse Lua states (`ScriptStates`): each app sees a state
/// as it was made, and a state whose use broke off is not used again.
@Suite struct ScriptStatesTests {
    /// A script that changes what a later script could see: globals, a library, the string
    /// metatable, a library's and the globals' metatables, the `require` cache.
    static let dirty = """
        leaked = "global"
        string.leaked = "field"
        getmetatable("").__index = function(_, key) return "string metatable" end
        setmetatable(math, { __index = function() return "math metatable" end })
        require("mod").touched = true
        setmetatable(_G, { __index = function(_, key) return "globals metatable" end, __metatable = "locked" })
        return { tabs = { { id = "a", title = "dirty" } } }
        """

    /// The names of what `dirty` left that this script sees, or "clean".
    static let clean = """
        local seen = {}
        local function note(name, value) if value ~= nil then seen[#seen + 1] = name end end
        note("global", rawget(_G, "leaked"))
        note("__gc allowed", pcall(setmetatable, {}, { __gc = print }) or nil)
        note("string field", string.leaked)
        note("string metatable", ("x").nothing)
        note("math metatable", math.nothing)
        note("globals metatable", getmetatable(_G))
        note("module", require("mod").touched)
        return { tabs = { { id = "a", title = #seen == 0 and "clean" or table.concat(seen, ", ") } } }
        """

    /// A spec file whose first test opens `dirty.lua` and whose second opens `clean.lua`.
    @Test func theNextTestsAppSeesNothingTheLastOneLeft() {
        let directory = TemporaryDirectory()
        directory.write("mod.lua", "return {}")
        directory.write("dirty.lua", Self.dirty)
        directory.write("clean.lua", Self.clean)
        let result = runSpec("""
            it("dirty", function() assert.equal("dirty", tabhost.open("dirty.lua"):tab("a").title) end)
            it("clean", function() assert.equal("clean", tabhost.open("clean.lua"):tab("a").title) end)
            """, in: directory)
        #expect(result.outline == ["dirty: passed", "clean: passed"])
        #expect(result.tests[1].failure == nil, "\(result.tests[1].failure?.message ?? "")")
    }

    /// The same from Swift, checking that the second app did get the first one's state.
    @Test func aStateGivenBackIsTakenAgainAsItWasMade() throws {
        let directory = TemporaryDirectory()
        directory.write("mod.lua", "return {}")
        let states = ScriptStates()
        let first = try open(Self.dirty, directory, states)
        let vm = first.host.vm
        let kept = try vm.reference(.table(LuaTable()))
        first.finish()
        let second = try open(Self.clean, directory, states)
        #expect(second.host.vm === vm)
        #expect(second.host.container.items.map(\.title) == ["clean"])
        guard case .object(let made) = try vm.reference(.table(LuaTable())), case .object(let old) = kept else { return }
        #expect(made.ref <= old.ref, "the registry reference made for the first app was released")
    }

    @Test func aStateWhoseCallHitALimitIsDropped() throws {
        let directory = TemporaryDirectory()
        let states = ScriptStates()
        let breaks = [
            "while true do end",  // the time budget
            "local t = {} for i = 1, 1e8 do t[i] = i end",  // the memory cap
            "local ok = pcall(string.rep, 'x', 1 << 30)",  // the cap, caught by the script
        ]
        for source in breaks {
            let session = try open("return { tabs = {} }", directory, states, timeout: 0.05, memory: 16 << 20)
            let vm = session.host.vm
            _ = try? vm.run(source: source, name: "breaks")
            session.finish()
            let next = try open("return { tabs = {} }", directory, states)
            #expect(next.host.vm !== vm, "reused after: \(source)")
            next.finish()
        }
        let session = try open("return { tabs = {} }", directory, states)
        let vm = session.host.vm
        _ = try? vm.run(source: "error('an error is not a limit')", name: "fine")
        session.finish()
        #expect(try open("return { tabs = {} }", directory, states).host.vm === vm)
    }

    @Test func trustedAppsAndAppsOfAnotherRootMakeTheirOwn() throws {
        let directory = TemporaryDirectory()
        let states = ScriptStates()
        let session = try open("return { tabs = {} }", directory, states)
        let vm = session.host.vm
        session.finish()
        #expect(try open("return { tabs = {} }", TemporaryDirectory(), states).host.vm !== vm)
        var options = HostOptions(trusted: true)
        options.states = states
        #expect(try Session(source: "return { tabs = {} }", name: "t", root: directory.path, options: options).host.vm !== vm)
        #expect(try open("return { tabs = {} }", directory, states).host.vm === vm)
    }

    private func open(_ source: String, _ directory: TemporaryDirectory, _ states: ScriptStates,
                      timeout: Double = 1, memory: Int = 64 << 20) throws -> Session {
        var options = HostOptions(limits: LuaLimits(timeout: timeout, memory: memory))
        options.states = states
        return try Session(source: source, name: "app.lua", root: directory.path, options: options)
    }
}
