import Glibc
import Testing
@testable import TabHostCLI
@testable import TabHostKit
@testable import TabHostTesting

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

/// `.busted`'s numbers obey the bounds of their flags (OptionBounds, one table for both).
@Suite struct BustedNumberTests {
    private func plan(_ settings: String) throws -> Result<TestPlan, BustedConfig.Problem> {
        let path = RecordSupport.temporaryDirectory() + "/.busted"
        let file = fopen(path, "w")
        fputs("return { default = { \(settings) } }", file)
        fclose(file)
        defer { unlink(path) }
        let invocation = try CommandLineParser.parse(["test", "--config-file", path])
        return TestPlan.make(invocation, environment: [:])
    }

    @Test(arguments: [
        ("[\"repeat\"] = 1e12", "repeat: expected a whole number from 1 to 1000000, got 1000000000000"),
        ("[\"repeat\"] = 2.5", "repeat: expected a whole number, got 2.5"),
        ("timeout = 0", "timeout: expected a whole number from 1 to 86400000, got 0"),
        ("memory = 2^20 + 1", "memory: expected a whole number from 1 to 1048576, got 1048577"),
        ("jobs = 'all'", "jobs: expected a whole number, got 'all'"),
        ("seed = 2^31", "seed: expected a whole number from -2147483648 to 2147483647, got 2147483648"),
        ("shard = '1/100001'", "shard: expected K/N with 1 <= K <= N, such as 2/4, got '1/100001'"),
    ])
    func outOfRangeValuesAreUsageErrors(settings: String, message: String) throws {
        guard case .failure(let problem) = try plan(settings) else {
            Issue.record("\(settings) was taken")
            return
        }
        #expect(problem.description.hasSuffix(".busted: " + message))
    }

    @Test func valuesWithinTheBoundsAreTaken() throws {
        let made = try plan("[\"repeat\"] = 1000000, memory = 64, jobs = 3, seed = -7, shard = '2/5', timeout = 250")
        guard case .success(let plan) = made else {
            Issue.record("refused: \(made)")
            return
        }
        #expect(plan.options.repeats == 1_000_000 && plan.options.limits.memory == 64 << 20 && plan.jobs == 3)
        #expect(plan.options.busted.seed == -7 && plan.options.shard == SpecShard(index: 2, count: 5))
        #expect(plan.options.limits.timeout == 0.25)
    }
}
