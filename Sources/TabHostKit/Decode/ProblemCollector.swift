import LuaBridge
import TabCore

/// How the decoder turns a Lua function into the handle TabCore stores; the runtime decides.
typealias FunctionMapper = (LuaFunction) -> ScriptFunction

/// Gathers the problems of one decode pass, so decoding goes on past each one and `check`
/// can list them all.
final class ProblemCollector {
    /// Turns every function met into a `ScriptFunction`.
    let function: FunctionMapper
    private(set) var problems: [ScriptProblem] = []

    init(function: @escaping FunctionMapper) {
        self.function = function
    }

    func report(_ problem: ScriptProblem) {
        problems.append(problem)
    }

    /// The result of `body`, or nil after reporting the problem it threw.
    func attempt<T>(_ body: () throws(ScriptProblem) -> T) -> T? {
        do {
            return try body()
        } catch {
            report(error)
            return nil
        }
    }
}
