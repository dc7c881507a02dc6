import LuaBridge
import TabCore

/// Reads fonts, which in a terminal are text attributes: `{ bold = true, italic = true }`,
/// `"bold italic"` or `{ "bold", "italic" }`.
enum FontParser {
    /// The attribute names, in `Attributes.named` order.
    static let names = Attributes.named.map(\.name)

    /// Any font value, with problems located at `path`.
    static func decode(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> Attributes {
        switch value {
        case .string(let text):
            return try words(text, at: path)
        case .table(let table):
            return try flags(table, at: path)
        default:
            throw value.typeError("table or string", at: path)
        }
    }

    /// `"bold italic"`: names separated by spaces or commas.
    static func words(_ text: String, at path: [PathComponent]) throws(ScriptProblem) -> Attributes {
        var attributes: Attributes = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            attributes.insert(try attribute(String(word), at: path))
        }
        return attributes
    }

    /// `{ bold = true, dim = false }`, or a list of names.
    private static func flags(_ table: LuaTable, at path: [PathComponent]) throws(ScriptProblem) -> Attributes {
        var attributes: Attributes = []
        for (offset, element) in table.array.enumerated() {
            attributes.insert(try attribute(try element.checkString(at: path.child(offset + 1)), at: path.child(offset + 1)))
        }
        for (key, value) in table.entries {
            guard case .string(let name) = key else { throw ScriptProblem(at: path, "font attribute names must be strings") }
            guard let known = Attributes.named.first(where: { $0.name == name }) else {
                throw ScriptProblem(at: path.child(name), "unknown font attribute" + Suggestion.hint(for: name, among: names))
            }
            if try value.checkBoolean(at: path.child(name)) { attributes.insert(known.value) }
        }
        return attributes
    }

    /// One attribute by name.
    private static func attribute(_ name: String, at path: [PathComponent]) throws(ScriptProblem) -> Attributes {
        if let known = Attributes.named.first(where: { $0.name == name }) { return known.value }
        let hint = Suggestion.closest(to: name, among: names).map { "did you mean \($0)?" }
        throw ScriptProblem(at: path, "unknown font attribute \(LuaValue.quoted(name)) ("
                            + (hint ?? "expected \(names.joined(separator: ", "))") + ")")
    }
}
