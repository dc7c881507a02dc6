/// Where each value of the returned container table is written in the script, so problems
/// can name a line.
///
/// It reads the source with a small tokenizer, never runs it: it finds the table the chunk
/// returns (`return { ... }`, `return tabhost.container { ... }`, or `local c = ...; return
/// c`) and records the line of every key path it can see literally. A path it cannot see
/// (a table built in code) maps to its nearest recorded ancestor, and finally to the `return`
/// line.
struct SourceMap {
    /// The line of every literal path: a named key's line, a positional value's first line.
    private(set) var lines: [[PathComponent]: Int] = [:]
    /// The line of the chunk's `return`, if found.
    let returnLine: Int?

    init(source: String) {
        let tokens = LuaTokenizer.tokens(source)
        var walker = ConstructorWalker(tokens: tokens)
        let returnIndex = ChunkReturn.index(in: tokens)
        returnLine = returnIndex.map { tokens[$0].line }
        if let returnIndex { walker.walkReturnedValue(after: returnIndex) }
        lines = walker.lines
    }

    /// The line of `path` or, when it is not written literally, of its nearest written
    /// ancestor, else the `return` line.
    func line(for path: [PathComponent]) -> Int? {
        var path = path
        while true {
            if let line = lines[path] { return line }
            if path.isEmpty { return returnLine }
            path.removeLast()
        }
    }

    /// The line of `path` only when it is written literally.
    func exactLine(for path: [PathComponent]) -> Int? { lines[path] }
}

/// Finds the chunk's own `return`, not one inside a function or block.
enum ChunkReturn {
    /// The index of the last `return` at block depth 0, else of the last `return` at all.
    static func index(in tokens: [LuaToken]) -> Int? {
        var depth = 0
        var found: Int?, anyReturn: Int?
        for (index, token) in tokens.enumerated() {
            depth = max(0, depth + ConstructorWalker.blockChange(token))
            guard token.isName("return") else { continue }
            anyReturn = index
            if depth == 0 { found = index }
        }
        return found ?? anyReturn
    }
}
