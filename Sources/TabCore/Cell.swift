/// One cell of a `Screen`: a grapheme cluster and its style.
///
/// A wide grapheme occupies its cell and the next one; the next cell is a continuation
/// (`symbol` empty), which the encoders skip.
public struct Cell: Hashable, Sendable {
    public var symbol: String
    public var style: Style

    public init(symbol: String = " ", style: Style = .plain) {
        self.symbol = symbol
        self.style = style
    }

    /// True for the second half of a wide character.
    public var isContinuation: Bool { symbol.isEmpty }

    public static let blank = Cell()
}
