/// One cell of a `Screen`: a grapheme cluster and its style.
///
/// A wide grapheme occupies its cell and the next one; the next cell is a continuation
/// (`symbol` empty), which the encoders skip.
///
/// The grapheme's UTF-8 bytes are stored inline, so a cell holds no reference: a Screen of
/// cells is plain memory that is cheap to create, copy, compare and free on every frame
/// (with a `String` per cell, reference counting was a third of a frame's cost). A cluster
/// longer than the inline room (20 bytes: a family emoji of three people fits) keeps the
/// whole scalars that fit. 20 makes a cell 32 bytes with its style: every frame fills,
/// copies and compares a whole screen of them.
public struct Cell: Hashable, Sendable {
    /// The bytes of a grapheme cluster a cell holds (`bytes`).
    static let inlineBytes = 20

    private var bytes: (UInt64, UInt64, UInt32)
    private var count: UInt8
    /// Cells the grapheme takes: 1 or 2, 0 for a continuation.
    public private(set) var width: UInt8
    public var style: Style

    public init(symbol: String = " ", style: Style = .plain) {
        bytes = (0, 0, 0)
        count = 0
        width = 0
        self.style = style
        self.symbol = symbol
    }

    /// A cell for a grapheme cluster whose width the caller already knows (the renderer's hot
    /// path: no `String` is built and no width is measured again).
    init<S: Sequence>(scalars: S, width: Int, style: Style) where S.Element == Unicode.Scalar {
        (bytes, count) = Self.encode(scalars)
        self.width = UInt8(width)
        self.style = style
    }

    /// The grapheme cluster; empty for the second half of a wide character.
    public var symbol: String {
        get {
            withUnsafeBytes(of: bytes) { buffer in
                String(decoding: UnsafeRawBufferPointer(rebasing: buffer.prefix(Int(count))), as: UTF8.self)
            }
        }
        set {
            (bytes, count) = Self.encode(newValue.unicodeScalars)
            width = count == 0 ? 0 : UInt8(max(1, TextWidth.of(newValue)))
        }
    }

    /// A cell for the scalar (or cluster) encoded by `count` bytes of UTF-8 at `utf8`, whose
    /// width the caller knows; bytes past the inline room are dropped whole scalars first.
    init(utf8: UnsafePointer<UInt8>, count byteCount: Int, width: Int, style: Style) {
        if byteCount <= 8 {
            var word: UInt64 = 0
            for index in 0..<byteCount { word |= UInt64(utf8[index]) << (8 * UInt64(index)) }
            bytes = (word.littleEndian, 0, 0)  // first byte first in memory, as `encode` stores it
            count = UInt8(byteCount)
        } else {
            let text = String(decoding: UnsafeBufferPointer(start: utf8, count: byteCount), as: UTF8.self)
            (bytes, count) = Self.encode(text.unicodeScalars)
        }
        self.width = UInt8(width)
        self.style = style
    }

    /// A one-cell ASCII grapheme (a blank, a bracket) without encoding a `String`.
    init(ascii byte: UInt8, style: Style) {
        bytes = (UInt64(byte).littleEndian, 0, 0)  // the byte first in memory, as `encode` stores it
        count = 1
        width = 1
        self.style = style
    }

    /// A blank of `style`: what clearing, clipping and a freed half of a wide character leave.
    static func space(_ style: Style) -> Cell { Cell(ascii: 0x20, style: style) }

    /// True for a blank (one ASCII space), which `Screen.text` trims at the end of a row.
    var isSpace: Bool { count == 1 && bytes.0 == UInt64(0x20).littleEndian }

    /// The grapheme's UTF-8 byte count (0 for a continuation).
    var byteCount: Int { Int(count) }

    /// Copies the grapheme's UTF-8 bytes to `destination`, which has room for `byteCount`.
    @inline(__always)
    func copyBytes(to destination: UnsafeMutablePointer<UInt8>) {
        if count == 1 {  // most cells: no copy of the inline storage
            destination.pointee = UInt8(truncatingIfNeeded: UInt64(littleEndian: bytes.0))
            return
        }
        withUnsafeBytes(of: bytes) { source in
            guard let start = source.baseAddress else { return }
            UnsafeMutableRawPointer(destination).copyMemory(from: start, byteCount: Int(count))
        }
    }

    /// The UTF-8 bytes of the whole scalars that fit inline, and how many there are.
    private static func encode<S: Sequence>(_ scalars: S) -> ((UInt64, UInt64, UInt32), UInt8) where S.Element == Unicode.Scalar {
        var storage: (UInt64, UInt64, UInt32) = (0, 0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &storage) { buffer in
            for scalar in scalars {
                guard length + scalar.utf8.count <= buffer.count else { break }
                for byte in scalar.utf8 {
                    buffer[length] = byte
                    length += 1
                }
            }
        }
        return (storage, UInt8(length))
    }

    /// True for the second half of a wide character.
    public var isContinuation: Bool { count == 0 }

    public static func == (a: Cell, b: Cell) -> Bool {
        a.count == b.count && a.bytes == b.bytes && a.style == b.style
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
        hasher.combine(bytes.2)
        hasher.combine(style)
    }

    public static let blank = Cell()
    /// The second half of a wide character.
    static func continuation(_ style: Style) -> Cell { Cell(symbol: "", style: style) }
}
