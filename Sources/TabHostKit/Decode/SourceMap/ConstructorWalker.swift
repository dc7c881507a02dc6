/// Walks the table constructors of a returned value and records the line of each key path.
///
/// Every loop consumes at least one token per turn and nesting deeper than `maximumDepth`
/// is skipped, not followed, so any input terminates without exhausting the stack.
struct ConstructorWalker {
    let tokens: [LuaToken]
    var lines: [[PathComponent]: Int] = [:]
    private var depth = 0
    private static let maximumDepth = 100

    init(tokens: [LuaToken]) {
        self.tokens = tokens
    }

    /// Maps the value after `return`: a constructor, a call with one, or a local's name.
    mutating func walkReturnedValue(after returnIndex: Int) {
        let start = returnIndex + 1
        if let open = constructorStart(at: start) {
            lines[[]] = tokens[open].line
            _ = walkConstructor(at: open, path: [])
        } else if let root = tokens[safe: start]?.name, tokens[safe: start + 1].map(isStatementEnd) ?? true {
            walkLocal(named: root, before: returnIndex)
        }
    }

    // MARK: Constructors

    /// The index of the `{` that starts the value at `index`: `{`, `({`, `f {`, `a.b.c {` or
    /// `a.b.c({`, or nil.
    func constructorStart(at index: Int) -> Int? {
        var i = index
        if tokens[safe: i]?.isSymbol("(") == true { i += 1 }
        if tokens[safe: i]?.isSymbol("{") == true { return i }
        guard tokens[safe: i]?.name != nil, tokens[safe: i].map(isReserved) == false else { return nil }
        i += 1
        while tokens[safe: i]?.isSymbol(".") == true || tokens[safe: i]?.isSymbol(":") == true, tokens[safe: i + 1]?.name != nil {
            i += 2
        }
        if tokens[safe: i]?.isSymbol("(") == true { i += 1 }
        return tokens[safe: i]?.isSymbol("{") == true ? i : nil
    }

    /// Walks the constructor opening at `open`; returns the index after its `}`.
    mutating func walkConstructor(at open: Int, path: [PathComponent]) -> Int {
        guard depth < Self.maximumDepth else { return skipExpression(from: open) }
        depth += 1
        defer { depth -= 1 }
        var i = open + 1, position = 0
        while let token = tokens[safe: i] {
            if token.isSymbol("}") { return i + 1 }
            if token.isSymbol(",") || token.isSymbol(";") {
                i += 1
                continue
            }
            let (key, valueStart) = fieldKey(at: i, position: &position)
            if let key { lines[path + [key]] = token.line }
            i = walkValue(at: valueStart, path: key.map { path + [$0] })
        }
        return i
    }

    /// The key of the field starting at `i` and where its value starts: `name =`,
    /// `["name"] =`, `[3] =`, or a positional value (counted in `position`). The key is nil
    /// for a computed `[expr] =`.
    private func fieldKey(at i: Int, position: inout Int) -> (PathComponent?, Int) {
        let token = tokens[i]
        if let name = token.name, tokens[safe: i + 1]?.isSymbol("=") == true { return (.key(name), i + 2) }
        guard token.isSymbol("[") else {
            position += 1
            return (.index(position), i)
        }
        let close = skipBrackets(from: i)
        let key = close == i + 3 ? literalKey(tokens[i + 1]) : nil
        let valueStart = tokens[safe: close]?.isSymbol("=") == true ? close + 1 : close
        return (key, valueStart)
    }

    func literalKey(_ token: LuaToken) -> PathComponent? {
        switch token.kind {
        case .string(let name): .key(name)
        case .integer(let index): .index(Int(truncatingIfNeeded: index))
        default: nil
        }
    }

    /// Walks a field's value (recording nested constructors when `path` is known) and skips
    /// the rest of its expression; returns the index of the `,`, `;` or `}` after it.
    private mutating func walkValue(at start: Int, path: [PathComponent]?) -> Int {
        var i = start
        if let path, let open = constructorStart(at: start) {
            i = walkConstructor(at: open, path: path)
        }
        return skipExpression(from: i)
    }

    // MARK: Skipping

    /// Skips to the `,`, `;` or `}` ending the expression at `start`, stepping over brackets
    /// and function bodies; a stray `)` or `]` is consumed as garbage.
    private func skipExpression(from start: Int) -> Int {
        var i = start, nesting = 0
        while let token = tokens[safe: i] {
            if nesting == 0, token.isSymbol(",") || token.isSymbol(";") || token.isSymbol("}") { return i }
            if token.isName("function") {
                i = skipBlock(from: i)
                continue
            }
            if token.isSymbol("{") || token.isSymbol("(") || token.isSymbol("[") { nesting += 1 }
            if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") { nesting = max(0, nesting - 1) }
            i += 1
        }
        return i
    }

    /// From `[`: the index after the matching `]`.
    private func skipBrackets(from open: Int) -> Int {
        var i = open + 1, nesting = 1
        while let token = tokens[safe: i] {
            if token.isSymbol("[") { nesting += 1 }
            if token.isSymbol("]") { nesting -= 1 }
            i += 1
            if nesting == 0 { return i }
        }
        return i
    }

    /// From `function`: the index after its matching `end`.
    func skipBlock(from start: Int) -> Int {
        var i = start + 1, nesting = 1
        while let token = tokens[safe: i] {
            nesting += Self.blockChange(token)
            i += 1
            if nesting == 0 { return i }
        }
        return i
    }

    // MARK: Helpers

    /// +1 for a word opening a block that `end` or `until` closes, -1 for those, else 0.
    static func blockChange(_ token: LuaToken) -> Int {
        switch token.name {
        case "function", "do", "if", "repeat": 1
        case "end", "until": -1
        default: 0
        }
    }

    private func isStatementEnd(_ token: LuaToken) -> Bool {
        token.isSymbol(";") || token.isName("end") || token.isName("else") || token.isName("elseif")
    }

    private func isReserved(_ token: LuaToken) -> Bool {
        token.name.map(PathComponent.reservedWords.contains) ?? false
    }
}

extension Array {
    /// The element at `index`, or nil when out of bounds.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
