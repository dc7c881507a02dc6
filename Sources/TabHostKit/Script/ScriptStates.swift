import LuaBridge

/// A sandboxed Lua state made for scripts under one root (the `tabhost` module installed),
/// with the snapshot that puts it back as it was made.
final class ReusableState {
    let vm: LuaVM
    /// Where its `require` looks (the sandbox's root is fixed when a state is made).
    let root: String
    let snapshot: LuaSnapshot

    init(root: String, limits: LuaLimits, parent: MemoryAccount?) throws {
        vm = try LuaVM(limits: limits, sandbox: .sandboxed(root: root), parent: parent)
        self.root = root
        TabhostModule.install(in: vm)
        snapshot = try LuaSnapshot(of: vm)
    }
}

/// The Lua states a spec thread's apps use one after another (`tabhost test`): a sandboxed
/// app takes one made for its root, and gives it back when its test closes it; a state is
/// kept for the next app only when `LuaSnapshot.restore` put it back as it was made, and
/// never after a call into it hit the time budget or the memory cap (nor when its script did
/// not load, or when a reload replaced it: those are closed). Trusted apps, `run`
/// and the embedding API always make a state of their own (`HostOptions.states` is nil).
///
/// One owner at a time, like `Session`: each spec thread has its own (`SpecState`).
package final class ScriptStates {
    private var idle: [ReusableState] = []
    /// States kept at most (apps open at once in one test, usually one).
    static let limit = 4

    package init() {}

    /// A state for a script under `root`, charged to `parent` too: one given back, else a new one.
    func take(root: String, limits: LuaLimits, parent: MemoryAccount?) throws -> ReusableState {
        guard let index = idle.lastIndex(where: { $0.root == root }) else {
            return try ReusableState(root: root, limits: limits, parent: parent)
        }
        let state = idle.remove(at: index)
        state.vm.limits = limits
        state.vm.account.attach(to: parent)
        return state
    }

    /// Puts `state` back for the next app when it can be reset; drops it otherwise. An idle
    /// state is charged to no other account.
    func giveBack(_ state: ReusableState) {
        state.vm.account.attach(to: nil)
        guard state.snapshot.restore() else { return }
        if idle.count == Self.limit { idle.removeFirst() }
        idle.append(state)
    }
}
