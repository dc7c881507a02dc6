import Testing
@testable import LuaBridge

/// `LuaVM.budgetedCaller`: Lua code the host runs calls functions with a budget of their own
/// each, and a call that failed is reported as the host's own call would have thrown it.
@Suite struct BudgetedCallTests {
    let vm: LuaVM

    init() throws {
        vm = try makeVM(limits: LuaLimits(timeout: 0.2, memory: 8 << 20))
        vm.setGlobal("call", vm.budgetedCaller())
        vm.setGlobal("failure", vm.function(name: "failure") { [unowned vm] _ in
            let error = vm.takeBudgetedFailure()
            return [.string("\(error.kind)"), .string(error.message)]
        })
    }

    /// Runs `source` as `caller.lua` and returns its results.
    private func run(_ source: String) throws -> [LuaValue] {
        try vm.run(source: source, name: "caller.lua")
    }

    @Test func aCallThatSucceedsSaysSoAndWhenItRan() throws {
        let results = try run("local ok, began, ended = call(function() end)\nreturn ok, ended >= began and began > 0")
        #expect(results == [.boolean(true), .boolean(true)])
    }

    @Test func aFailureIsReportedAsTheHostsCallWouldThrowIt() throws {
        let results = try run("""
            local ok = call(function() error('boom') end)
            return ok, failure()
            """)
        #expect(results == [.boolean(false), .string("runtime"), .string("caller.lua:1: boom")])
    }

    /// Each call gets a whole budget of its own, and so does the code after it: a caller
    /// that outlives one budget in total is not stopped, a call that loops is.
    @Test func everyCallHasItsOwnBudgetAndTheCallerAFreshOneAfter() throws {
        vm.limits.timeout = 0.5  // four slices of 0.15 s of CPU: more than one budget in total
        vm.setGlobal("call", vm.budgetedCaller())
        let results = try run("""
            local function busy(seconds)
              local clock = os.clock() + seconds
              while os.clock() < clock do end
            end
            local first = call(function() busy(0.15) end)
            busy(0.15)
            local second = call(function() busy(0.15) end)
            local looped = call(function() while true do end end)
            local kind, message = failure()
            busy(0.15)
            return first, second, looped, kind, message
            """)
        #expect(results == [.boolean(true), .boolean(true), .boolean(false), .string("timeout"),
                            .string("caller.lua:8: script timed out after 500 ms")])
    }

    @Test func theCurrentLineIsReadWithoutATable() throws {
        vm.setGlobal("line", vm.currentLineFunction())
        let results = try run("""
            local function here() return line(2) end
            return line(1), line(), here(), line(50)
            """)
        #expect(results == [.integer(2), .integer(2), .integer(2), .integer(0)])
    }

    @Test func theMemoryCapStopsACallAndTheCallerGoesOn() throws {
        let results = try run("""
            local ok = call(function() local t = {} for i = 1, 1e8 do t[i] = i end end)
            local kind, message = failure()
            local after = {}
            for i = 1, 1000 do after[i] = i end
            return ok, kind, message, #after
            """)
        #expect(results == [.boolean(false), .string("memory"), .string("not enough memory (limit 8 MiB)"), .integer(1000)])
    }
}
