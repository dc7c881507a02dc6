import Testing
@testable import TabHostCLI

/// docs/safety.md, "Command-line values": no command-line value reaches a Swift crash; every
/// numeric option is range-checked by one parser and refused with a usage error (status 2) and
/// its hint.
@Suite struct CommandLineNumberTests {
    @Test(arguments: [
        (["render", "x.lua", "--timeout", "9223372036854775807"], "--timeout: expected a whole number from 1 to 86400000, got '9223372036854775807'"),
        (["run", "x.lua", "--timeout=0"], "--timeout: expected a whole number from 1 to 86400000, got '0'"),
        (["check", "x.lua", "--timeout", "-5"], "--timeout: expected a whole number from 1 to 86400000, got '-5'"),
        (["test", "--memory", "99999999999999999999"], "--memory: expected a whole number from 1 to 1048576, got '99999999999999999999'"),
        (["render", "x.lua", "--memory", "1e3"], "--memory: expected a whole number from 1 to 1048576, got '1e3'"),
        (["test", "--jobs", "9223372036854775807"], "--jobs: expected a whole number from 1 to 1024, got '9223372036854775807'"),
        (["render", "x.lua", "--size", "9223372036854775807x2"], "--size: expected WxH such as 80x24 (at most 4000x2000), got '9223372036854775807x2'"),
    ])
    func outOfRangeNumbersAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        do {
            _ = try CommandLineParser.parse(arguments)
        } catch {
            #expect(error.message == message)
            #expect(error.command?.rawValue == arguments[0])
        }
    }

    @Test func theLargestValuesWork() throws {
        let invocation = try CommandLineParser.parse(["render", "x.lua", "--timeout", "86400000", "--memory", "1048576"])
        let limits = TabHostCLI.hostOptions(invocation).limits
        #expect(limits.timeout == 86400 && limits.memory == 1 << 40)
    }

    @Test func theCommandReportsStatusTwoWithTheHint() {
        #expect(TabHostCLI.main(["render", "x.lua", "--timeout", "9223372036854775807"]) == TabHostCLI.Status.usage)
    }
}
