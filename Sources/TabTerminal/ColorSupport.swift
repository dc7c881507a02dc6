import Glibc
import TabCore

/// What the output can show: the `--color` flag, the environment, and the terminal itself.
public enum ColorSupport {
    /// An unknown `--color` value.
    public struct UnknownModeError: Error, Equatable, CustomStringConvertible {
        /// The value as the user wrote it.
        public let value: String

        public var description: String {
            "--color: expected never, 16, 256, truecolor or auto, got '\(value)'"
        }
    }

    /// The color mode for `--color FLAG` (nil means `auto`).
    ///
    /// An explicit mode wins over everything. `auto` follows the conventions users expect:
    /// `NO_COLOR` set and non-empty, `TERM=dumb` or output that is not a TTY mean no colors;
    /// then `COLORTERM=truecolor` (or `24bit`) means truecolor, a `TERM` containing `256color`
    /// means 256 colors, and any other terminal gets 16.
    public static func resolve(flag: String?, environment: [String: String], isTTY: Bool) throws -> ColorMode {
        let value = flag ?? "auto"
        if value == "auto" { return automatic(environment: environment, isTTY: isTTY) }
        guard let mode = ColorMode(rawValue: value) else { throw UnknownModeError(value: value) }
        return mode
    }

    /// The environment variables `auto` reads.
    public static let variables = ["TERM", "NO_COLOR", "COLORTERM"]

    /// The `auto` mode.
    static func automatic(environment: [String: String], isTTY: Bool) -> ColorMode {
        let term = environment["TERM"] ?? ""
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .never }
        if term == "dumb" || !isTTY { return .never }
        let colorterm = (environment["COLORTERM"] ?? "").lowercased()
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        if term.containsText("256color") { return .ansi256 }
        return .ansi16
    }

    /// Whether `fd` is a terminal.
    public static func isTTY(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }
}
