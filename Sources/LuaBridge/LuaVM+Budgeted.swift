/// Calls that Lua code the host runs makes itself, each with a budget of its own: the spec
/// runner's walk calls every spec function this way instead of returning to the host for
/// each (two host calls and a coroutine switch a function fewer).
extension LuaVM {
    /// `call(fn)`: runs `fn` in a protected call with the time budget and memory cap of
    /// `limits`, as `call` from the host would, and returns whether it succeeded (the code
    /// after it gets a fresh budget too); after a failure, `takeBudgetedFailure()` is the
    /// error that `call` would have thrown.
    public func budgetedCaller() -> LuaValue {
        hostOperation { state in
            state.pushBudgetedCall(seconds: limits.budget ?? 0)
            return .function(LuaFunction(ref: state.ref(), generation: generation))
        }
    }

    /// The error of the last call of a `budgetedCaller()` that failed.
    public func takeBudgetedFailure() -> LuaError {
        hostOperation { state in error(status: state.takeBudgetedFailure(), on: state) }
    }
}
