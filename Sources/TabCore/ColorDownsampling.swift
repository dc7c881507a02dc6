/// Downsampling colors to what an output can show.
///
/// A script writes colors freely (`"#404040"`, `196`, `"brightBlue"`); the terminal may show
/// only 256 or 16 of them, or none. Each color is mapped to the nearest one the output has, by
/// squared distance in RGB over xterm's default palette, so the result is the same on every
/// machine and testable. The 16 ANSI colors and `.default` are never changed: the terminal's
/// own theme decides how they look, and that is what a user who picked them wants.
extension Color {
    /// This color as an output of `mode` shows it, or nil when the output has no colors.
    ///
    /// - `.never`: nil, for every color.
    /// - `.truecolor`: unchanged.
    /// - `.ansi256`: `.rgb` becomes the nearest `.indexed` entry of the 6x6x6 cube (16-231)
    ///   or the gray ramp (232-255); everything else is unchanged.
    /// - `.ansi16`: `.rgb` and `.indexed` become the nearest `.ansi` color (`.indexed(0...15)`
    ///   is that ANSI color itself).
    public func downsampled(to mode: ColorMode) -> Color? {
        switch mode {
        case .never: nil
        case .truecolor: self
        case .ansi256: downsampledTo256
        case .ansi16: downsampledTo16
        }
    }

    /// The 256-color form: rgb moves to the palette, the rest is already there.
    private var downsampledTo256: Color {
        guard case let .rgb(r, g, b) = self else { return self }
        return .indexed(XtermPalette.nearestIndexed(XtermPalette.RGB(r, g, b)))
    }

    /// The 16-color form: rgb and palette entries move to the nearest ANSI color.
    private var downsampledTo16: Color {
        switch self {
        case .default, .ansi: self
        case let .indexed(n) where n < 16: .ansi(n)
        case let .indexed(n): .ansi(XtermPalette.nearestANSI(XtermPalette.rgb(ofIndex: n)))
        case let .rgb(r, g, b): .ansi(XtermPalette.nearestANSI(XtermPalette.RGB(r, g, b)))
        }
    }
}

extension Style {
    /// This style as an output of `mode` shows it: colors downsampled, and plain under `.never`.
    ///
    /// Encoders compare styles in this form, so two colors that land on the same palette
    /// entry cost no escape sequence between them. A foreground the script made distinct from
    /// its background stays distinct: when both land on one entry (`#303f9f` on `#3f51b5` are
    /// both 61 in 256 colors), the foreground takes the next nearest entry instead, so a
    /// divider or a title never vanishes into its background.
    public func downsampled(to mode: ColorMode) -> Style {
        guard mode != .never else { return .plain }
        let background = bg.downsampled(to: mode) ?? .default
        var foreground = fg.downsampled(to: mode) ?? .default
        if foreground == background, fg != bg, foreground != .default {
            foreground = fg.downsampled(to: mode, avoiding: background)
        }
        return Style(fg: foreground, bg: background, attributes: attributes)
    }
}

extension Color {
    /// The nearest color of `mode` other than `taken` (a downsampled color): the 16 ANSI
    /// colors and palette entries that are already there keep themselves.
    func downsampled(to mode: ColorMode, avoiding taken: Color) -> Color {
        let rgb: XtermPalette.RGB
        switch self {
        case .default, .ansi: return self
        case let .indexed(n) where mode == .ansi256 || n < 16: return self
        case let .indexed(n): rgb = XtermPalette.rgb(ofIndex: n)
        case let .rgb(r, g, b): rgb = XtermPalette.RGB(r, g, b)
        }
        switch (mode, taken) {
        case (.ansi256, .indexed(let entry)): return .indexed(XtermPalette.nearest(rgb, in: 16...255, except: entry))
        case (.ansi16, .ansi(let entry)): return .ansi(XtermPalette.nearest(rgb, in: 0...15, except: entry))
        default: return downsampled(to: mode) ?? .default
        }
    }
}

/// xterm's default 256-color palette, the reference for every nearest-color search.
///
/// Ties go to the lower palette index, so the mapping is a pure function of its input.
enum XtermPalette {
    /// A color as plain integers, for distance arithmetic without overflow.
    struct RGB: Equatable {
        var r: Int, g: Int, b: Int
        init(_ r: Int, _ g: Int, _ b: Int) { (self.r, self.g, self.b) = (r, g, b) }
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.init(Int(r), Int(g), Int(b)) }

        /// Squared Euclidean distance in RGB.
        func distance(to other: RGB) -> Int {
            let (dr, dg, db) = (r - other.r, g - other.g, b - other.b)
            return dr * dr + dg * dg + db * db
        }
    }

    /// The 16 ANSI colors as xterm shows them by default.
    static let ansi: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The six channel values of the color cube (entries 16-231).
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The RGB value of a palette entry.
    static func rgb(ofIndex index: UInt8) -> RGB {
        let n = Int(index)
        if n < 16 { return ansi[n] }
        if n >= 232 { return gray(n - 232) }
        let cube = n - 16
        return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    }

    /// Gray ramp entry `step` (0-23): 8, 18, ..., 238.
    static func gray(_ step: Int) -> RGB {
        let level = 8 + 10 * step
        return RGB(level, level, level)
    }

    /// The nearest entry of the cube or the gray ramp (16-255); the cube wins a tie.
    static func nearestIndexed(_ color: RGB) -> UInt8 {
        let (r, g, b) = (nearestLevel(color.r), nearestLevel(color.g), nearestLevel(color.b))
        let cube = RGB(cubeLevels[r], cubeLevels[g], cubeLevels[b])
        let step = nearestGrayStep(color)
        if gray(step).distance(to: color) < cube.distance(to: color) { return UInt8(232 + step) }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    /// The index of the cube level nearest to one channel; the distance is per channel, so
    /// the nearest cube color is the nearest level of each channel.
    static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for i in 1..<cubeLevels.count where abs(cubeLevels[i] - value) < abs(cubeLevels[best] - value) {
            best = i
        }
        return best
    }

    /// The gray ramp step nearest to `color`.
    static func nearestGrayStep(_ color: RGB) -> Int {
        var best = 0
        for step in 1..<24 where gray(step).distance(to: color) < gray(best).distance(to: color) {
            best = step
        }
        return best
    }

    /// The nearest palette entry of `range` other than `excluded` (ties to the lower index).
    static func nearest(_ color: RGB, in range: ClosedRange<Int>, except excluded: UInt8) -> UInt8 {
        var best: Int?
        for i in range where i != Int(excluded) {
            if best.map({ rgb(ofIndex: UInt8(i)).distance(to: color) < rgb(ofIndex: UInt8($0)).distance(to: color) }) ?? true {
                best = i
            }
        }
        return UInt8(best ?? Int(excluded))
    }

    /// The nearest of the 16 ANSI colors.
    static func nearestANSI(_ color: RGB) -> UInt8 {
        var best = 0
        for i in 1..<16 where ansi[i].distance(to: color) < ansi[best].distance(to: color) {
            best = i
        }
        return UInt8(best)
    }
}
