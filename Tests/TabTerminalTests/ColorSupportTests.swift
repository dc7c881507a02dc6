import Glibc
import TabCore
import Testing
@testable import TabTerminal

/// The `--color` flag and the `auto` rules.
struct ColorSupportTests {
    private let terminal = ["TERM": "xterm"]

    private func auto(_ environment: [String: String], isTTY: Bool = true) throws -> ColorMode {
        try ColorSupport.resolve(flag: nil, environment: environment, isTTY: isTTY)
    }

    @Test func explicitModesWinOverEverything() throws {
        let hostile = ["NO_COLOR": "1", "TERM": "dumb"]
        #expect(try ColorSupport.resolve(flag: "never", environment: [:], isTTY: true) == .never)
        #expect(try ColorSupport.resolve(flag: "16", environment: hostile, isTTY: false) == .ansi16)
        #expect(try ColorSupport.resolve(flag: "256", environment: hostile, isTTY: false) == .ansi256)
        #expect(try ColorSupport.resolve(flag: "truecolor", environment: hostile, isTTY: false) == .truecolor)
    }

    @Test func autoIsTheDefault() throws {
        let environment = ["TERM": "xterm-256color"]
        #expect(try ColorSupport.resolve(flag: "auto", environment: environment, isTTY: true) == .ansi256)
        #expect(try auto(environment) == .ansi256)
    }

    @Test func unknownFlagNamesTheChoices() {
        #expect(throws: ColorSupport.UnknownModeError(value: "x")) {
            try ColorSupport.resolve(flag: "x", environment: [:], isTTY: true)
        }
        let error = ColorSupport.UnknownModeError(value: "x")
        #expect("\(error)" == "--color: expected never, 16, 256, truecolor or auto, got 'x'")
        #expect(throws: ColorSupport.UnknownModeError.self) {
            try ColorSupport.resolve(flag: "Never", environment: [:], isTTY: true)
        }
    }

    @Test func noColorSetAndNonEmptyMeansNever() throws {
        #expect(try auto(["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .never)
        #expect(try auto(["NO_COLOR": "", "TERM": "xterm"]) == .ansi16)
    }

    @Test func dumbTerminalMeansNever() throws {
        #expect(try auto(["TERM": "dumb", "COLORTERM": "truecolor"]) == .never)
    }

    @Test func notATerminalMeansNever() throws {
        #expect(try auto(["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTTY: false) == .never)
    }

    @Test func colortermAsksForTruecolor() throws {
        #expect(try auto(["TERM": "xterm", "COLORTERM": "truecolor"]) == .truecolor)
        #expect(try auto(["TERM": "xterm-256color", "COLORTERM": "24bit"]) == .truecolor)
        #expect(try auto(["COLORTERM": "yes"]) == .ansi16)
    }

    @Test func term256colorMeans256() throws {
        #expect(try auto(["TERM": "xterm-256color"]) == .ansi256)
        #expect(try auto(["TERM": "screen-256color"]) == .ansi256)
    }

    @Test func anyOtherTerminalGets16() throws {
        #expect(try auto(terminal) == .ansi16)
        #expect(try auto(["TERM": "linux"]) == .ansi16)
        #expect(try auto([:]) == .ansi16)
    }

    @Test func pipeIsNotATerminalAndHasNoSize() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { fds.forEach { close($0) } }
        #expect(!ColorSupport.isTTY(fds[1]))
        #expect(TerminalMode.size(of: fds[1]) == nil)
        #expect(TerminalMode.size(of: -1) == nil)
    }

    @Test func pseudoTerminalReportsItsSize() throws {
        let (controller, terminal) = try #require(openPseudoTerminal())
        defer { close(controller); close(terminal) }
        #expect(ColorSupport.isTTY(terminal))
        #expect(TerminalMode.size(of: terminal) == nil)  // a fresh one is 0x0
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        #expect(ioctl(controller, UInt(TIOCSWINSZ), &size) == 0)
        let reported = try #require(TerminalMode.size(of: terminal))
        #expect(reported.width == 80 && reported.height == 24)
    }

    /// A controller and terminal pair from `/dev/ptmx`, or nil where the system has none.
    ///
    /// Swift's Glibc module hides `posix_openpt` and `ptsname`, and `TIOCSPTLCK`/`TIOCGPTN` are
    /// function-like macros, so their Linux values (`_IOW('T', 0x31, int)`,
    /// `_IOR('T', 0x30, unsigned)`) are written out.
    private func openPseudoTerminal() -> (Int32, Int32)? {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(controller, UInt(0x4004_5431), &unlock) == 0, ioctl(controller, UInt(0x8004_5430), &number) == 0 else {
            close(controller)
            return nil
        }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            return nil
        }
        return (controller, terminal)
    }
}
