import TabCore

/// Select Graphic Rendition: the escape sequences that set colors and attributes.
///
/// Every encoder of the terminal layer (the stdout frame, the TTY diff writer, a colored test
/// reporter) turns styles into bytes here, so they agree byte for byte. Parameters come in a
/// fixed order: attributes in the order of `Attributes.named` (bold 1, dim 2, italic 3,
/// underline 4, reverse 7, strike 9), then the foreground, then the background. Colors are
/// downsampled to the output's `ColorMode` first: 16 colors use 30-37/90-97 (foreground) and
/// 40-47/100-107 (background), 256 colors `38;5;n`/`48;5;n`, truecolor `38;2;r;g;b`/`48;2;r;g;b`.
/// Under `.never` every function returns an empty string.
public enum SGR {
    /// The sequence that returns the terminal to plain text.
    public static let reset = "\u{1B}[0m"

    /// The parameters that draw `style` starting from plain text, e.g. `1;31`; empty for plain.
    public static func parameters(for style: Style, mode: ColorMode) -> String {
        var list = ParameterList()
        list.appendFull(style.downsampled(to: mode))
        return list.text
    }

    /// The sequence that switches from any state to `style`: `\e[0;1;31m`, or `\e[0m` for plain.
    public static func sequence(for style: Style, mode: ColorMode) -> String {
        guard mode != .never else { return "" }
        var out = ""
        appendSequence(to: &out) { $0.appendReset(to: style.downsampled(to: mode)) }
        return out
    }

    /// The shortest sequence that switches from `old` to `new`; empty when they look the same.
    ///
    /// It either resets and sets everything (`\e[0;2m`) or changes only what differs
    /// (`\e[22;39m`), whichever is shorter.
    public static func transition(from old: Style, to new: Style, mode: ColorMode) -> String {
        var out = ""
        appendTransition(from: old.downsampled(to: mode), to: new.downsampled(to: mode), to: &out)
        return out
    }

    /// Appends the shortest switch between two styles already downsampled to the output.
    static func appendTransition(from old: Style, to new: Style, to out: inout String) {
        guard old != new else { return }
        var reset = ParameterList()
        reset.appendReset(to: new)
        var change = ParameterList()
        change.appendChanges(from: old, to: new)
        let shorter = change.text.utf8.count < reset.text.utf8.count ? change : reset
        appendSequence(to: &out) { $0 = shorter }
    }

    /// Appends `ESC [ parameters m`, the parameters built by `build`.
    private static func appendSequence(to out: inout String, _ build: (inout ParameterList) -> Void) {
        var list = ParameterList()
        build(&list)
        out.append("\u{1B}[")
        out.append(list.text)
        out.append("m")
    }
}

/// The SGR code that turns each attribute on and the one that turns it off.
///
/// Bold and dim share their "off" code (22, normal intensity).
private let attributeCodes: [(attribute: Attributes, on: Int, off: Int)] = [
    (.bold, 1, 22), (.dim, 2, 22), (.italic, 3, 23),
    (.underline, 4, 24), (.reverse, 7, 27), (.strike, 9, 29),
]

/// A `;`-separated list of SGR parameters under construction.
private struct ParameterList {
    var text = ""

    mutating func append(_ code: Int) {
        if !text.isEmpty { text.append(";") }
        text.append(String(code))
    }

    /// Everything `style` sets, from plain text.
    mutating func appendFull(_ style: Style) {
        appendAttributes(style.attributes)
        if style.fg != .default { appendColor(style.fg, background: false) }
        if style.bg != .default { appendColor(style.bg, background: true) }
    }

    /// `0` then everything `style` sets.
    mutating func appendReset(to style: Style) {
        append(0)
        appendFull(style)
    }

    /// Only what differs: "off" codes for removed attributes, then added ones, then colors.
    mutating func appendChanges(from old: Style, to new: Style) {
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            append(22)  // also clears the one that stays, so it is added again
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        for code in attributeCodes where removed.contains(code.attribute) && code.off != 22 {
            append(code.off)
        }
        appendAttributes(added)
        if old.fg != new.fg { appendColor(new.fg, background: false) }
        if old.bg != new.bg { appendColor(new.bg, background: true) }
    }

    mutating func appendAttributes(_ attributes: Attributes) {
        for code in attributeCodes where attributes.contains(code.attribute) { append(code.on) }
    }

    /// One color; `.ansi` above 15 (not a valid ANSI color) is written as a palette entry.
    mutating func appendColor(_ color: Color, background: Bool) {
        let base = background ? 40 : 30
        switch color {
        case .default: append(base + 9)
        case let .ansi(n) where n < 8: append(base + Int(n))
        case let .ansi(n) where n < 16: append(base + 60 + Int(n) - 8)
        case let .ansi(n), let .indexed(n):
            append(base + 8)
            append(5)
            append(Int(n))
        case let .rgb(r, g, b):
            append(base + 8)
            append(2)
            append(Int(r))
            append(Int(g))
            append(Int(b))
        }
    }
}
