import LuaBridge
import TabCore

/// What a `selectionIndicatorTemplate` function asked for.
enum IndicatorResult: Equatable {
    /// One row of spans per indicator row, drawn from the selected tab's left edge.
    case spans([Row])
    /// A named look instead (`return { style = "brackets" }`).
    case named(IndicatorTemplate)
}

/// `selectionIndicatorTemplate` as a function (MDC's indicator template): called before each
/// frame, once per indicator row, with
/// `ctx = { item, x, width, contentX, contentWidth, row }` for the selected tab on screen.
/// `x` and `contentX` are 1-based screen columns and `row` a 1-based screen row, like every
/// position in the Lua API; `width` and `contentWidth` count cells. `x`/`width` is the whole
/// tab, `contentX`/`contentWidth` its image, title and badge.
///
/// It returns the indicator row's spans (a string, a span table or a list of spans, drawn
/// from `x`; a span without `fg` takes the indicator color, one without `bg` the bar's), nil
/// for an empty row, or `{ style = "underline" | "brackets" | "background" | "none" }`. An
/// error, or a value that is none of these, is recorded in `errors` with the file and line
/// (of the failing statement, or of the function for a bad value), and the underline is drawn.
extension ScriptHost {
    /// Calls `function` for the selected tab of `layout`; nil when it failed (the underline)
    /// or nothing is selected on screen.
    func indicator(_ function: ScriptFunction, layout: BarLayout, bar: ShownBar) -> IndicatorResult? {
        guard let slot = layout.selectedSlot else { return nil }
        var rows: [Row] = []
        for y in bar.indicator {
            let context = LuaValue.table(LuaTable(entries: [
                (.string("item"), itemObject(slot.id, at: bar.path)),
                (.string("x"), .integer(Int64(slot.x + 1))),
                (.string("width"), .integer(Int64(slot.width))),
                (.string("contentX"), .integer(Int64(slot.contentX + 1))),
                (.string("contentWidth"), .integer(Int64(slot.contentWidth))),
                (.string("row"), .integer(Int64(y + 1))),
            ]))
            do {
                switch try Self.indicatorResult(try call(function, [context]).first ?? .nil) {
                case .named(let template): return .named(template)
                case .spans(let more): rows += more
                }
            } catch let error as LuaError {
                record(error)
                return nil
            } catch let problem as ScriptProblem {
                record("\(place(of: function)): \(problem.path): \(problem.message)")
                return nil
            } catch {
                record("\(place(of: function)): selectionIndicatorTemplate: \(error)")
                return nil
            }
        }
        return .spans(rows)
    }

    /// Decodes one call's result.
    static func indicatorResult(_ value: LuaValue) throws(ScriptProblem) -> IndicatorResult {
        let path: [PathComponent] = [.raw("selectionIndicatorTemplate(ctx)")]
        if case .table(let table) = value, !table["style"].isNil {
            return .named(try StyleValues.template(value, at: path) { _ in ScriptFunction(id: -1) })
        }
        return .spans([try SpanDecoder.line(from: value, at: path)])
    }

    /// `file:line` where `function` is defined, else the script's path.
    func place(of function: ScriptFunction) -> String {
        guard let lua = lua(function), let place = vm.definition(of: lua) else { return path }
        return "\(place.file):\(place.line)"
    }
}
