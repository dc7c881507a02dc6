import TabHostKit
import TabCore

/// A recorded test as a person would write it: an `it` that opens the script at the size the
/// session started at, replays the input line by line, and asserts the final screen and the
/// callback log literally (the checkpoints' screens are among its steps).
struct RecordedTest: Equatable {
    /// The script's path relative to the spec file.
    var script: String
    var size: CellSize
    var steps: [SpecStep]
    /// The screen at the end, as the replay drew it.
    var screen: [String]
    /// Every callback the replay ran.
    var log: [String]

    /// The `it` block, indented for the body of a `describe`.
    var lines: [String] {
        let open = "local app = tabhost.open(\(LuaLiterals.string(script)), { width = \(size.width), height = \(size.height) })"
        var body = [open] + steps.flatMap { Self.code(for: $0, indent: 4) }
        if steps.last != .expectScreen(screen) {
            body += LuaLiterals.expectScreen(screen, indent: 4)
        }
        body += LuaLiterals.list(log, indent: 4, prefix: "assert.same(", suffix: ", app.log)")
        return ["  it(\(LuaLiterals.string(name)), function()"]
            + body.map { $0.isEmpty || $0.hasPrefix(" ") ? $0 : "    " + $0 }
            + ["  end)"]
    }

    /// The line of step `index` counted from the `it` line (0); nil is the `tabhost.open` line.
    func offset(ofStep index: Int?) -> Int {
        guard let index else { return 1 }
        return 2 + steps.prefix(index).map { Self.code(for: $0, indent: 4).count }.reduce(0, +)
    }

    /// What the test does, in a few words: `presses right, right, enter, clicks 3, resizes to
    /// 60x20` (its first few actions; checkpoints and time say nothing a reader needs).
    var name: String {
        var phrases: [String] = []
        for step in steps {
            switch step {
            case .press(let keys):
                if let last = phrases.last, last.hasPrefix("presses ") {
                    phrases[phrases.count - 1] = last + ", " + keys.joined(separator: ", ")
                } else {
                    phrases.append("presses " + keys.joined(separator: ", "))
                }
            case .click(.item(let id, _, _), let button): phrases.append(Self.clicks(button) + " \(id)")
            case .click(.cell(let x, let y), let button): phrases.append(Self.clicks(button) + " at \(x),\(y)")
            case .drag(.item(let from, _, _), _, .item(let to, _, _)): phrases.append("drags \(from) to \(to)")
            case .drag: phrases.append("drags")
            case .scroll(let direction, _, _): phrases.append(direction < 0 ? "scrolls up" : "scrolls down")
            case .resize(let width, let height): phrases.append("resizes to \(width)x\(height)")
            case .advance, .expectScreen: break
            }
        }
        guard let first = phrases.first else { return "shows the first screen" }
        var text = Self.cut(first)
        for phrase in phrases.dropFirst() where !text.hasSuffix(" ...") {
            guard text.count + phrase.count + 2 <= Self.nameLength else { return text + ", ..." }
            text += ", " + phrase
        }
        return text
    }

    /// `clicks`, or `middle-clicks` for another button.
    private static func clicks(_ button: String) -> String {
        button == "left" ? "clicks" : "\(button)-clicks"
    }

    /// A test name's most characters before it is cut (` ...` follows).
    private static let nameLength = 72

    /// `phrase` cut after a whole word when it is too long for a name.
    private static func cut(_ phrase: String) -> String {
        guard phrase.count > nameLength else { return phrase }
        let head = phrase.prefix(nameLength)
        return String(head[..<(head.lastIndex(of: " ") ?? head.endIndex)]).trimmingSuffix(",") + " ..."
    }

    /// A drag's `from` or `to`: the item's id, or the cell `{ x, y }`.
    private static func dragEnd(_ target: ClickTarget) -> String {
        switch target {
        case .item(let id, _, _): LuaLiterals.string(id)
        case .cell(let x, let y): "{ \(x), \(y) }"
        }
    }

    /// The Lua of one step, its first line unindented (the caller indents it).
    static func code(for step: SpecStep, indent: Int) -> [String] {
        switch step {
        case .press(let keys): return pressLines(keys.map(LuaLiterals.string), indent: indent)
        case .click(.item(let id, let part, let path), let button):
            var fields = ["tab = " + LuaLiterals.string(id)]
            if let part { fields.append("part = " + LuaLiterals.string(part.rawValue)) }
            if let path { fields.append("path = " + LuaLiterals.list(path, indent: 0, width: .max)[0]) }
            if button != "left" { fields.append("button = " + LuaLiterals.string(button)) }
            return ["app:click{ " + fields.joined(separator: ", ") + " }"]
        case .click(.cell(let x, let y), let button):
            return ["app:click(\(x), \(y)" + (button == "left" ? "" : ", " + LuaLiterals.string(button)) + ")"]
        case .drag(.item(let from, _, _), let through, .item(let to, _, _)) where through.isEmpty:
            return ["app:drag(\(LuaLiterals.string(from)), \(LuaLiterals.string(to)))"]
        case .drag(let from, let through, let to):
            var fields = ["from = " + Self.dragEnd(from)]
            if !through.isEmpty { fields.append("through = { " + through.map { "{ \($0.x), \($0.y) }" }.joined(separator: ", ") + " }") }
            fields.append("to = " + Self.dragEnd(to))
            return ["app:drag{ " + fields.joined(separator: ", ") + " }"]
        case .scroll(let direction, let x, let y): return ["app:scroll(\"\(direction < 0 ? "up" : "down")\", \(x), \(y))"]
        case .resize(let width, let height): return ["app:resize(\(width), \(height))"]
        case .advance(let milliseconds): return ["app:advance(\(milliseconds))"]
        case .expectScreen(let rows): return LuaLiterals.expectScreen(rows, indent: indent)
        }
    }
}

/// `app:press("right", "right", ...)`, split into several presses where one would pass 100
/// columns (the first line unindented, as `code(for:indent:)` returns it).
private func pressLines(_ keys: [String], indent: Int) -> [String] {
    var calls: [[String]] = [[]]
    for key in keys {
        let width = indent + "app:press()".count + (calls[calls.count - 1] + [key]).joined(separator: ", ").count
        if !calls[calls.count - 1].isEmpty, width > 100 { calls.append([]) }
        calls[calls.count - 1].append(key)
    }
    let pad = String(repeating: " ", count: indent)
    return calls.enumerated().map { ($0 == 0 ? "" : pad) + "app:press(" + $1.joined(separator: ", ") + ")" }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
