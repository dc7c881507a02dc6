import Glibc
import Testing
@testable import TabHostCLI
@testable import TabHostKit

/// `RunLog`: where `run` puts what the script prints while the UI is up.
@Suite struct RunLogTests {
    @Test func thePathFollowsTheEnvironment() {
        #expect(RunLog.path(environment: ["TABHOST_LOG": "/x/run.log", "HOME": "/home/u"]) == "/x/run.log")
        #expect(RunLog.path(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"]) == "/state/tabhost/run.log")
        #expect(RunLog.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/state/tabhost/run.log")
        #expect(RunLog.path(environment: [:]) == nil)
    }

    @Test func itMakesItsDirectoryStartsAfreshAndEscapesControls() throws {
        let root = "/tmp/tabhost-runlog-\(UInt32.random(in: 0...UInt32.max))"
        let path = root + "/state/tabhost/run.log"
        defer { unlink(path); rmdir(root + "/state/tabhost"); rmdir(root + "/state"); rmdir(root) }
        do {
            let old = try #require(RunLog(path: path))
            old.write("from the last run\n")
        }
        let log = try #require(RunLog(path: path))
        #expect(log.isEmpty)
        log.write("\u{1B}]0;pwned\u{07}\n")
        log.write("second line\n")
        #expect(!log.isEmpty)
        #expect(readText(path) == "\\27]0;pwned\\a\nsecond line\n")
    }
}
