import LuaBridge
import TabCore

/// Reads page content: a string (split on newlines), a list of rows (strings or lists of
/// spans), a page function, or a nested container.
enum PageDecoder {
    /// How many containers may nest inside pages; deeper is a runaway script, and decoding
    /// it would only exhaust the stack.
    static let maximumNesting = 16
    /// Rows a page keeps: more than any terminal shows (a frame is at most 2000 rows), so a
    /// page of millions of lines costs what a screen costs.
    static let maximumRows = 4096

    /// The rows a page function returned (`ctx -> string | rows`); nil is an empty page.
    ///
    /// For the runtime, after each call of a page function; `path` names the page in
    /// problems (e.g. `tabs[2].page`).
    static func rows(from value: LuaValue, path: String) throws(ScriptProblem) -> [Row] {
        try rows(from: value, at: [.raw(path)])
    }

    /// Rows from a string, a number or a list; nil is no rows.
    static func rows(from value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> [Row] {
        switch value {
        case .nil:
            return []
        case .string, .integer, .number:
            return lines(try value.checkText(at: path)).map { [Span($0)] }
        case .table(let table):
            let odd = table.listProblems(at: path) { _ in "unexpected field (a page is a list of rows, or a container with tabs)" }
            if let problem = odd.first { throw problem }
            var rows: [Row] = []
            for (offset, element) in table.array.enumerated() where rows.count < maximumRows {
                rows += try SpanDecoder.rows(element, at: path.child(offset + 1))
            }
            return rows
        default:
            throw value.typeError("string or table", at: path)
        }
    }

    /// An item's `page` field: a table with `tabs` nests a container (its problems are
    /// reported, not thrown); a function is evaluated later by the runtime.
    static func page(_ value: LuaValue, at path: [PathComponent], problems: ProblemCollector) throws(ScriptProblem) -> Page {
        switch value {
        case .nil:
            return .none
        case .function(let function):
            return .function(problems.function(function))
        case .table(let table) where !table["tabs"].isNil:
            guard !problems.exhausted else { return .none }
            guard path.filter({ $0 == .key("page") }).count <= maximumNesting else {
                throw ScriptProblem(at: path, "containers nest too deeply (at most \(maximumNesting) levels)")
            }
            return .container(ContainerDecoder.nested(table, at: path, problems: problems))
        case .string, .integer, .number:
            return page(text: try value.checkText(at: path))
        case .table:
            guard !problems.exhausted else { return .none }
            return .rows(try rows(from: value, at: path))
        default:
            throw value.typeError("string, table or function", at: path)
        }
    }

    /// The page of a string: one line kept as it is, else its lines as rows.
    static func page(text: String) -> Page {
        if !text.isEmpty, !text.containsUTF8Byte(where: { $0 == 0x0A || $0 == 0x0D }) { return .line(text) }
        return .rows(lines(text).map { [Span($0)] })
    }

    /// `text` split on `\n`, `\r\n` or `\r`, at most `maximumRows` lines; a final line break
    /// does not start a new row, so `""` is no rows and `"a\n"` is one.
    static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        if !text.containsUTF8Byte(where: { $0 == 0x0A || $0 == 0x0D }) { return [text] }  // the usual row
        var lines: [String] = [], current = ""
        for character in text {
            if lines.count == maximumRows { return lines }
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
