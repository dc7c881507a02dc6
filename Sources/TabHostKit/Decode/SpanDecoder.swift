import LuaBridge
import TabCore

/// Reads spans and rows: a span is a string or `{ text = "...", fg = , bg = , bold = , ... }`;
/// a row is a string or a list of spans.
enum SpanDecoder {
    /// The names a span table may use.
    static let fieldNames = ["text", "fg", "bg"] + Attributes.named.map(\.name)
    /// The same as a set, built once (page functions return spans on every frame).
    private static let knownFields = Set(fieldNames)

    /// One span.
    static func span(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> Span {
        switch value {
        case .string, .integer, .number:
            return Span(try value.checkText(at: path))
        case .table(let table):
            return try span(table, at: path)
        default:
            throw value.typeError("string or table", at: path)
        }
    }

    /// A span table; `text` may be left out (an empty span, e.g. a colored gap).
    static func span(_ table: LuaTable, at path: [PathComponent]) throws(ScriptProblem) -> Span {
        if let problem = table.unknownKeys(known: knownFields, suggest: fieldNames, noun: "field", at: path).first {
            throw problem
        }
        let text = table["text"].isNil ? "" : try table["text"].checkText(at: path.child("text"))
        var style = Style()
        if !table["fg"].isNil { style.fg = try ColorParser.decode(table["fg"], at: path.child("fg")) }
        if !table["bg"].isNil { style.bg = try ColorParser.decode(table["bg"], at: path.child("bg")) }
        for (name, attribute) in Attributes.named {
            let value = table[name]  // one lookup per attribute
            if !value.isNil, try value.checkBoolean(at: path.child(name)) { style.attributes.insert(attribute) }
        }
        return Span(text, style: style)
    }

    /// The rows one element of a page stands for: a string is one row per line; a list of
    /// spans is one row; a lone span table (with `text`, no list) is a row of that span.
    static func rows(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> [Row] {
        switch value {
        case .string, .integer, .number:
            let lines = PageDecoder.lines(try value.checkText(at: path))
            return lines.isEmpty ? [[]] : lines.map { [Span($0)] }  // an element "" is a blank row
        case .table:
            return [try line(from: value, at: path)]
        default:
            throw value.typeError("string or table", at: path)
        }
    }

    /// One row of spans from what a `selectionIndicatorTemplate` function returned: a string,
    /// a span table or a list of spans; nil is an empty row.
    static func line(from value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> Row {
        switch value {
        case .nil:
            return []
        case .string, .integer, .number:
            return [try span(value, at: path)]
        case .table(let table) where table.array.isEmpty && !table.entries.isEmpty:
            return [try span(table, at: path)]
        case .table(let table):
            return try row(table, at: path)
        default:
            throw value.typeError("string or table", at: path)
        }
    }

    /// A list of spans.
    private static func row(_ table: LuaTable, at path: [PathComponent]) throws(ScriptProblem) -> Row {
        let odd = table.listProblems(at: path) { name in
            "unexpected field in a row of spans (put it in a span: { text = ..., \(name) = ... })"
        }
        if let problem = odd.first { throw problem }
        var row: Row = []
        for (offset, element) in table.array.enumerated() {
            row.append(try span(element, at: path.child(offset + 1)))
        }
        return row
    }
}
