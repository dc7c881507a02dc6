import Testing
import TabCore
import TabTerminal
@testable import TabHostKit

/// Colors in every notation (docs/scripting.md, "Colors"), through a script and the renderer,
/// as the terminal receives them: downsampled to 16 and 256 colors, exact in truecolor, none at
/// all with `--color never`.
@Suite struct ColorOutputTests {
    static let script = """
        return {
          style = { barTintColor = "#202040", tintColor = "#f80", unselectedItemTintColor = 244, indicatorColor = { 0, 135, 255 } },
          tabs = { { title = "A", badgeValue = 1, badgeColor = "red" }, { title = "B", backgroundColor = { r = 95, g = 0, b = 0 } } },
        }
        """

    func output(_ mode: ColorMode) throws -> [String] {
        let host = try load(Self.script)
        host.setInitialSize(width: 12, height: 2)
        return ANSI.frame(host.frame().screen, mode: mode)
            .replacingEscapes()
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func never() throws {
        #expect(try output(.never) == ["  A 1    B", " ╺━━━━╸", ""])
    }

    @Test func sixteenColors() throws {
        // #202040 and #5f0000 are nearest to black, #ff8800 to yellow, 244 to bright black,
        // {0, 135, 255} to cyan; named colors stay as they are.
        #expect(try output(.ansi16) == [
            "⎋[40m ⎋[1;33m A⎋[0;97;41m 1 ⎋[1;33;40m ⎋[0;40m ⎋[90m B ⎋[39m ⎋[0m",
            "⎋[40m ⎋[36m╺━━━━╸⎋[39m     ⎋[0m",
            "",
        ])
    }

    @Test func twoHundredFiftySixColors() throws {
        #expect(try output(.ansi256) == [
            "⎋[48;5;235m ⎋[1;38;5;208m A⎋[0;97;41m 1 ⎋[1;38;5;208;48;5;235m ⎋[22;39m ⎋[38;5;244;48;5;52m B ⎋[0;48;5;235m ⎋[0m",
            "⎋[48;5;235m ⎋[38;5;33m╺━━━━╸⎋[39m     ⎋[0m",
            "",
        ])
    }

    @Test func truecolor() throws {
        #expect(try output(.truecolor) == [
            "⎋[48;2;32;32;64m ⎋[1;38;2;255;136;0m A⎋[0;97;41m 1 ⎋[1;38;2;255;136;0;48;2;32;32;64m ⎋[22;39m ⎋[38;5;244;48;2;95;0;0m B ⎋[0;48;2;32;32;64m ⎋[0m",
            "⎋[48;2;32;32;64m ⎋[38;2;0;135;255m╺━━━━╸⎋[39m     ⎋[0m",
            "",
        ])
    }
}

extension String {
    /// ESC shown as ⎋, so expected escape sequences read in a test.
    func replacingEscapes() -> String {
        String(unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
    }
}
