import LuaBridge
import TabCore

/// What the console answers for an entry: text to print, or that the chunk is incomplete
/// and waits for the next line.
enum ConsoleAnswer: Equatable {
    case text(String)
    case incomplete
}

/// One row of the State tab: a key of `state` (or of a table inside it) and its value.
struct StateRow: Equatable {
    var depth: Int
    var key: String
    var text: String
    /// The row's place, `/settings/theme`: what expanding it remembers.
    var path: String
    /// Whether it is a table that can be expanded.
    var isTable: Bool
}

/// The inspector's evaluations, in the script's own Lua state (docs/inspector.md): the
/// console's entries and the State tab's tree, each one event under the script's budget and
/// memory cap, in its sandbox unless it is trusted.
extension ScriptHost {
    /// Evaluates a console entry with `c` the live container of the focused bar and `state`
    /// the script's; an error comes back as text with its place (`console:1: ...`).
    func inspect(_ source: String) -> ConsoleAnswer {
        let c = containerValue(at: focusedBar)
        do {
            let results = try withInspector { try vm.call($0, [.string("evaluate"), .string(source), c, state]) }
            if results.first == .boolean(false) { return .incomplete }
            return .text(results.first?.text ?? "")
        } catch let error as LuaError {
            if error.kind == .timeout { eventTimedOut = true }
            return .text(error.description)
        } catch {
            return .text("\(error)")
        }
    }

    /// The rows of `state` as a tree, the tables whose paths are in `open` expanded; none
    /// when the state cannot be read in the budget.
    func stateRows(open: Set<String>) -> [StateRow] {
        let opened = LuaValue.table(LuaTable(entries: open.sorted().map { (.string($0), .boolean(true)) }))
        guard let results = try? withInspector({ try vm.call($0, [.string("tree"), state, opened]) }),
              case .table(let list)? = results.first else { return [] }
        return list.array.compactMap { value in
            guard case .table(let row) = value else { return nil }
            let depth: Int = if case .integer(let number) = row["depth"] { Int(number) } else { 0 }
            return StateRow(depth: depth, key: row["key"].text ?? "", text: row["text"].text ?? "",
                            path: row["path"].text ?? "", isTable: row["table"] == .boolean(true))
        }
    }

    /// Runs `body` with the function of `tabhost/inspect.lua`, as one event.
    private func withInspector(_ body: (LuaFunction) throws -> [LuaValue]) throws -> [LuaValue] {
        try event {
            guard interrupt?() != true,
                  case .function(let function)? = try vm.run(source: TabHostKitLua.inspect, name: "tabhost/inspect.lua").first
            else { return [] }
            defer { vm.release(.function(function)) }
            return try body(function)
        }
    }
}
