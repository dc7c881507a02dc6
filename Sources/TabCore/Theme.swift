/// The looks used when neither the item nor the bar sets one.
enum Theme {
    /// Bright blue: the indicator's color unless `indicatorColor` or `tintColor` is set.
    static let tint = Color.ansi(12)
    /// A badge pill's background (`badgeColor`) and a badge dot's color.
    static let badge = Color.ansi(1)
    /// A badge pill's text (`badgeTextColor`).
    static let badgeText = Color.ansi(15)
    /// The darkened background of an on tab when no background is known to darken.
    static let darkBackground = Color.indexed(236)
    /// The selected title's font: bold, so the selection shows even in one color.
    static let selectedFont = Attributes.bold

    /// A darker shade of `color` for `darkensBackgroundForEnabledTabs`: 70% of its RGB value,
    /// or `darkBackground` for the terminal's default background.
    static func darker(_ color: Color) -> Color {
        guard let (red, green, blue) = rgb(color) else { return darkBackground }
        return .rgb(UInt8(Int(red) * 7 / 10), UInt8(Int(green) * 7 / 10), UInt8(Int(blue) * 7 / 10))
    }

    /// The RGB value of a palette color (xterm's defaults), nil for `.default`.
    static func rgb(_ color: Color) -> (UInt8, UInt8, UInt8)? {
        switch color {
        case .default: return nil
        case .rgb(let red, let green, let blue): return (red, green, blue)
        case .ansi(let index): return ansiPalette[Int(index) % 16]
        case .indexed(let index) where index < 16: return ansiPalette[Int(index)]
        case .indexed(let index) where index >= 232:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return (level, level, level)
        case .indexed(let index):
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        }
    }

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    private static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
}
