import Glibc
import Testing
import TabCore
import TabTerminal
@testable import TabHostCLI
@testable import TabHostKit

/// Hot reload in the run loop (docs/scripting.md, "Hot reload, `state` and `onReload`"): saves
/// seen by the watcher, coalesced, then `Session.reload`; a failed reload keeps the last good
/// UI under a banner until a good save.
@Suite struct RunReloadTests {
    /// A temporary directory with `main.lua` (requiring `names.lua`), removed at the end.
    final class Project {
        let directory: String

        init() throws {
            var template = Array("/tmp/tabhost-run-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { throw ProjectError.mkdtemp }
            directory = String(cString: made)
            save("names.lua", #"return { first = "One", second = "Two" }"#)
            save("main.lua", Self.main(extra: ""))
        }

        deinit {
            for name in ["main.lua", "names.lua", "late.lua", "missing.lua", ".tmp"] { unlink(path(name)) }
            rmdir(directory)
        }

        static func main(extra: String) -> String {
            """
            local names = require "names"
            return { tabs = {
              { id = "1", title = names.first, page = "page one" },
              { id = "2", title = names.second, page = "page two" },
            }\(extra) }
            """
        }

        func path(_ name: String) -> String { directory + "/" + name }

        /// Saves like most editors: write a temporary file, then rename it over the original.
        func save(_ name: String, _ text: String) {
            let temporary = path(".tmp")
            let file = fopen(temporary, "w")
            fputs(text, file)
            fclose(file)
            rename(temporary, path(name))
        }

        enum ProjectError: Error { case mkdtemp }
    }

    func fixture(_ project: Project, watch: Bool = true) throws -> RunLoopTests.Fixture {
        let session = try Session(path: project.path("main.lua"), options: HostOptions())
        return try RunLoopTests.Fixture(session: session, watcher: watch ? try FileWatcher() : nil)
    }

    /// Waits for the watcher's event (up to 2 s), then for the quiet period on the clock.
    func settle(_ f: RunLoopTests.Fixture) {
        f.loop.step(maxWait: 2_000)
        #expect(f.loop.waitTime(limit: nil) == 30)
        f.advance(29)
        #expect(f.loop.waitTime(limit: nil) == 1)
        f.advance(1)
    }

    @Test func aSaveIsOnScreenAfterTheQuietPeriod() throws {
        let project = try Project()
        let f = try fixture(project)
        #expect(f.lines[0] == "  One   Two")
        f.type("l")
        project.save("main.lua", Project.main(extra: ", style = { tabsGap = 3 }"))
        settle(f)
        #expect(f.lines[0] == "  One     Two")
        #expect(f.lines[2] == "page two")  // the selection carried over
        #expect(f.loop.waitTime(limit: nil) == -1)
    }

    @Test func aRequiredModuleIsWatchedToo() throws {
        let project = try Project()
        let f = try fixture(project)
        project.save("names.lua", #"return { first = "Uno", second = "Dos" }"#)
        settle(f)
        #expect(f.lines[0] == "  Uno   Dos")
    }

    @Test func aBrokenSaveKeepsTheLastGoodUIUnderABannerUntilAGoodSave() throws {
        let project = try Project()
        let f = try fixture(project)
        project.save("main.lua", "return {\n  tabs = { { titel = 'x' } },\n}")
        settle(f)
        let error = "\(project.path("main.lua")):2: tabs[1].titel: unknown field (did you mean title?)"
        #expect(f.loop.session.reloadError?.description == error)
        #expect(f.lines == ["  One   Two", " ╺━━━╸", "page one", "✗ " + error.prefix(27) + "…"])
        f.type("l")  // the old script still runs, and a key does not clear a reload error
        #expect(f.lines[2] == "page two")
        #expect(f.lines[3] == "✗ " + error.prefix(27) + "…")
        f.type("\u{1B}")
        f.advance(25)  // nor does escape: only a good save
        #expect(f.lines[3] == "✗ " + error.prefix(27) + "…")
        project.save("main.lua", Project.main(extra: ""))
        settle(f)
        #expect(f.lines == ["  One   Two", "       ╺━━━╸", "page two", ""])
    }

    @Test func aModuleChangedAfterAReloadIsStillWatched() throws {
        let project = try Project()
        let f = try fixture(project)
        project.save("main.lua", Project.main(extra: ", style = { tabsGap = 2 }"))
        settle(f)
        project.save("names.lua", #"return { first = "Eins", second = "Zwei" }"#)
        settle(f)
        #expect(f.lines[0] == "  Eins    Zwei")
    }

    @Test func aModuleRequiredByACallbackIsWatchedFromThen() throws {
        let project = try Project()
        project.save("late.lua", #"return "late one""#)
        project.save("main.lua", """
            return { tabs = {
              { id = "1", title = "One", page = "page one" },
              { id = "2", title = "Two", page = function() return require "late" end },
            } }
            """)
        let f = try fixture(project)
        #expect(!f.loop.watched.contains(project.path("late.lua")))
        f.type("l")
        #expect(f.lines[2] == "late one")
        #expect(f.loop.watched.contains(project.path("late.lua")))
        project.save("late.lua", #"return "late two""#)
        settle(f)
        #expect(f.lines[2] == "late two")
    }

    @Test func creatingAMissingModuleRetriesTheLoad() throws {
        let project = try Project()
        let f = try fixture(project)
        project.save("main.lua", #"return { tabs = { { id = "1", title = require "missing" } } }"#)
        settle(f)
        #expect(f.loop.session.reloadError?.description.contains("module 'missing' not found") == true)
        project.save("missing.lua", #"return "Found""#)
        settle(f)
        #expect(f.loop.session.reloadError == nil)
        #expect(f.lines[0] == "  Found")
    }

    @Test func aScriptBrokenAtStartByAMissingModuleLoadsOnceTheModuleIsMade() throws {
        let project = try Project()
        project.save("main.lua", #"return { tabs = { { id = "1", title = require "missing" } } }"#)
        let session = try Session.awaitingFix(path: project.path("main.lua"))
        #expect(session.reloadError?.description.contains("module 'missing' not found") == true)
        let f = try RunLoopTests.Fixture(session: session, watcher: try FileWatcher())
        #expect(f.loop.watched == [project.path("main.lua"), project.path("missing.lua"), project.path("missing/init.lua")])
        project.save("missing.lua", #"return "Found""#)
        settle(f)
        #expect(f.lines[0] == "  Found")
    }

    @Test func withoutWatchingASaveChangesNothing() throws {
        let project = try Project()
        let f = try fixture(project, watch: false)
        project.save("main.lua", Project.main(extra: ", style = { tabsGap = 3 }"))
        #expect(f.loop.waitTime(limit: nil) == -1)
        f.loop.step(maxWait: 50)
        #expect(f.lines[0] == "  One   Two")
    }
}
