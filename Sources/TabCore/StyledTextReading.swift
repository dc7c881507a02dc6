extension StyledText {
    /// The screen a text in the styled text format shows: its rows, with the runs' styles
    /// applied (a picture of a snapshot). Plain text without a `--` line is rows alone; run
    /// lines that do not read are skipped, as a picture loses nothing to them but color.
    public static func screen(from text: String) -> Screen {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let split = lines.lastIndex(of: separator) else { return Screen(lines: lines) }
        let runs = lines[(split + 1)...]
        lines.removeSubrange(split...)
        var screen = Screen(lines: lines)
        for line in runs {
            guard let run = run(line) else { continue }
            screen.setStyle(run.style, x: run.first, y: run.row, width: run.last - run.first + 1)
        }
        return screen
    }

    /// `ROW:FIRST-LAST STYLE` as a 0-based run.
    static func run(_ line: String) -> Run? {
        let parts = line.split(separator: " ")
        guard let place = parts.first else { return nil }
        let numbers = place.split(whereSeparator: { $0 == ":" || $0 == "-" }).compactMap { Int($0) }
        guard numbers.count == 3, numbers.allSatisfy({ $0 >= 1 }), numbers[2] >= numbers[1] else { return nil }
        var style = Style.plain
        for word in parts.dropFirst() {
            if let attribute = Attributes.named.first(where: { $0.name == word }) {
                style.attributes.insert(attribute.value)
            } else if word.hasPrefix("fg="), let color = color(word.dropFirst(3)) {
                style.fg = color
            } else if word.hasPrefix("bg="), let color = color(word.dropFirst(3)) {
                style.bg = color
            }
        }
        return Run(row: numbers[0] - 1, first: numbers[1] - 1, last: numbers[2] - 1, style: style)
    }

    /// A color as `Color.styledName` writes it.
    private static func color(_ name: Substring) -> Color? {
        if let index = Color.ansiNames.firstIndex(of: String(name)) { return .ansi(UInt8(index)) }
        if name.first == "@", let entry = UInt8(name.dropFirst()) { return entry < 16 ? .ansi(entry) : .indexed(entry) }
        guard name.first == "#", name.count == 7, let value = UInt32(name.dropFirst(), radix: 16) else { return nil }
        return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
