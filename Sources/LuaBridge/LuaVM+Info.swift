/// Where a script's functions come from, for messages about what they returned.
extension LuaVM {
    /// The file (as Lua's short source) and line where `function` is defined; nil for a
    /// function of another VM or one not written in Lua.
    package func definition(of function: LuaFunction) -> (file: String, line: Int)? {
        hostOperation { state in
            guard (try? push(.function(function), on: state)) != nil else { return nil }
            return state.definition()
        }
    }
}
