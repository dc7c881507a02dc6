/// Text attributes of a cell (docs/scripting.md, "Fonts": `{ bold=, italic=, ... }` or `"bold
/// italic"`).
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)
    public static let strike = Attributes(rawValue: 1 << 5)

    /// Names in a fixed order, used by font strings and the styled text format.
    public static let named: [(name: String, value: Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic),
        ("underline", .underline), ("reverse", .reverse), ("strike", .strike),
    ]
}

/// The look of one cell: colors and attributes.
public struct Style: Hashable, Sendable {
    public var fg: Color
    public var bg: Color
    public var attributes: Attributes

    public init(fg: Color = .default, bg: Color = .default, attributes: Attributes = []) {
        self.fg = fg
        self.bg = bg
        self.attributes = attributes
    }

    public static let plain = Style()
}
