import LuaBridge
import TabCore

/// The Lua functions behind the `ScriptFunction` handles TabCore carries.
///
/// Handles are not reused (not before 2^31 registrations), so a handle whose function was
/// let go finds nothing (its call is skipped) rather than another function. `sweep` lets go of the functions the model no
/// longer refers to, so replacing items again and again does not keep every function ever
/// made.
struct FunctionRegistry {
    private var functions: [Int32: LuaFunction] = [:]
    private var nextID: Int32 = 0
    /// Registrations since the last sweep.
    private(set) var added = 0

    /// A new handle for `function`.
    mutating func register(_ function: LuaFunction) -> ScriptFunction {
        let id = nextID
        nextID = nextID == .max ? 0 : nextID + 1
        functions[id] = function
        added += 1
        return ScriptFunction(id: id)
    }

    /// The Lua function behind a handle, if it is still kept.
    func lua(_ handle: ScriptFunction) -> LuaFunction? { functions[handle.id] }

    /// How many functions are kept.
    var count: Int { functions.count }

    /// Forgets every function whose handle is not in `live`; returns them, to be released.
    mutating func sweep(keeping live: Set<ScriptFunction>) -> [LuaFunction] {
        added = 0
        let gone = functions.filter { !live.contains(ScriptFunction(id: $0.key)) }
        for id in gone.keys { functions[id] = nil }
        return Array(gone.values)
    }
}
