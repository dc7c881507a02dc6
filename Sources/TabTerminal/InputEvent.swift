import TabCore

/// Something the user did at the terminal, decoded from its input bytes by `InputParser`.
public enum InputEvent: Hashable, Sendable {
    /// A key, parsed from the bytes into TabCore's `Key` (`left`, `enter`, `f5`, `a`, `é`,
    /// `ctrl+a`, `alt+x`, `ctrl+left`, `shift+up`, `shift+tab`): no name is read again.
    case key(Key)
    /// A mouse button, wheel or motion report.
    case mouse(MouseEvent)
    /// Text pasted while bracketed paste was on; line breaks normalized to `\n`.
    case paste(String)
    /// The terminal window gained (`true`) or lost focus.
    case focus(Bool)
}

/// Modifier keys (TabCore's `KeyModifiers`) as xterm reports them.
extension KeyModifiers {
    /// The modifiers of an xterm modifier parameter (`1;5D` is 5): 1 plus a bit mask of
    /// shift 1, alt 2, ctrl 4, meta 8. Meta is read as alt, as terminals send one or the other.
    init(xtermParameter value: Int) {
        let bits = max(0, value - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        self = modifiers
    }
}

/// A mouse report, at a 0-based cell (column, row) as `Screen` counts them: the terminal's
/// 1-based report minus one.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        case press, release, motion
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    /// Which button; `.none` for wheel events and motion with no button held.
    public enum Button: Hashable, Sendable {
        case left, middle, right, none
        /// Buttons 8 to 11 (back, forward, ...), numbered from 8.
        case extra(Int)
    }

    public var kind: Kind
    public var button: Button
    /// 0-based column.
    public var x: Int
    /// 0-based row.
    public var y: Int
    public var modifiers: KeyModifiers

    public init(kind: Kind, button: Button = .none, x: Int, y: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.button = button
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }

    /// Decodes the button byte of an SGR (`ESC[<b;x;yM`) or X10 report.
    ///
    /// Bits 0-1 are the button (3: none), 2 shift, 3 alt (meta), 4 ctrl, 5 motion, 6 wheel,
    /// 7 extra buttons. `released` is the SGR final `m`. `column` and `row` are 1-based, as
    /// the terminal sends them.
    init(code: Int, column: Int, row: Int, released: Bool) {
        let (x, y) = (max(0, column - 1), max(0, row - 1))
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let low = code & 3
        if code & 64 != 0, code & 128 == 0 {
            let wheels: [Kind] = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight]
            self.init(kind: wheels[low], x: x, y: y, modifiers: modifiers)
            return
        }
        let buttons: [Button] = [.left, .middle, .right, .none]
        let button = code & 128 != 0 ? Button.extra(8 + low) : buttons[low]
        let kind: Kind = code & 32 != 0 ? .motion : released || button == .none ? .release : .press
        self.init(kind: kind, button: button, x: x, y: y, modifiers: modifiers)
    }
}
