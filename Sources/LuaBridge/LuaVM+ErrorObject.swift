/// How an error object reads in a message: strings as they are, anything else placed at the
/// `file:line:` where it was raised, through its `__tostring` or a short rendering.
extension LuaVM {
    /// Entries and characters an error object's rendering shows at most.
    static let renderedEntries = 8, renderedText = 40
    /// Bytes of an error message (or traceback) kept at most: past them the host's copies
    /// and scans of a script's text would grow with it. A longer one is cut, with its length.
    static let messageLimit = 256 * 1024

    /// The message for the error object at `index`; `position` is where it was raised
    /// (`file:line:`, or empty when unknown).
    func describeErrorObject(at index: Int32, position: String = "", on state: LuaState) -> String {
        let index = state.absolute(index)
        let type = state.type(at: index)
        if type == .string { return boundedText(at: index, on: state) }
        let text: String
        if type == .number || hasMetafield("__tostring", at: index, on: state), let shown = protectedToString(at: index, on: state) {
            text = shown
        } else if type == .table {
            text = "(error object is a table: \(rendering(at: index, on: state)))"
        } else {
            text = "(error object is a \(type.name) value)"
        }
        guard !position.isEmpty, LuaError.location(in: text) == nil else { return text }
        return position + " " + text
    }

    private func hasMetafield(_ name: String, at index: Int32, on state: LuaState) -> Bool {
        guard state.checkStack(2), state.pushMetatable(of: index) else { return false }
        defer { state.pop(2) }
        state.push(name)
        return state.rawGet(table: -2) != .nil
    }

    /// Lua's own `tostring(value)` under `pcall` (it may run a script `__tostring`, which the
    /// budget of the call bounds).
    private func protectedToString(at index: Int32, on state: LuaState) -> String? {
        guard let tostring = controls?.tostring, state.checkStack(3) else { return nil }
        let base = state.top
        defer { state.setTop(base) }
        state.pushRef(tostring.ref)
        state.pushCopy(of: index)
        let status = enforcingCap(on: state) { state.pcall(arguments: 1, results: 1, handler: 0) }
        return status == .ok && state.type(at: -1) == .string ? boundedText(at: -1, on: state) : nil
    }

    /// The string at `index`, cut to `messageLimit` bytes (at a character's start) with its length.
    private func boundedText(at index: Int32, on state: LuaState) -> String {
        state.withBytes(at: index) { Self.bounded($0) } ?? ""
    }

    static func bounded(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count > messageLimit else { return String(decoding: bytes, as: UTF8.self) }
        var end = messageLimit
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self) + "... (cut: \(bytes.count) bytes)"
    }

    /// `{code = 42, message = "bad"}`: the first entries of a table, read raw, one level deep,
    /// integer keys first, then names in order (Lua's traversal order varies from run to run).
    private func rendering(at index: Int32, on state: LuaState) -> String {
        guard state.checkStack(4) else { return "{...}" }
        var parts: [(order: (Int, Double, String), text: String)] = []
        var more = false
        let base = state.top
        defer { state.setTop(base) }
        state.pushNil()
        while state.next(table: index) {
            if parts.count == Self.renderedEntries {
                more = true
                break
            }
            parts.append(entry(key: state.absolute(-2), value: state.absolute(-1), on: state))
            state.pop()
        }
        let sorted = parts.sorted { $0.order < $1.order }.map(\.text) + (more ? ["..."] : [])
        return "{" + sorted.joined(separator: ", ") + "}"
    }

    private func entry(key: Int32, value: Int32, on state: LuaState) -> (order: (Int, Double, String), text: String) {
        let shown = scalar(at: value, on: state)
        switch state.type(at: key) {
        case .number:
            return ((0, state.number(at: key), ""), "[\(scalar(at: key, on: state))] = \(shown)")
        case .string:
            let name = state.string(at: key) ?? ""
            return ((1, 0, name), Self.isIdentifier(name) ? "\(name) = \(shown)" : "[\(Self.quoted(name))] = \(shown)")
        default:
            return ((2, 0, ""), "[\(scalar(at: key, on: state))] = \(shown)")
        }
    }

    private func scalar(at index: Int32, on state: LuaState) -> String {
        switch state.type(at: index) {
        case .string: return Self.quoted(state.string(at: index) ?? "")
        case .number: return state.isInteger(at: index) ? String(state.integer(at: index)) : String(state.number(at: index))
        case .boolean: return state.boolean(at: index) ? "true" : "false"
        case .table: return "{...}"
        case let other: return other.name
        }
    }

    /// A string as Lua source would write it, control bytes escaped, cut to `renderedText`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == renderedText {
                out += "..."
                break
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\\(scalar.value)"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
