/// Display width of text in terminal cells.
///
/// Width is counted per grapheme cluster (Swift's `Character`): East Asian wide and fullwidth
/// characters and emoji in emoji presentation take 2 cells, combining marks and other
/// zero-width scalars take none, everything else takes 1. The renderer, the layout and the Lua
/// helpers (`tabhost.width`, `truncate`, `pad`) all use these functions, so they agree.
public enum TextWidth {
    /// The number of cells `text` occupies.
    public static func of(_ text: String) -> Int {
        if !text.containsUTF8Byte(where: { $0 < 0x20 || $0 >= 0x7F }) { return text.utf8.count }
        var total = 0
        if isSimple(text) {
            for scalar in text.unicodeScalars { total += simpleWidth(scalar.value) ?? 0 }
            return total
        }
        for character in text { total += of(character) }
        return total
    }

    /// The width of a scalar that is always a grapheme cluster of its own and needs no
    /// property lookup: printable ASCII, Latin-1 to Latin Extended, Greek and Cyrillic letters,
    /// general punctuation, arrows, box drawing, shapes and symbols up to U+2BFF, CJK
    /// ideographs and Hangul syllables. nil for anything else (marks, joiners, selectors,
    /// emoji outside those blocks), which takes the grapheme-cluster path.
    ///
    /// This is the renderer's hot path: titles, indicators (`━`) and markers (`‹ ›`, `…`) are
    /// drawn per frame, and breaking them into `Character`s costs far more than this switch.
    @inline(__always)
    static func simpleWidth(_ value: UInt32) -> Int? {
        switch value {
        case 0x20..<0x7F: 1
        case 0xA0..<0x300: value == 0xAD ? 0 : 1  // U+00AD soft hyphen is a format character
        case 0x370..<0x483, 0x2010..<0x2028, 0x2030..<0x205F: 1
        case 0x2190..<0x231A, 0x2500..<0x25FD: 1  // arrows, box drawing (indicators): no wide ones
        case 0x231A..<0x2500, 0x25FD..<0x2C00: isWide(value) ? 2 : 1  // emoji presentation here is East Asian Wide too
        case 0x4E00..<0xA000, 0xAC00..<0xD7A4: 2
        default: nil
        }
    }

    /// Whether `simpleWidth(value)` is not nil, without looking the width up.
    @inline(__always)
    static func hasSimpleWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x370..<0x483, 0x2010..<0x2028, 0x2030..<0x205F, 0x2190..<0x2C00,
             0x4E00..<0xA000, 0xAC00..<0xD7A4: true
        default: false
        }
    }

    /// Whether every scalar of `text` has a `simpleWidth`, so each is its own cluster.
    static func isSimple(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isSimple)
    }

    /// Whether the bytes are all printable ASCII: one narrow cell each.
    static func isPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `isSimple` of a string's UTF-8 bytes.
    static func isSimple(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if isPrintableASCII(utf8) { return true }
        return UTF8Scalars(utf8).allSatisfy { hasSimpleWidth($0.value) }
    }

    /// The number of cells one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F, scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
        var width = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }  // VS16: emoji presentation
            width = max(width, of(scalar))
        }
        return width
    }

    /// The width of a single scalar, ignoring its neighbours.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .surrogate: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
        return 1
    }

    /// Binary search in the East Asian Wide/Fullwidth table.
    static func isWide(_ value: UInt32) -> Bool {
        if value < wideRanges[0].lowerBound { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound { high = mid - 1 } else if value > range.upperBound { low = mid + 1 } else { return true }
        }
        return false
    }

    /// Ranges whose East Asian Width is W or F (Unicode 14, generated from unicodedata),
    /// including the unassigned CJK ideograph blocks, which are wide by default.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFB, 0x3000...0x303E,
        0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E3,
        0x31F0...0x321E, 0x3220...0x3247, 0x3250...0x4DBF, 0x4E00...0xA48C, 0xA490...0xA4C6,
        0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE52,
        0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1AFF3,
        0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE, 0x1B000...0x1B122, 0x1B150...0x1B152, 0x1B164...0x1B167,
        0x1B170...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA,
        0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440,
        0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DD...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FA74, 0x1FA78...0x1FA7C, 0x1FA80...0x1FA86, 0x1FA90...0x1FAAC, 0x1FAB0...0x1FABA,
        0x1FAC0...0x1FAC5, 0x1FAD0...0x1FAD9, 0x1FAE0...0x1FAE7, 0x1FAF0...0x1FAF6, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]
}
