import LuaBridge
@testable import TabHostKit

/// Evaluates the table literal a test script returns, so a test writes a script once and
/// gets both its source (for line numbers) and its value (for decoding) without a Lua VM.
///
/// Understands what tests write: strings, numbers, booleans, nil, nested constructors,
/// `function ... end` (each becomes a fresh `LuaFunction`, refs 1, 2, ...), unary minus and
/// calls that pass a table through (`tabhost.container { ... }`).
struct LuaLiteral {
    private let tokens: [LuaToken]
    private var position = 0
    private var nextRef: Int32 = 1

    /// The value after the chunk's `return`.
    static func value(of source: String) -> LuaValue {
        var literal = LuaLiteral(tokens: LuaTokenizer.tokens(source))
        guard let returnIndex = ChunkReturn.index(in: literal.tokens) else { return .nil }
        literal.position = returnIndex + 1
        return literal.expression()
    }

    private init(tokens: [LuaToken]) { self.tokens = tokens }

    private var token: LuaToken? { tokens[safe: position] }

    private mutating func expression() -> LuaValue {
        guard let token else { return .nil }
        position += 1
        switch token.kind {
        case .string(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .float(let value): return .number(value)
        case .symbol("{"): return constructor()
        case .symbol("-"): return negated(expression())
        case .name("true"): return .boolean(true)
        case .name("false"): return .boolean(false)
        case .name("function"):
            position = ConstructorWalker(tokens: tokens).skipBlock(from: position - 1)
            defer { nextRef += 1 }
            return .function(LuaFunction(ref: nextRef, generation: 1))
        case .name(let name) where name != "nil":
            return call()
        default:
            return .nil
        }
    }

    /// `a.b.c { ... }` or `a.b.c({ ... })`: the table argument.
    private mutating func call() -> LuaValue {
        while token?.isSymbol(".") == true || token?.isSymbol(":") == true { position += 2 }
        let parenthesized = token?.isSymbol("(") == true
        if parenthesized { position += 1 }
        let argument = expression()
        if parenthesized { position += 1 }
        return argument
    }

    private func negated(_ value: LuaValue) -> LuaValue {
        switch value {
        case .integer(let number): .integer(-number)
        case .number(let number): .number(-number)
        default: .nil
        }
    }

    /// After `{`: the fields up to `}`, as the bridge would snapshot the table.
    private mutating func constructor() -> LuaValue {
        var fields: [(key: LuaValue, value: LuaValue)] = []
        var positional: Int64 = 0
        while let token, !token.isSymbol("}") {
            if token.isSymbol(",") || token.isSymbol(";") {
                position += 1
                continue
            }
            let key: LuaValue
            if let name = token.name, tokens[safe: position + 1]?.isSymbol("=") == true {
                key = .string(name)
                position += 2
            } else if token.isSymbol("[") {
                position += 1
                key = expression()
                position += 2  // `]` and `=`
            } else {
                positional += 1
                key = .integer(positional)
            }
            let value = expression()
            fields.removeAll { same($0.key, key) }
            if !value.isNil { fields.append((key, value)) }
        }
        position += 1
        return .table(snapshot(fields))
    }

    /// The sequence 1...n, then string keys sorted, then the rest in order.
    private func snapshot(_ fields: [(key: LuaValue, value: LuaValue)]) -> LuaTable {
        var array: [LuaValue] = []
        while let next = fields.first(where: { same($0.key, .integer(Int64(array.count + 1))) }) { array.append(next.value) }
        let rest = fields.filter { field in
            if case .integer(let index) = field.key, index >= 1, index <= array.count { return false }
            return true
        }
        let strings = rest.filter { $0.key.typeName == "string" }.sorted { text($0.key) < text($1.key) }
        return LuaTable(array: array, entries: strings + rest.filter { $0.key.typeName != "string" })
    }

    private func same(_ a: LuaValue, _ b: LuaValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.integer(let x), .integer(let y)): x == y
        default: false
        }
    }

    private func text(_ value: LuaValue) -> String {
        if case .string(let text) = value { return text }
        return ""
    }
}

/// Decodes `source` as the script `file`, its value evaluated by `LuaLiteral` (a snapshot:
/// no list is read from Lua, so no Lua error can stop the decoding).
func decodeScript(_ source: String, file: String = "a.lua") -> Result<DecodedContainer, ProblemList> {
    decode(LuaLiteral.value(of: source), file: file, source: source)
}

/// Decodes a snapshot `value` as the script `file`.
func decode(_ value: LuaValue, file: String, source: String? = nil) -> Result<DecodedContainer, ProblemList> {
    do {
        return try ContainerDecoder(file: file, source: source, function: byRef).decode(value)
    } catch {
        return .failure(ProblemList(problems: [ScriptProblem(path: "", message: "read failed: \(error.message)")]))
    }
}

/// The printed problems of `source`, one string each (empty when it decodes).
func problems(_ source: String, file: String = "a.lua") -> [String] {
    switch decodeScript(source, file: file) {
    case .success: []
    case .failure(let list): list.problems.map(\.description)
    }
}
