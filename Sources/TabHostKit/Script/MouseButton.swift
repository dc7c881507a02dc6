import TabCore

/// A mouse button by its name, as `mouse` bindings spell it: `left`, `middle`, `right`,
/// `wheelup`, `wheeldown`, with `ctrl+`, `alt+` or `shift+` before (`ctrl+middle`).
///
/// A name read at runtime goes through `init(name:)`, nil for a name that is no button; a
/// literal that names none stops the program with the reason, as with `Key`.
public struct MouseButton: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The canonical name: lowercase, modifiers in the order `ctrl+alt+shift+`.
    public let name: String

    public static let left: MouseButton = "left", middle: MouseButton = "middle", right: MouseButton = "right"

    /// The button `name` names, or nil.
    public init?(name: String) {
        guard let canonical = MouseName.normalize(name) else { return nil }
        self.name = canonical
    }

    /// The button a literal names; a literal that names none stops the program.
    public init(stringLiteral name: String) {
        guard let button = MouseButton(name: name) else {
            fatalError("unknown mouse button '\(name)' (use \(MouseName.buttons.joined(separator: ", ")), with ctrl+, alt+ or shift+ before)")
        }
        self = button
    }

    public var description: String { name }
}
