/// Functions for Lua code the host runs (the spec runner's walk): calls with a budget of
/// their own each, made without returning to the host, and a cheap read of a caller's line.
extension LuaVM {
    /// `call(fn)`: runs `fn` in a protected call with the time budget and memory cap of
    /// `limits`, as `call` from the host would, and returns whether it succeeded (the code
    /// after it gets a fresh budget too); after a failure, `takeBudgetedFailure()` is the
    /// error that `call` would have thrown.
    package func budgetedCaller() -> LuaValue {
        hostOperation { state in
            state.pushBudgetedCall(seconds: limits.budget ?? 0)
            return .function(LuaFunction(ref: state.ref(), generation: generation))
        }
    }

    /// `line(level)`: the current line of the function `level` frames up (1: the caller of
    /// `line`), 0 when there is none: `debug.getinfo(level, "l").currentline` without
    /// making a table (the walk reads the line of every `it` it defines).
    package func currentLineFunction() -> LuaValue {
        hostOperation { state in
            state.pushCurrentLine()
            return .function(LuaFunction(ref: state.ref(), generation: generation))
        }
    }

    /// The error of the last call of a `budgetedCaller()` that failed.
    ///
    /// The error object's `__tostring` runs under the budget of that call, and the code after
    /// (the walk's) gets a fresh budget, as after the call itself: a `__tostring` that never
    /// returns, errors or returns no string costs that call, and the walk goes on.
    package func takeBudgetedFailure() -> LuaError {
        let failure = hostOperation { state in error(status: state.takeBudgetedFailure(), on: state) }
        current.restartBudget(seconds: limits.budget ?? 0)
        return failure
    }
}
