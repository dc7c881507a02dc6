/// A terminal color as a script wrote it, before downsampling to what the terminal supports.
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 ANSI colors: 0-7 normal, 8-15 bright.
    case ansi(UInt8)
    /// An entry of the 256-color palette (16-255; 0-15 are normalized to `.ansi`).
    case indexed(UInt8)
    /// A 24-bit color.
    case rgb(UInt8, UInt8, UInt8)
}

/// How many colors the output can show; `Color`s are downsampled to it when encoded.
public enum ColorMode: String, Sendable, CaseIterable {
    /// No escape codes at all (`--color never`, `NO_COLOR`, `TERM=dumb`, not a TTY).
    case never
    case ansi16 = "16"
    case ansi256 = "256"
    case truecolor
}
