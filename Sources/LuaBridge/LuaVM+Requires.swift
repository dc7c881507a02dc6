/// What the host's Lua `require`s use from C (requires.c), so that the errors they raise
/// name the script's place.
extension LuaVM {
    /// `keepCaller(f)`: a C function calling `f`, so that a script's `return require "m"`
    /// keeps the script's frame on the stack.
    package func keepCallerFunction() -> LuaValue {
        hostOperation { state in
            state.pushKeepCaller()
            return .function(LuaFunction(ref: state.ref(), generation: generation))
        }
    }

    /// `endLoad`, the `__close` of a `{loading, chain, name}` table: ends the load of module
    /// `name`, running no Lua code (an error being reported is never replaced by the budget's).
    package func endLoadFunction() -> LuaValue {
        hostOperation { state in
            state.pushEndLoad()
            return .function(LuaFunction(ref: state.ref(), generation: generation))
        }
    }
}
