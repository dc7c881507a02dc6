import LuaBridge
import TabCore

/// How the decoder turns a Lua function into the handle TabCore stores; the runtime decides.
typealias FunctionMapper = (LuaFunction) -> ScriptFunction

/// Gathers the problems of one decode pass, so decoding goes on past each one and `check`
/// can list them all, and the warnings (what loads but is likely not what was meant).
final class ProblemCollector {
    /// Turns every function met into a `ScriptFunction`.
    let function: FunctionMapper
    private(set) var problems: [ScriptProblem] = []
    private(set) var warnings: [ScriptProblem] = []

    init(function: @escaping FunctionMapper) {
        self.function = function
    }

    func report(_ problem: ScriptProblem) {
        problems.append(problem)
    }

    /// Records a warning: the script loads, but `check` and `run` point it out.
    func warn(_ warning: ScriptProblem) {
        var warning = warning
        warning.isWarning = true
        warnings.append(warning)
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
