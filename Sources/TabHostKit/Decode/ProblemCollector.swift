import LuaBridge
import TabCore

/// How the decoder turns a Lua function into the handle TabCore stores; the runtime decides.
typealias FunctionMapper = (LuaFunction) -> ScriptFunction

/// How the decoder reads a list the runtime kept in Lua (the script's `tabs`): `LuaVM.readList`.
typealias ListReader = (LuaReference, LuaKeyNames, (inout LuaListReader) throws -> Void) throws -> Void

/// Gathers the problems of one decode pass, so decoding goes on past each one and `check`
/// can list them all, and the warnings (what loads but is likely not what was meant).
final class ProblemCollector {
    /// Turns every function met into a `ScriptFunction`.
    let function: FunctionMapper
    /// Reads lists kept in Lua; nil when every table comes as a snapshot.
    private let list: ListReader?
    private(set) var problems: [ScriptProblem] = []
    private(set) var warnings: [ScriptProblem] = []
    /// The Lua error that stopped reading a list kept in Lua (a cycle, the memory cap): the
    /// load fails with it, as it would have failed reading a snapshot of the whole.
    private(set) var readFailure: LuaError?
    /// The containers nested in the pages of a list read from Lua, by the id of their item
    /// as written (or its position): no snapshot of the list keeps their tables.
    var nestedPages: [(id: String, page: LuaTable)] = []
    /// Where decoding stopped because the event's budget ran out (docs/safety.md, "The time
    /// budget"); the decode then fails with the timeout, placed there.
    private(set) var stoppedAt: [PathComponent]?
    /// What the models this pass makes may still take under the memory cap; nil: uncounted.
    private var allowance: ModelAllowance?
    /// Bytes charged for what this pass made (`ModelCost`), for the host to hold.
    private(set) var charged = 0
    /// Set once a charge did not fit: the pass made its problem and decodes nothing more.
    private(set) var exhausted = false

    init(function: @escaping FunctionMapper, list: ListReader? = nil, allowance: ModelAllowance? = nil) {
        self.function = function
        self.list = list
        self.allowance = allowance
    }

    /// Charges `bytes` of model made for `path` (see `ModelCost`); false once they pass the
    /// cap's allowance, when the pass ends with the memory problem at `path` (the place in the
    /// script), and decoders stop making anything.
    @discardableResult
    func charge(_ bytes: Int, at path: @autoclosure () -> [PathComponent]) -> Bool {
        guard !exhausted else { return false }
        charged += bytes
        guard var allowance else { return true }
        allowance.room -= bytes
        self.allowance = allowance
        guard allowance.room < 0 else { return true }
        exhausted = true
        problems.append(ScriptProblem(at: path(), allowance.message))
        return false
    }

    /// Reads the table behind `reference` with `body` (see `LuaVM.readList`): true when it was
    /// read, or reading it failed (then `readFailure` says why); false when this pass reads no
    /// lists kept in Lua.
    func readList(_ reference: LuaReference, names: LuaKeyNames, _ body: (inout LuaListReader) throws -> Void) -> Bool {
        guard let list, reference.typeName == "table" else { return false }
        guard readFailure == nil else { return true }
        do {
            try list(reference, names, body)
        } catch {
            readFailure = error as? LuaError ?? LuaError(.runtime, "\(error)")
        }
        return true
    }

    /// Whether the event's budget is spent (`Budget.isSpent`): the caller stops its loop over
    /// script data at `path`, and the decode fails with the timeout.
    func outOfTime(at path: @autoclosure () -> [PathComponent]) -> Bool {
        guard Budget.isSpent else { return false }
        if stoppedAt == nil { stoppedAt = path() }
        return true
    }

    /// The timeout of a decode cut short (`outOfTime`), as the problem at `path` that refuses
    /// its result (what a runtime edit decoded is applied whole or not at all); nil otherwise.
    func cutShort(at path: String) -> ScriptProblem? {
        guard stoppedAt != nil, let budget = Budget.current else { return nil }
        return ScriptProblem(path: path, message: "script timed out after \(budget.milliseconds) ms")
    }

    func report(_ problem: ScriptProblem) {
        guard charge(ModelCost.of(problem), at: problem.components) else { return }
        problems.append(problem)
    }

    /// Records a warning: the script loads, but `check` and `run` point it out.
    func warn(_ warning: ScriptProblem) {
        guard charge(ModelCost.of(warning), at: warning.components) else { return }
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
