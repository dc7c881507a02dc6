/// The looks used when neither the item nor the bar sets one.
enum Theme {
    /// Bright blue: the indicator's color unless `indicatorColor` or `tintColor` is set.
    static let tint = Color.ansi(12)
    /// A badge pill's background (`badgeColor`) and a badge dot's color.
    static let badge = Color.ansi(1)
    /// The badge of an empty `badgeValue`: a dot in `badgeColor`.
    static let badgeDot = "●"
    /// A badge pill's text (`badgeTextColor`).
    static let badgeText = Color.ansi(15)
    /// The darkened background of an on tab when no background is known to darken.
    static let darkBackground = Color.indexed(236)
    /// The selected title's font: bold, so the selection shows even in one color.
    static let selectedFont = Attributes.bold
    /// The state marks of a toggle whose images do not show its state, so an on toggle is
    /// told from an off one in plain text too (`--color never`).
    static let toggleOn = "☑"
    static let toggleOff = "☐"
    /// The marks drawn in a tab's padding so each state shows in plain text: the selected
    /// tab when brackets mark it, the same in a bar without the keyboard focus, the focused
    /// toggle or button, a disabled item.
    static let selectedMarks = ("[", "]")
    static let unfocusedSelectedMarks = ("‹", "›")
    static let focusMarks = ("<", ">")
    static let disabledMarks = ("(", ")")

    /// A darker shade of `color` for `darkensBackgroundForEnabledTabs`: 70% of its RGB value
    /// (palette colors as xterm shows them), or `darkBackground` for the terminal's default.
    static func darker(_ color: Color) -> Color {
        let rgb: XtermPalette.RGB
        switch color {
        case .default: return darkBackground
        case .rgb(let red, let green, let blue): rgb = XtermPalette.RGB(red, green, blue)
        case .ansi(let index): rgb = XtermPalette.rgb(ofIndex: index % 16)
        case .indexed(let index): rgb = XtermPalette.rgb(ofIndex: index)
        }
        return .rgb(UInt8(rgb.r * 7 / 10), UInt8(rgb.g * 7 / 10), UInt8(rgb.b * 7 / 10))
    }
}
