import LuaBridge
import TabCore

/// `app:inspect(expr)` for every app, and, for an app opened with `{ inspector = true }`,
/// input and screens through the session, so keys reach the inspector and its rows are on
/// the screen (docs/inspector.md, "In specs").
extension AppObject {
    /// The results of `operation` when it goes through the session; nil when `perform`
    /// handles it as for any app.
    func performThroughSession(_ operation: String, _ arguments: Arguments, _ session: Session) throws -> [LuaValue]? {
        if operation == "inspect" { return [.string(session.inspect(try arguments.string(1)))] }
        guard session.inspector != nil else { return nil }
        switch operation {
        case "press":
            for position in 1...max(1, arguments.values.count) {
                let name = try arguments.string(position)
                do {
                    session.press(try Key(name: name))
                } catch {
                    throw ArgumentError(description: "app:press: \(error)")
                }
            }
        case "type":
            for character in try arguments.string(1) {
                switch character {
                case "\n", "\r\n": session.press(.enter)
                case "\t": session.press(.tab)
                default: session.press(Key(character))
                }
            }
        case "click" where !isTable(arguments[1]):
            session.click(x: try arguments.integer(1) - 1, y: try arguments.integer(2) - 1, button: MouseButton(name: try Self.button(arguments[3])) ?? .left)
        case "resize": session.resize(width: try arguments.integer(1), height: try arguments.integer(2))
        case "screen": return [.string(session.frame().screen.text)]
        case "styledScreen": return [.string(StyledText.encode(session.frame().screen))]
        case "expectScreen": try ScreenExpectation.check(try arguments.string(1), against: session.frame().screen)
        default: return nil
        }
        return []
    }

    private func isTable(_ value: LuaValue) -> Bool {
        if case .table = value { return true }
        return false
    }
}
