import Glibc
import Testing
@testable import TabHostCLI

/// `HistoryFile`: the inspector console's history across runs (docs/inspector.md).
@Suite struct HistoryFileTests {
    @Test func thePathFollowsTheEnvironment() {
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"]) == "/state/tabhost/inspector-history")
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/state/tabhost/inspector-history")
        #expect(HistoryFile.path(environment: [:]) == nil)
    }

    @Test func entriesOfEveryShapeComeBackAsSaved() {
        let root = "/tmp/tabhost-history-\(UInt32.random(in: 0...UInt32.max))"
        let file = HistoryFile(path: root + "/tabhost/inspector-history")
        defer { unlink(file.path); rmdir(root + "/tabhost"); rmdir(root) }
        #expect(file.load().isEmpty)
        let entries = ["state", "for i = 1, 3 do\n  print(i)\nend", #"s = "a\nb\\n""#, "中文 😀 e\u{301}", "\\", "x\\"]
        file.save(entries)
        #expect(file.load() == entries)
        file.save(Array(entries.prefix(1)))
        #expect(file.load() == ["state"])
    }
}
