import Testing
@testable import LuaBridge

/// One cap over a state, the host data kept for it, and the states opened on its behalf
/// (MemoryAccount, account.c, docs/safety.md "The memory cap").
@Suite struct MemoryAccountTests {
    @Test func aStatesHeapIsChargedToItsAccount() throws {
        let vm = try makeVM(limits: LuaLimits(timeout: 1, memory: 8 << 20))
        #expect(vm.account.charged == vm.memoryInUse)
        _ = try vm.run(source: "big = ('x'):rep(1 << 20)", name: "a")
        #expect(vm.account.charged == vm.memoryInUse && vm.memoryInUse > 1 << 20)
    }

    @Test func aChildsHeapIsChargedToItsParentAndLetGoWhenItCloses() throws {
        let parent = try makeVM(limits: LuaLimits(timeout: 1, memory: 64 << 20))
        let before = parent.account.charged
        var child: LuaVM? = try LuaVM(limits: LuaLimits(timeout: 1, memory: 64 << 20), sandbox: .sandboxed(root: "."), parent: parent.account)
        _ = try child?.run(source: "big = ('x'):rep(4 << 20)", name: "child")
        #expect(parent.account.charged - before == child?.account.charged)
        #expect(parent.memoryAllowance <= (64 << 20) - (4 << 20) - before)
        child = nil
        #expect(parent.account.charged == before)
    }

    @Test func manyChildrenStopAtTheParentsLimitWithTheMemoryError() throws {
        let parent = try makeVM(limits: LuaLimits(timeout: 1, memory: 16 << 20))
        var children: [LuaVM] = [], refused: LuaError?
        for index in 0..<64 {
            let child = try LuaVM(limits: LuaLimits(timeout: 1, memory: 16 << 20), sandbox: .sandboxed(root: "."), parent: parent.account)
            do {
                _ = try child.run(source: "big = ('\(index % 10)'):rep(1 << 20)", name: "child")
            } catch let error as LuaError {
                refused = error
                break
            }
            children.append(child)
        }
        #expect(refused?.kind == .memory && refused?.message == "child:1: not enough memory (limit 16 MiB) in the main chunk", "\(String(describing: refused))")
        #expect(children.count >= 4 && children.count < 16)
        #expect(parent.account.charged <= 16 << 20)
        // The parent's own script meets the same cap.
        #expect(luaError { try parent.run(source: "return ('y'):rep(4 << 20)", name: "parent") }?.kind == .memory)
    }

    @Test func attachingMovesTheChargeAndDetachingTakesItBack() throws {
        let first = try makeVM(), second = try makeVM()
        let child = try makeVM()
        let charged = child.account.charged, base = (first.account.charged, second.account.charged)
        child.account.attach(to: first.account)
        #expect(first.account.charged == base.0 + charged)
        child.account.attach(to: second.account)
        #expect(first.account.charged == base.0 && second.account.charged == base.1 + charged)
        child.account.attach(to: nil)
        #expect(second.account.charged == base.1)
        first.account.attach(to: first.account)  // never a cycle
        #expect(first.account.parent == nil)
    }

    @Test func heldHostDataCountsAndIsRefusedPastTheCap() throws {
        let vm = try makeVM(limits: LuaLimits(timeout: 1, memory: 8 << 20))
        let allowance = vm.memoryAllowance
        try vm.hold(5 << 20)
        #expect(vm.memoryAllowance == allowance - (5 << 20))
        #expect(luaError { try vm.hold(8 << 20) }?.message == "not enough memory (limit 8 MiB)")
        // While the host holds it, the script has that much less (`rep` makes its result twice).
        #expect(luaError { try vm.run(source: "return #('x'):rep(2 << 20)", name: "s") }?.kind == .memory)
        vm.letGo(bytes: 5 << 20)
        vm.collectGarbage()
        #expect(abs(vm.memoryAllowance - allowance) < 64 << 10)  // the heap moved a little
        #expect(try vm.run(source: "return #('x'):rep(2 << 20)", name: "s") == [.integer(2 << 20)])
    }

    @Test func noCapLeavesEveryAllowance() throws {
        let vm = try makeVM(limits: .unlimited)
        #expect(vm.memoryAllowance == .max)
        try vm.hold(1 << 40)
        #expect(vm.memoryAllowance == .max)
        vm.letGo(bytes: 1 << 40)
    }
}
