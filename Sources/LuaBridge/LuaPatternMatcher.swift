/// Lua's own pattern matching (`string.find`) for text the host holds, such as file names
/// against busted's `--pattern`: a bare state of its own (no libraries, no sandbox), which
/// a full `LuaVM` would cost thirty times over.
package final class LuaPatternMatcher {
    private let state: LuaState
    /// What its heap is charged to (uncapped; the state outlives no call of its own).
    private let account = MemoryAccount(limit: 0)

    package init() throws(LuaError) {
        guard let state = LuaState.open(account: account.pointer) else { throw LuaError(.memory, "cannot create a Lua state: not enough memory") }
        self.state = state
    }

    deinit {
        state.close()
    }

    /// Whether `pattern` occurs in `subject`, as `subject:find(pattern)` says; a malformed
    /// pattern throws Lua's message.
    package func finds(_ pattern: String, in subject: String) throws(LuaError) -> Bool {
        try state.find(pattern, in: subject).get()
    }
}
