import TabCore

/// Escape sequences of terminal input: Alt prefixes, CSI (`ESC[`) and SS3 (`ESC O`).
///
/// A CSI is `ESC [`, parameter bytes `0x30-0x3F`, intermediate bytes `0x20-0x2F` and one final
/// byte `0x40-0x7E` (ECMA-48). Keys use xterm's forms: `ESC[A` (up), `ESC[1;5D` (ctrl+left),
/// `ESC[3~` (delete), `ESC[15;2~` (shift+f5), `ESC[Z` (shift+tab), plus the `ESC[code;mods u`
/// and `ESC[27;mods;code~` forms some terminals use for keys they cannot send otherwise.
extension InputParser {
    /// ESC and what follows it.
    static func scanEscape(_ input: [UInt8], at start: Int) -> Scan {
        guard start + 1 < input.count else { return .incomplete }
        switch input[start + 1] {
        case UInt8(ascii: "["): return scanCSI(input, at: start)
        case UInt8(ascii: "O"): return scanSS3(input, at: start)
        case 0x1B: return .key(.escape, length: 1)
        default: return withAlt(scan(input, at: start + 1))
        }
    }

    /// ESC before a key is Alt held with it; before anything else it is the Escape key.
    static func withAlt(_ scan: Scan) -> Scan {
        switch scan {
        case .key(let key, let length):
            return .key(key.adding(.alt), length: length + 1)
        case .incomplete:
            return .incomplete
        default:
            return .key(.escape, length: 1)
        }
    }

    // MARK: - CSI

    /// A CSI sequence; its bytes up to the first that cannot belong to it when malformed.
    static func scanCSI(_ input: [UInt8], at start: Int) -> Scan {
        var index = start + 2
        while true {
            if index - start >= maxSequenceLength { return .overlong(index - start) }
            guard index < input.count else { return .incomplete }
            let byte = input[index]
            if (0x20...0x3F).contains(byte) {
                index += 1
                continue
            }
            guard (0x40...0x7E).contains(byte) else { return .skip(index - start) }
            let parameters = input[(start + 2)..<index]
            if byte == UInt8(ascii: "M"), parameters.isEmpty { return scanX10Mouse(input, at: start) }
            return decodeCSI(ControlParameters(parameters), final: byte, length: index + 1 - start)
        }
    }

    /// The event of a complete CSI, or a skip when it means nothing here.
    static func decodeCSI(_ parameters: ControlParameters, final: UInt8, length: Int) -> Scan {
        guard parameters.isWellFormed else { return .skip(length) }
        if parameters.marker == UInt8(ascii: "<") {
            guard let mouse = sgrMouse(parameters, final: final) else { return .skip(length) }
            return .event(.mouse(mouse), length: length)
        }
        guard parameters.marker == nil else { return .skip(length) }
        if final == UInt8(ascii: "~"), parameters.value(0) == 200 { return .pasteStart(length) }
        if let focus = focusChange(parameters, final: final) { return .event(.focus(focus), length: length) }
        guard let key = csiKey(parameters, final: final) else { return .skip(length) }
        return .key(key, length: length)
    }

    /// `ESC[I` and `ESC[O`: focus in and out.
    static func focusChange(_ parameters: ControlParameters, final: UInt8) -> Bool? {
        guard parameters.values.isEmpty else { return nil }
        switch final {
        case UInt8(ascii: "I"): return true
        case UInt8(ascii: "O"): return false
        default: return nil
        }
    }

    /// The key of a CSI: cursor and function keys, `~` keys, and code point forms.
    static func csiKey(_ parameters: ControlParameters, final: UInt8) -> Key? {
        let modifiers = KeyModifiers(xtermParameter: parameters.value(1) ?? 1)
        switch final {
        case UInt8(ascii: "Z"):
            return Key(.tab, modifiers.union(.shift))
        case UInt8(ascii: "~"):
            if parameters.value(0) == 27 { return codePointKey(parameters.value(2) ?? -1, modifiers) }
            return tildeKeys[parameters.value(0) ?? -1].map { Key($0, modifiers) }
        case UInt8(ascii: "u"):
            return codePointKey(parameters.value(0) ?? -1, modifiers)
        default:
            return cursorKeys[final].map { Key($0, modifiers) }
        }
    }

    /// A key given by its Unicode code point (`ESC[97;5u` is ctrl+a).
    static func codePointKey(_ code: Int, _ modifiers: KeyModifiers) -> Key? {
        if let named = namedCodePoints[code] { return Key(named, modifiers) }
        guard code > 0x20, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)),
              scalar.properties.generalCategory != .control else { return nil }
        return Key(Character(scalar), modifiers)
    }

    /// Code points that stand for named keys rather than a character.
    static let namedCodePoints: [Int: Key.Named] = [
        8: .backspace, 9: .tab, 13: .enter, 27: .escape, 32: .space, 127: .backspace,
    ]

    /// Keys whose final byte names them: `ESC[A`, `ESC[1;5D`, `ESC[1;2P`.
    static let cursorKeys: [UInt8: Key.Named] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
        UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
        UInt8(ascii: "P"): .f1, UInt8(ascii: "Q"): .f2, UInt8(ascii: "R"): .f3, UInt8(ascii: "S"): .f4,
    ]

    /// Keys of the form `ESC[n~` (VT220; 1, 4, 7 and 8 are home/end in rxvt and the console).
    static let tildeKeys: [Int: Key.Named] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .f1, 12: .f2, 13: .f3, 14: .f4, 15: .f5, 17: .f6, 18: .f7, 19: .f8,
        20: .f9, 21: .f10, 23: .f11, 24: .f12,
    ]

    // MARK: - Mouse

    /// `ESC[<b;x;yM` (press or motion) and `ESC[<b;x;ym` (release).
    static func sgrMouse(_ parameters: ControlParameters, final: UInt8) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.values.count == 3,
              let code = parameters.value(0), let x = parameters.value(1), let y = parameters.value(2) else { return nil }
        return MouseEvent(code: code, column: x, row: y, released: final == UInt8(ascii: "m"))
    }

    /// `ESC[M` and three bytes, each value plus 32: what a terminal without SGR mouse sends.
    static func scanX10Mouse(_ input: [UInt8], at start: Int) -> Scan {
        guard start + 5 < input.count else { return .incomplete }
        let fields = input[(start + 3)...(start + 5)].map { Int($0) - 32 }
        guard fields.allSatisfy({ $0 >= 0 }) else { return .skip(3) }
        let mouse = MouseEvent(code: fields[0], column: fields[1], row: fields[2], released: false)
        return .event(.mouse(mouse), length: 6)
    }

    // MARK: - SS3

    /// `ESC O` and a final byte (application cursor keys, F1-F4, the keypad), with an optional
    /// modifier number before it (`ESC O5P`); `ESC O` before anything else is `alt+O`.
    static func scanSS3(_ input: [UInt8], at start: Int) -> Scan {
        var index = start + 2
        var modifier = 0
        while true {
            guard index < input.count else { return .incomplete }
            let byte = input[index]
            guard (0x30...0x39).contains(byte) else { break }
            if index - start >= 8 { return .skip(index - start) }
            modifier = modifier * 10 + Int(byte - 0x30)
            index += 1
        }
        let final = input[index]
        guard (0x40...0x7E).contains(final) else {
            return index == start + 2 ? .key(Key("O", .alt), length: 2) : .skip(index - start)
        }
        guard let base = ss3Key(final) else { return .skip(index + 1 - start) }
        return .key(Key(base, KeyModifiers(xtermParameter: modifier)), length: index + 1 - start)
    }

    /// The key of an SS3 final byte; `j`-`y` are the keypad's `*+,-./0`-`9` in application mode.
    static func ss3Key(_ final: UInt8) -> Key.Base? {
        if final == UInt8(ascii: "M") { return .named(.enter) }
        if (0x6A...0x79).contains(final) { return .character(Character(UnicodeScalar(final - 0x40))) }
        return cursorKeys[final].map(Key.Base.named)
    }
}

/// The parameter bytes of a CSI, split into numbers.
///
/// `1;5` is `[1, 5]`, an empty field is nil (`;5` is `[nil, 5]`), sub-parameters after `:`
/// are ignored, and numbers saturate instead of overflowing.
struct ControlParameters: Equatable {
    /// A private marker (`<`, `=`, `>`, `?`) before the numbers, as in `ESC[<0;1;1M`.
    var marker: UInt8?
    var values: [Int?] = []
    /// False when intermediates or misplaced markers make the sequence one we do not know.
    var isWellFormed = true

    init(_ bytes: ArraySlice<UInt8>) {
        var rest = bytes[...]
        if let first = rest.first, (0x3C...0x3F).contains(first) {
            marker = first
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return }
        var field: Int?
        var inSubparameter = false
        for byte in rest {
            switch byte {
            case 0x30...0x39 where !inSubparameter:
                field = min((field ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
            case 0x30...0x39: break
            case UInt8(ascii: ":"): inSubparameter = true
            case UInt8(ascii: ";"):
                values.append(field)
                field = nil
                inSubparameter = false
            default: isWellFormed = false
            }
        }
        values.append(field)
    }

    /// The number at `index`, or nil when absent or empty.
    func value(_ index: Int) -> Int? {
        index < values.count ? values[index] : nil
    }
}
