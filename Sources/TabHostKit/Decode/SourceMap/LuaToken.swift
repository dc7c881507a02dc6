/// One token of Lua source, with the line it starts on.
struct LuaToken: Equatable {
    enum Kind: Equatable {
        /// A name or a reserved word.
        case name(String)
        /// A short or long string, escapes decoded.
        case string(String)
        case integer(Int64)
        case float(Double)
        /// A numeral Lua would reject or this tokenizer does not evaluate (hex floats).
        case malformedNumber
        /// Punctuation and operators: `{`, `==`, `...`; any other byte stands for itself.
        case symbol(String)
    }

    var kind: Kind
    /// 1-based.
    var line: Int

    /// Whether this is the symbol `text`.
    func isSymbol(_ text: String) -> Bool {
        if case .symbol(let symbol) = kind { return symbol == text }
        return false
    }

    /// Whether this is the name or reserved word `text`.
    func isName(_ text: String) -> Bool {
        if case .name(let name) = kind { return name == text }
        return false
    }

    /// The name, when this is one.
    var name: String? {
        if case .name(let text) = kind { return text }
        return nil
    }
}
