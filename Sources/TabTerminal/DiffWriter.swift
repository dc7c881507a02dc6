import TabCore

/// Turns the changes between two frames into the bytes that update a TTY in place.
///
/// The writer remembers where the terminal's cursor is and which style it last set, so it
/// writes a cursor move (`ESC[row;colH`, 1-based) only when the next change is not where the
/// previous write left the cursor, and a style sequence only when the style differs. It
/// assumes it is the only thing writing to the terminal; call `invalidate()` after anything
/// else wrote (a resize, a clear, an error message), or the next frame may land in the wrong
/// place.
///
/// In the run loop: the first frame, and the first after a resize (after `invalidate()`), is
/// `screen.changes(from: Screen(width: 0, height: 0))`, which lists every cell; each later
/// frame is `next.changes(from: shown)`.
public struct DiffWriter: Sendable {
    /// Wraps each frame in synchronized output (`ESC[?2026h` … `ESC[?2026l`), so terminals that
    /// support it show the frame at once instead of half drawn; others ignore the mode.
    public var synchronized: Bool
    private let styles: StyleEncoder
    private var cursor: Position?
    private var style: Style?

    /// A writer whose styles are encoded for `colors`.
    public init(colors: ColorMode, synchronized: Bool = true) {
        self.init(styles: .standard(colors), synchronized: synchronized)
    }

    /// A writer with its own style encoding (tests use a readable fake).
    public init(styles: StyleEncoder, synchronized: Bool = true) {
        self.styles = styles
        self.synchronized = synchronized
    }

    /// Forgets the cursor position and style, so the next frame sets both before writing.
    public mutating func invalidate() {
        cursor = nil
        style = nil
    }

    /// The bytes that apply `changes` to the terminal; empty when there are none.
    public mutating func frame(_ changes: [CellChange]) -> [UInt8] {
        guard !changes.isEmpty else { return [] }
        var out: [UInt8] = []
        out.reserveCapacity(changes.count * 4 + 32)
        if synchronized { out.append(contentsOf: "\u{1B}[?2026h".utf8) }
        for change in changes { write(change, to: &out) }
        if synchronized { out.append(contentsOf: "\u{1B}[?2026l".utf8) }
        return out
    }

    /// Writes one cell, moving the cursor and switching the style first when needed.
    private mutating func write(_ change: CellChange, to out: inout [UInt8]) {
        let target = Position(x: change.x, y: change.y)
        if cursor != target { Self.appendMove(to: target, to: &out) }
        if style != change.cell.style {
            out.append(contentsOf: styles.encode(style, change.cell.style).utf8)
            style = change.cell.style
        }
        let symbol = Self.printable(change.cell.symbol)
        out.append(contentsOf: symbol.utf8)
        cursor = Self.cursor(after: symbol, at: target)
    }

    /// Where the cursor is after drawing `symbol` at `position`, or nil when unsure.
    ///
    /// A wide character advances two columns. A glyph of several scalars (flags, emoji with
    /// joiners or variation selectors) is drawn one or two columns wide depending on the
    /// terminal, so the next write moves the cursor explicitly rather than trust a guess.
    static func cursor(after symbol: String, at position: Position) -> Position? {
        if symbol.utf8.count == 1 { return Position(x: position.x + 1, y: position.y) }
        guard symbol.unicodeScalars.count == 1 else { return nil }
        return Position(x: position.x + TextWidth.of(symbol), y: position.y)
    }

    /// The symbol itself, or a blank when drawing it would not fill its cell.
    ///
    /// Continuations that reach the writer (a continuation with no wide character before it)
    /// and zero-width symbols would leave the cursor behind; control characters could inject
    /// escape sequences. The renderer never produces them, but a cell set directly can.
    static func printable(_ symbol: String) -> String {
        if symbol.utf8.count == 1, let byte = symbol.utf8.first { return byte >= 0x20 && byte < 0x7F ? symbol : " " }
        let hasControl = symbol.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return hasControl || TextWidth.of(symbol) == 0 ? " " : symbol
    }

    /// Appends `ESC[row;colH`, the 1-based absolute cursor position.
    static func appendMove(to position: Position, to out: inout [UInt8]) {
        out.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        appendDecimal(position.y + 1, to: &out)
        out.append(UInt8(ascii: ";"))
        appendDecimal(position.x + 1, to: &out)
        out.append(UInt8(ascii: "H"))
    }

    /// Appends a non-negative number in decimal without building a `String`.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = max(0, value)
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}

/// A cell position on the terminal, 0-based.
struct Position: Hashable, Sendable {
    var x: Int
    var y: Int
}

/// How the writer switches the terminal from one style to another.
///
/// `encode(from, to)` returns the escape bytes that make text drawn next appear in `to`, given
/// that the terminal currently draws in `from` (nil: unknown, set everything). It is a value
/// so tests can pass a readable fake and the run loop the real SGR encoder.
public struct StyleEncoder: Sendable {
    let encode: @Sendable (_ from: Style?, _ to: Style) -> String

    public init(_ encode: @escaping @Sendable (_ from: Style?, _ to: Style) -> String) {
        self.encode = encode
    }

    /// The encoding `DiffWriter(colors:)` uses: the shared `SGR` encoder, writing the shortest
    /// switch from the current style (or a full sequence when it is unknown).
    public static func standard(_ mode: ColorMode) -> StyleEncoder {
        StyleEncoder { from, to in
            guard mode != .never else { return "" }
            return from.map { SGR.transition(from: $0, to: to, mode: mode) } ?? SGR.sequence(for: to, mode: mode)
        }
    }
}
