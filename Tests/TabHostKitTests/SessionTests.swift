import Glibc
import Testing
@testable import TabHostKit

/// docs/scripting.md, "Hot reload, `state` and `onReload`": reloads build a new script and swap
/// it in only when it loaded, keeping the selection, toggles, scroll position and state.
@Suite struct SessionTests {
    static let first = """
        return {
          state = { count = 0 },
          tabs = { { id = "a", title = "A" }, { id = "b", title = "B" }, { id = "m", title = "M", kind = "toggle" } },
          tabSwitched = function(c) c.state.count = c.state.count + 1 end,
        }
        """

    func session() throws -> Session {
        let session = try Session(source: Self.first, name: "live.lua", root: "/tmp")
        session.host.setInitialSize(width: 30, height: 4)
        return session
    }

    @Test func aGoodReloadKeepsSelectionTogglesAndState() throws {
        let s = try session()
        s.host.press("right")
        s.host.activate("m")
        #expect(s.host.container.focusID == "m")  // a toggle activated takes the focus
        try s.reload(source: """
            return {
              state = { count = 100, added = "new" },
              tabs = { { id = "b", title = "Bee" }, { id = "m", title = "M", kind = "toggle" }, { id = "c", title = "C" } },
              onReload = function(c, previous)
                c:tab("c").title = previous.selected .. " " .. previous.state.count .. " " .. c.state.count .. " " .. c.state.added
              end,
            }
            """)
        #expect(s.reloadError == nil)
        #expect(s.host.container.selectedID == "b")
        #expect(s.host.container.items[1].isOn)
        #expect(s.host.container.items[2].title == "b 1 1 new")
        #expect(s.host.log == ["tabSwitched b a", "onReload"])
        #expect(s.host.frame().screen.lines[0] == "  Bee  <☑ M>  b 1 1 new")  // the toggle stayed on, and kept the focus
    }

    @Test func aBrokenReloadKeepsTheLastGoodScriptAndShowsABanner() throws {
        let s = try session()
        s.host.press("right")
        #expect(throws: ScriptError.self) { try s.reload(source: "return {\n  tabs = { { titel = 'x' } },\n}") }
        #expect(s.reloadError?.description == "live.lua:2: tabs[1].titel: unknown field (did you mean title?)")
        #expect(s.host.frame().screen.lines == [
            "  A   B   ☐ M", "     ╺━╸", "", "✗ live.lua:2: tabs[1].titel: …",
        ])
        s.host.setInitialSize(width: 30, height: 9)  // a third of 9 rows: the whole message
        #expect(s.host.frame().screen.lines.suffix(3) == [
            "✗ live.lua:2: tabs[1].titel:", "  unknown field (did you mean", "  title?)",
        ])
        s.host.setInitialSize(width: 30, height: 4)
        s.host.press("left")  // the old script still runs
        #expect(s.host.container.selectedID == "a")
        try s.reload(source: Self.first)
        #expect(s.host.frame().screen.lines[3] == "")
    }

    /// Every problem of a failed reload is in the banner, one per line in line order, as far
    /// as a third of the frame goes.
    @Test func theBannerListsEveryProblemInLineOrder() throws {
        let s = try session()
        s.host.setInitialSize(width: 60, height: 12)
        #expect(throws: ScriptError.self) { try s.reload(source: "return {\n  style = { layout = 'fitt' },\n  tabs = { { titel = 'x' } },\n}") }
        #expect(s.host.frame().screen.lines.suffix(4) == [
            "✗ live.lua:2: style.layout: expected one of intrinsic,",
            "  fixed, fit, cluster, got 'fitt' (did you mean fit?)",
            "✗ live.lua:3: tabs[1].titel: unknown field (did you mean",
            "  title?)",
        ])
        s.host.setInitialSize(width: 60, height: 9)
        #expect(s.host.frame().screen.lines.suffix(3) == [
            "✗ live.lua:2: style.layout: expected one of intrinsic,",
            "  fixed, fit, cluster, got 'fitt' (did you mean fit?)",
            "✗ live.lua:3: tabs[1].titel: unknown field (did you mean ti…",
        ])
    }

    @Test func aSyntaxErrorShowsFileAndLine() throws {
        let s = try session()
        #expect(throws: ScriptError.self) { try s.reload(source: "return {\n  tabs = {\n") }
        #expect(s.reloadError?.description.hasPrefix("live.lua:3:") == true)
    }

    @Test func aSessionFromSourceNeedsSourceToReload() throws {
        let s = try session()
        #expect(throws: ScriptError.self) { try s.reload() }
        #expect(s.reloadError?.description == "live.lua: opened from source text: reload it with new source")
    }

    @Test func aRemovedSelectedTabGivesTheSelectionToItsNeighbourAsARemoveWould() throws {
        let s = try session()
        s.host.press("right")  // b, the second
        try s.reload(source: "return { tabs = { { id = 'x' }, { id = 'y' } } }")
        #expect(s.host.container.selectedID == "y")  // the tab now in its place
    }

    /// The embedding API's whole drag (docs/embedding.md): press on One, release on Three.
    @Test func aDragFromTheEmbeddingAPIMovesTheItem() throws {
        let s = try Session(source: "return { style = { reorderable = true }, tabs = { { id = 'a', title = 'One' }, { id = 'b', title = 'Two' }, { id = 'c', title = 'Three' } } }",
                            name: "drag.lua", size: CellSize(width: 30, height: 2))
        s.drag(from: (x: 3, y: 0), to: (x: 17, y: 0))
        #expect(s.host.frame().screen.lines[0] == "  Two   Three   One")
    }
}

@Suite struct WaitingSessionTests {
    @Test func aScriptBrokenAtStartWaitsUnderItsBannerForAFix() throws {
        let directory = "/tmp/tabhost-waiting-\(UInt32.random(in: 0...UInt32.max))"
        try #require(mkdir(directory, 0o755) == 0)
        defer { _ = unlink(directory + "/w.lua"); _ = rmdir(directory) }
        let path = directory + "/w.lua"
        try write("return {\n  tabs = { { titel = 'x' } },\n}\n", to: path)
        let error: ScriptError
        do { _ = try Session(path: path); Issue.record("loaded"); return } catch let caught { error = caught }
        let session = try Session(waitingFor: path, after: error)
        session.host.setInitialSize(width: 60, height: 3)
        #expect(session.host.frame().screen.lines == ["", "", "✗ " + "\(path):2: tabs[1].titel: unknown field (did you mean title?)".prefix(57) + "…"])
        try write("return { tabs = { { title = 'Fixed' } } }\n", to: path)
        try session.reload()
        #expect(session.host.frame().screen.lines[0] == "  Fixed")
    }

    private func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "w") else { throw ScriptError.file("cannot write \(path)") }
        fputs(text, file)
        fclose(file)
    }
}
