import LuaBridge
import TabCore

/// What a script's returned table decodes to.
struct DecodedContainer: Sendable {
    /// Items, style, callbacks, keys and autoselect, with the initial selection applied.
    var container: Container
    /// The `selected` id the script asked for, if any (already applied to `container`).
    var selected: String?
    /// The `state` table (or nil), untouched, for the runtime to keep across reloads.
    var state: LuaValue
    /// What loads but is likely not what was meant (sizes in points, a seed's name for
    /// another parameter), placed and in line order like problems.
    var warnings: [ScriptProblem] = []
    /// The tables of the containers nested in the items' pages, by item id as written, when
    /// the items were read from Lua one at a time (see `ProblemCollector.nestedPages`).
    var nestedPages: [(id: String, page: LuaTable)] = []
    /// Bytes the decoded values cost as charged against the memory cap (`ModelCost`), for the
    /// host to hold while it keeps them.
    var hostBytes = 0

    init(container: Container = Container(), selected: String? = nil, state: LuaValue = .nil) {
        self.container = container
        self.selected = selected
        self.state = state
    }
}

extension DecodedContainer: FieldDefaults {
    var defaults: DecodedContainer { DecodedContainer() }
}

/// Decodes the table a script returns into Swift values, once, at the boundary
/// (SPEC sections 3 and 4).
///
/// Decoding goes on past every problem so `tabhost check` can print them all; each problem
/// is placed on a line through the script's `SourceMap` when the source is given.
struct ContainerDecoder {
    let file: String
    let source: String?
    let function: FunctionMapper
    let list: ListReader?
    let allowance: ModelAllowance?

    /// `file` names the script in problems; `source` (its text) lets problems carry lines;
    /// `function` turns each Lua function met into the handle TabCore stores; `list` reads
    /// a `tabs` list the runtime kept in Lua; `allowance` is what the decoded values may cost
    /// under the memory cap (past it, decoding ends with a memory problem at its place).
    init(file: String, source: String?, function: @escaping FunctionMapper, list: ListReader? = nil,
         allowance: ModelAllowance? = nil) {
        self.file = file
        self.source = source
        self.function = function
        self.list = list
        self.allowance = allowance
    }

    /// The container, or every problem found, in source order; throws the Lua error that
    /// stopped reading a list kept in Lua.
    ///
    /// The source is only read when there are problems to place, so a good script (even
    /// one with 10,000 tabs) pays nothing for line numbers.
    func decode(_ value: LuaValue) throws(LuaError) -> Result<DecodedContainer, ProblemList> {
        guard case .table(let table) = value else {
            let problem = ScriptProblem(path: "", message: "script must return a container table, got \(value.typeName)")
            return .failure(ProblemList(problems: [placed(problem, line: sourceMap()?.returnLine)]))
        }
        let problems = ProblemCollector(function: function, list: list, allowance: allowance)
        var decoded = Self.body(table, at: [], problems: problems)
        if let failure = problems.readFailure { throw located(failure) }
        if let stopped = problems.stoppedAt, let budget = Budget.current {
            let line = sourceMap()?.line(for: stopped).map { ":\($0)" } ?? ""
            throw LuaError(.timeout, "\(file)\(line): script timed out after \(budget.milliseconds) ms")
        }
        guard problems.problems.isEmpty else { return .failure(ProblemList(problems: located(problems.problems))) }
        decoded.warnings = located(problems.warnings)
        decoded.nestedPages = problems.nestedPages
        decoded.hostBytes = problems.charged
        return .success(decoded)
    }

    /// Problems placed on their lines (the source is mapped only when there are some), in
    /// line order.
    private func located(_ problems: [ScriptProblem]) -> [ScriptProblem] {
        guard !problems.isEmpty else { return [] }
        let map = sourceMap()
        return Self.sortedByLine(problems.map { placed($0, line: map?.line(for: $0.components)) })
    }

    /// A Lua error that stopped reading `tabs` (a table that contains itself, the memory cap)
    /// and names no place: placed on the line of `tabs`, else of the `return`.
    private func located(_ failure: LuaError) -> LuaError {
        guard failure.kind != .timeout, failure.file == nil, let map = sourceMap(),
              let line = map.line(for: [PathComponent]().child("tabs")) ?? map.returnLine
        else { return failure }
        return LuaError(failure.kind, "\(file):\(line): tabs: \(failure.message)", traceback: failure.traceback)
    }

    /// A container nested as a page: like the script's own, but without `state`.
    static func nested(_ table: LuaTable, at path: [PathComponent], problems: ProblemCollector) -> Container {
        if problems.outOfTime(at: path) { return Container() }
        if !table["state"].isNil {
            problems.report(ScriptProblem(at: path.child("state"), "state is kept only for the script's own container, not a nested one"))
        }
        var withoutState = table
        withoutState.entries.removeAll { $0.key.isString("state") }
        return body(withoutState, at: path, problems: problems).container
    }

    // MARK: Steps

    private func sourceMap() -> SourceMap? { source.map(SourceMap.init(source:)) }

    private func placed(_ problem: ScriptProblem, line: Int?) -> ScriptProblem {
        var problem = problem
        problem.file = file
        problem.line = line
        return problem
    }

    /// Problems in line order (unplaced ones last), keeping the decoding order within a line.
    private static func sortedByLine(_ problems: [ScriptProblem]) -> [ScriptProblem] {
        problems.enumerated()
            .sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }
            .map(\.element)
    }
}

extension LuaValue {
    /// Whether this is the string `text`.
    func isString(_ text: String) -> Bool {
        if case .string(let value) = self { return value == text }
        return false
    }
}
