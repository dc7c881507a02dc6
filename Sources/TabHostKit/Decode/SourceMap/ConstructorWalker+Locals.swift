/// `local c = tabhost.container { ... }` ... `return c`: the returned table is built in
/// statements rather than written after `return`.
extension ConstructorWalker {
    /// Maps the constructor last assigned to `root` before the return, then the fields
    /// assigned to it at chunk level (`c.style = { ... }`, `c.tabs[2].title = "x"`).
    mutating func walkLocal(named root: String, before returnIndex: Int) {
        if let open = lastAssignedConstructor(to: root, before: returnIndex) {
            lines[[]] = tokens[open].line
            _ = walkConstructor(at: open, path: [])
        }
        var i = 0
        while i < returnIndex {
            if tokens[i].isName("function") {
                i = skipBlock(from: i)  // assignments inside callbacks happen later, at runtime
            } else if isVariable(root, at: i), let (path, equals) = assignedPath(from: i + 1), !path.isEmpty {
                lines[path] = tokens[i].line
                i = constructorStart(at: equals + 1).map { walkConstructor(at: $0, path: path) } ?? equals + 1
            } else {
                i += 1
            }
        }
    }

    /// The `{` of the last `root = <constructor>` (with or without `local`) before `limit`.
    private func lastAssignedConstructor(to root: String, before limit: Int) -> Int? {
        var found: Int?
        for i in 0..<limit where isVariable(root, at: i) && tokens[safe: i + 1]?.isSymbol("=") == true {
            if let open = constructorStart(at: i + 2) { found = open }
        }
        return found
    }

    /// Whether the token at `i` is the variable `root` itself, not a field named like it.
    private func isVariable(_ root: String, at i: Int) -> Bool {
        guard tokens[i].isName(root) else { return false }
        guard let previous = tokens[safe: i - 1] else { return true }
        return !previous.isSymbol(".") && !previous.isSymbol(":")
    }

    /// From after the variable: `.name`, `["name"]` and `[3]` steps up to a single `=`; the
    /// path and the index of the `=`, or nil when this is not an assignment.
    private func assignedPath(from start: Int) -> ([PathComponent], Int)? {
        var path: [PathComponent] = [], i = start
        while let token = tokens[safe: i] {
            if token.isSymbol("=") { return (path, i) }
            if token.isSymbol("."), let name = tokens[safe: i + 1]?.name {
                path.append(.key(name))
                i += 2
            } else if token.isSymbol("["), let key = tokens[safe: i + 1].flatMap(literalKey),
                      tokens[safe: i + 2]?.isSymbol("]") == true {
                path.append(key)
                i += 3
            } else {
                return nil
            }
        }
        return nil
    }
}
